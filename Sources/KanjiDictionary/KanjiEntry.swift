import CSimdjsonBridge

/// One kanji of the dictionary, as in `docs/dictionary.schema.json`'s `kanji` items. Its fields
/// but the character are rows of the bridge's table (`EntryFields.h`), stored in `values`; each
/// property below names one.
public struct KanjiEntry: Equatable, Hashable, Sendable {
    /// Exactly one Unicode scalar.
    public var character: Character
    var values = EntryValues<kl_kanji_field>()
    public var meanings: [String] {
        get { values[list: kl_kanji_meanings] }
        set { values[list: kl_kanji_meanings] = newValue }
    }
    /// In katakana.
    public var onyomi: [String] {
        get { values[list: kl_kanji_onyomi] }
        set { values[list: kl_kanji_onyomi] = newValue }
    }
    /// In hiragana; "." separates the okurigana, "-" marks a prefix or suffix.
    public var kunyomi: [String] {
        get { values[list: kl_kanji_kunyomi] }
        set { values[list: kl_kanji_kunyomi] = newValue }
    }
    public var nanori: [String] {
        get { values[list: kl_kanji_nanori] }
        set { values[list: kl_kanji_nanori] = newValue }
    }
    public var strokes: Int? {
        get { values[number: kl_kanji_strokes] }
        set { values[number: kl_kanji_strokes] = newValue }
    }
    /// The stroke counts a kanji or a component may have: the most any has is in the 80s, and the
    /// component picker labels its groups with counts two columns wide.
    public static let strokeCounts = 1...Int(KL_MAX_STROKES)
    public var grade: Int? {
        get { values[number: kl_kanji_grade] }
        set { values[number: kl_kanji_grade] = newValue }
    }
    /// The pre-2010 JLPT level KANJIDIC2 gives (4 the easiest); see ``jlptLevel`` for today's.
    public var jlpt: Int? {
        get { values[number: kl_kanji_jlpt] }
        set { values[number: kl_kanji_jlpt] = newValue }
    }
    /// The JLPT N-level (5 for N5, the easiest, to 1 for N1), from Jonathan Waller's lists.
    public var jlptLevel: Int? {
        get { values[number: kl_kanji_jlpt_level] }
        set { values[number: kl_kanji_jlpt_level] = newValue }
    }
    public var frequency: Int? {
        get { values[number: kl_kanji_frequency] }
        set { values[number: kl_kanji_frequency] = newValue }
    }
    public var radical: Int? {
        get { values[number: kl_kanji_radical] }
        set { values[number: kl_kanji_radical] = newValue }
    }
    /// The parts KRADFILE lists for it (a component picker's pieces); empty without KRADFILE.
    public var components: [String] {
        get { values[list: kl_kanji_components] }
        set { values[list: kl_kanji_components] = newValue }
    }
    /// Its strokes in writing order, each KanjiVG's SVG path data in a 109×109 box (see
    /// ``StrokePath``); empty without KanjiVG.
    public var strokePaths: [String] {
        get { values[list: kl_kanji_stroke_paths] }
        set { values[list: kl_kanji_stroke_paths] = newValue }
    }

    public init(
        character: Character, meanings: [String], onyomi: [String] = [], kunyomi: [String] = [],
        nanori: [String] = [], strokes: Int? = nil, grade: Int? = nil, jlpt: Int? = nil, jlptLevel: Int? = nil,
        frequency: Int? = nil, radical: Int? = nil, components: [String] = [], strokePaths: [String] = []
    ) {
        self.character = character
        self.meanings = meanings
        self.onyomi = onyomi
        self.kunyomi = kunyomi
        self.nanori = nanori
        self.strokes = strokes
        self.grade = grade
        self.jlpt = jlpt
        self.jlptLevel = jlptLevel
        self.frequency = frequency
        self.radical = radical
        self.components = components
        self.strokePaths = strokePaths
    }

    /// A decoded kanji.
    init(character: Character, values: EntryValues<kl_kanji_field>) {
        self.character = character
        self.values = values
    }
}
