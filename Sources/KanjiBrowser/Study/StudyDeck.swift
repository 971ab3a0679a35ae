import KanjiDictionary

/// What a study session draws its cards from: the bookmarks (the default), the kanji of a school
/// grade or an old JLPT level (KANJIDIC2's 4 = easiest to 1), or what a search found.
public struct StudyDeck: Equatable, Sendable {
    public enum Source: Equatable, Sendable {
        case bookmarks
        case grade(Int)
        case jlpt(Int)
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
        case .jlpt(let level): "JLPT \(level) kanji (old levels)"
        case .search(let query): "Search: \(query)"
        }
    }

    /// The kanji of a grade or level, most frequent first (the dictionary's order).
    public static func kanji(_ source: Source, in store: KanjiStore) -> StudyDeck {
        let kanji = store.kanji.filter { entry in
            switch source {
            case .grade(let grade): entry.grade == grade
            case .jlpt(let level): entry.jlpt == level
            case .bookmarks, .search: false
            }
        }
        return StudyDeck(source: source, subjects: kanji.map { .kanji($0.character) })
    }

    /// The decks the start screen steps through: the bookmarks, then each grade and each old JLPT
    /// level the dictionary has kanji of.
    public static func sources(in store: KanjiStore) -> [Source] {
        let grades = Set(store.kanji.compactMap(\.grade)).sorted()
        let levels = Set(store.kanji.compactMap(\.jlpt)).sorted(by: >)
        return [.bookmarks] + grades.map { .grade($0) } + levels.map { .jlpt($0) }
    }
}
