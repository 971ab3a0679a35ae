import KanjiDictionary

/// A condition on kanji (strokes, grade, the old JLPT level, radical, components), on words
/// (common) or on both (the JLPT N-level, each its own).
public enum SearchFilter: Equatable, Hashable, Sendable {
    case strokes(ClosedRange<Int>)
    case grade(ClosedRange<Int>)
    /// KANJIDIC2's pre-2010 levels (`jlpt:4`).
    case jlpt(ClosedRange<Int>)
    /// Today's N-levels, 5 for N5 (`n5`, `jlpt:n5`): kanji and words with their own level.
    case level(ClosedRange<Int>)
    case radical(ClosedRange<Int>)
    /// Kanji with every one of these KRADFILE components (`parts:日月` finds 明); needs a
    /// dictionary imported with --kradfile.
    case parts([String])
    /// Common words only; for kanji, those with a frequency rank (the 2,500 most used).
    case common

    /// Whether a kanji passes. `common` keeps the kanji that have a frequency rank.
    public func admits(_ kanji: KanjiEntry) -> Bool {
        switch self {
        case .strokes(let range): kanji.strokes.map(range.contains) ?? false
        case .grade(let range): kanji.grade.map(range.contains) ?? false
        case .jlpt(let range): kanji.jlpt.map(range.contains) ?? false
        case .level(let range): kanji.jlptLevel.map(range.contains) ?? false
        case .radical(let range): kanji.radical.map(range.contains) ?? false
        case .parts(let parts): parts.allSatisfy(kanji.components.contains)
        case .common: kanji.frequency != nil
        }
    }

    /// What the filter asks of a word, said for every filter with no default, so a new one must
    /// say it; `SearchPlan` holds words to it this way in every way of searching.
    enum WordCondition {
        /// The word is common (the index's facts say).
        case common
        /// The word has an N-level in the range (the index's facts say).
        case level(ClosedRange<Int>)
        /// The word is written with a kanji that passes the filter: only its text says.
        case writtenWithAdmittedKanji
    }

    var wordCondition: WordCondition {
        switch self {
        case .common: .common
        case .level(let range): .level(range)
        case .strokes, .grade, .jlpt, .radical, .parts: .writtenWithAdmittedKanji
        }
    }

    /// Whether the filter is about kanji (a word passes when it is written with a kanji that does).
    var isKanjiCondition: Bool {
        if case .writtenWithAdmittedKanji = wordCondition { true } else { false }
    }

    /// As the header shows it: "strokes 4–6".
    public var description: String {
        switch self {
        case .strokes(let range): "strokes " + SearchFilter.text(range)
        case .grade(let range): "grade " + SearchFilter.text(range)
        case .jlpt(let range): "old JLPT " + SearchFilter.text(range)
        case .level(let range): "JLPT " + (range.lowerBound == range.upperBound ? "N\(range.lowerBound)" : "N\(range.upperBound)–N\(range.lowerBound)")
        case .radical(let range): "radical " + SearchFilter.text(range)
        case .parts(let parts): "parts " + parts.joined(separator: " ")
        case .common: "common only"
        }
    }

    private static func text(_ range: ClosedRange<Int>) -> String {
        range.lowerBound == range.upperBound ? "\(range.lowerBound)" : "\(range.lowerBound)–\(range.upperBound)"
    }
}
