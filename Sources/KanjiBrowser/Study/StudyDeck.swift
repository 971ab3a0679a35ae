import KanjiDictionary

/// What a study session draws its cards from: the bookmarks (the default), the kanji of a school
/// grade (KANJIDIC2's 1-6, 8 for the rest of the jōyō, 9 and 10 for name kanji) or a JLPT level
/// (N5 to N1 from Waller's lists in a dictionary of format /3; else KANJIDIC2's old levels, 4 the
/// easiest, to 1), or what a search found.
public struct StudyDeck: Equatable, Sendable {
    public enum Source: Equatable, Sendable {
        case bookmarks
        case grade(Int)
        /// A JLPT N-level: 5 for N5.
        case jlpt(Int)
        /// A pre-2010 JLPT level, for dictionaries without the N-levels.
        case oldJLPT(Int)
        /// The results of the search for `query`.
        case search(String)
    }

    public var source: Source
    /// The cards, in the deck's order (new cards are introduced in it).
    public var subjects: [StudySubject]

    public init(source: Source, subjects: [StudySubject]) {
        self.source = source
        self.subjects = subjects
    }

    public var name: String {
        switch source {
        case .bookmarks: "Bookmarks"
        case .grade(let grade):
            switch grade {
            case ...6: "Grade \(grade) kanji"
            case 8: "Secondary-school kanji"
            case 9: "Name kanji (jinmeiyō)"
            default: "Name kanji, variants"
            }
        case .jlpt(let level): "JLPT N\(level) kanji"
        case .oldJLPT(let level): "JLPT \(level) kanji (old levels)"
        case .search(let query): "Search: \(query)"
        }
    }

    /// The kanji of a grade or level, most frequent first (the dictionary's order).
    public static func kanji(_ source: Source, in store: KanjiStore) -> StudyDeck {
        let kanji = store.kanji.filter { entry in
            switch source {
            case .grade(let grade): entry.grade == grade
            case .jlpt(let level): entry.jlptLevel == level
            case .oldJLPT(let level): entry.jlpt == level
            case .bookmarks, .search: false
            }
        }
        return StudyDeck(source: source, subjects: kanji.map { .kanji($0.character) })
    }

    /// The decks the start screen lists: the bookmarks, then each JLPT N-level (the old levels
    /// where the dictionary has no N-levels) and each grade the dictionary has kanji of.
    public static func sources(in store: KanjiStore) -> [Source] {
        let grades = Set(store.kanji.compactMap(\.grade)).sorted()
        let levels = Set(store.kanji.compactMap(\.jlptLevel)).sorted(by: >)
        let jlpt: [Source] = levels.isEmpty
            ? Set(store.kanji.compactMap(\.jlpt)).sorted(by: >).map { .oldJLPT($0) }
            : levels.map { .jlpt($0) }
        return [.bookmarks] + jlpt + grades.map { .grade($0) }
    }
}
