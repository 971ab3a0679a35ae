/// One dictionary headword, as in `docs/dictionary.schema.json`'s `words` items.
public struct WordEntry: Equatable, Hashable, Sendable {
    /// The written form (JMdict's first), by which the word is found under its kanji.
    public var word: String
    /// In kana; empty when the written form is kana itself.
    public var readings: [String]
    /// English glosses, most important first: all the senses' glosses when the word has senses.
    public var meanings: [String]
    /// Marked common: EDICT's (P), or one of JMdict's news1, ichi1, spec1, spec2, gai1.
    public var common: Bool
    /// The other written forms (JMdict), after `word`.
    public var forms: [String]
    /// JMdict's senses; empty for an EDICT word.
    public var senses: [WordSense]
    /// How much the word is used, 1 the most, from JMdict's priority tags (as the schema says); nil
    /// without them.
    public var rank: Int?
    /// The JLPT N-level (5 for N5 to 1 for N1), from Jonathan Waller's lists; nil for a word
    /// they do not list.
    public var jlptLevel: Int?
    /// How often the word is used in today's Japanese, as wordfreq's Zipf frequency in hundredths
    /// (log10 of its uses per billion words, × 100: 今日 is 557); nil for a word the list lacks.
    public var zipf: Int?
    /// Example sentences using the word, as places in the dictionary's sentences
    /// (``KanjiStore/sentence(at:)``), the best first.
    public var sentences: [Int]

    public init(
        word: String, readings: [String] = [], meanings: [String], common: Bool = false,
        forms: [String] = [], senses: [WordSense] = [], rank: Int? = nil, jlptLevel: Int? = nil, sentences: [Int] = [],
        zipf: Int? = nil
    ) {
        self.zipf = zipf
        self.word = word
        self.readings = readings
        self.meanings = meanings
        self.common = common
        self.forms = forms
        self.senses = senses
        self.rank = rank
        self.jlptLevel = jlptLevel
        self.sentences = sentences
    }
}
