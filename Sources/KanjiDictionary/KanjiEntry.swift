/// One kanji of the dictionary, as in `docs/dictionary.schema.json`'s `kanji` items.
public struct KanjiEntry: Equatable, Hashable, Sendable {
    /// Exactly one Unicode scalar.
    public var character: Character
    public var meanings: [String]
    /// In katakana.
    public var onyomi: [String]
    /// In hiragana; "." separates the okurigana, "-" marks a prefix or suffix.
    public var kunyomi: [String]
    public var nanori: [String]
    public var strokes: Int?
    /// The stroke counts a kanji or a component may have: the most any has is in the 80s, and the
    /// component picker labels its groups with counts two columns wide.
    public static let strokeCounts = 1...99
    public var grade: Int?
    /// The pre-2010 JLPT level KANJIDIC2 gives (4 the easiest); see ``jlptLevel`` for today's.
    public var jlpt: Int?
    /// The JLPT N-level (5 for N5, the easiest, to 1 for N1), from Jonathan Waller's lists.
    public var jlptLevel: Int?
    public var frequency: Int?
    public var radical: Int?
    /// The parts KRADFILE lists for it (a component picker's pieces); empty without KRADFILE.
    public var components: [String]
    /// Its strokes in writing order, each KanjiVG's SVG path data in a 109×109 box (see
    /// ``StrokePath``); empty without KanjiVG.
    public var strokePaths: [String]

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
}
