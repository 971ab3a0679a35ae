import CSimdjsonBridge

/// One dictionary headword, as in `docs/dictionary.schema.json`'s `words` items. Its plain fields
/// are rows of the bridge's table (`EntryFields.h`), stored in `values`; each property below
/// names one.
public struct WordEntry: Equatable, Hashable, Sendable {
    /// The written form (JMdict's first), by which the word is found under its kanji.
    public var word: String
    var values = EntryValues<kl_word_field>()
    /// In kana; empty when the written form is kana itself.
    public var readings: [String] {
        get { values[list: kl_word_readings] }
        set { values[list: kl_word_readings] = newValue }
    }
    /// The readings' pitch accents as the file spells them ("はし:1", "ひとびと:~2"; the
    /// Pronunciation module reads them); empty when none is known.
    public var pitch: [String] {
        get { values[list: kl_word_pitch] }
        set { values[list: kl_word_pitch] = newValue }
    }
    /// English glosses, most important first: all the senses' glosses when the word has senses.
    public var meanings: [String] {
        get { values[list: kl_word_meanings] }
        set { values[list: kl_word_meanings] = newValue }
    }
    /// A name's types as JMnedict's codes ("s" surname, "p" place; ``NameType`` names them), in
    /// JMnedict's order; empty for a word that is no name (format /5).
    public var nameTypes: [String] {
        get { values[list: kl_word_name] }
        set { values[list: kl_word_name] = newValue }
    }
    /// Whether the entry is a name (JMnedict's), not a word.
    public var isName: Bool { !nameTypes.isEmpty }
    /// Marked common: EDICT's (P), or one of JMdict's news1, ichi1, spec1, spec2, gai1.
    public var common: Bool
    /// The other written forms (JMdict), after `word`.
    public var forms: [String] {
        get { values[list: kl_word_forms] }
        set { values[list: kl_word_forms] = newValue }
    }
    /// JMdict's senses; empty for an EDICT word.
    public var senses: [WordSense]
    /// How much the word is used, 1 the most, from JMdict's priority tags (as the schema says); nil
    /// without them.
    public var rank: Int? {
        get { values[number: kl_word_rank] }
        set { values[number: kl_word_rank] = newValue }
    }
    /// The JLPT N-level (5 for N5 to 1 for N1), from Jonathan Waller's lists; nil for a word
    /// they do not list.
    public var jlptLevel: Int? {
        get { values[number: kl_word_jlpt_level] }
        set { values[number: kl_word_jlpt_level] = newValue }
    }
    /// How often the word is used in today's Japanese, as wordfreq's Zipf frequency in hundredths
    /// (log10 of its uses per billion words, × 100: 今日 is 557); nil for a word the list lacks.
    public var zipf: Int? {
        get { values[number: kl_word_zipf] }
        set { values[number: kl_word_zipf] = newValue }
    }
    /// Example sentences using the word, as places in the dictionary's sentences
    /// (``KanjiStore/sentence(at:)``), the best first.
    public var sentences: [Int]

    public init(
        word: String, readings: [String] = [], meanings: [String], common: Bool = false,
        forms: [String] = [], senses: [WordSense] = [], rank: Int? = nil, jlptLevel: Int? = nil, sentences: [Int] = [],
        zipf: Int? = nil, nameTypes: [String] = []
    ) {
        self.word = word
        self.common = common
        self.senses = senses
        self.sentences = sentences
        self.readings = readings
        self.meanings = meanings
        self.forms = forms
        self.rank = rank
        self.jlptLevel = jlptLevel
        self.zipf = zipf
        self.nameTypes = nameTypes
    }

    /// A decoded word: its structured fields, and the plain ones from `values`.
    init(word: String, values: EntryValues<kl_word_field>, common: Bool, senses: [WordSense], sentences: [Int]) {
        self.word = word
        self.values = values
        self.common = common
        self.senses = senses
        self.sentences = sentences
    }
}
