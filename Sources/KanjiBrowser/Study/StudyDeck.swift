import KanjiDictionary
import LearnerData

/// What a study session draws its cards from: the bookmarks (the default), the kanji of a school
/// grade (KANJIDIC2's 1-6, 8 for the rest of the jōyō), the kanji or the words of a JLPT level
/// (N5 to N1 from Waller's lists in a dictionary of format /3; else KANJIDIC2's old levels, 4 the
/// easiest, to 1, for kanji), or what a search found.
public struct StudyDeck: Equatable, Sendable {
    public enum Source: Equatable, Sendable {
        case bookmarks
        case grade(Int)
        /// A JLPT N-level's kanji: 5 for N5.
        case jlpt(Int)
        /// A JLPT N-level's words.
        case jlptWords(Int)
        /// A pre-2010 JLPT level, for dictionaries without the N-levels.
        case oldJLPT(Int)
        /// The results of the search for `query`.
        case search(String)
        /// The words of a text on the Read screen not known yet, named by its title.
        case text(String)
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
            default: "Secondary-school kanji"
            }
        case .jlpt(let level): "JLPT N\(level) kanji"
        case .jlptWords(let level): "JLPT N\(level) words"
        case .oldJLPT(let level): "JLPT \(level) kanji (old levels)"
        case .search(let query): "Search: \(query)"
        case .text(let name): name
        }
    }

    /// The kanji of a grade or level, most frequent first (the dictionary's order).
    public static func kanji(_ source: Source, in store: KanjiStore) -> StudyDeck {
        let kanji = store.kanji.filter { entry in
            switch source {
            case .grade(let grade): entry.grade == grade
            case .jlpt(let level): entry.jlptLevel == level
            case .oldJLPT(let level): entry.jlpt == level
            case .bookmarks, .search, .jlptWords, .text: false
            }
        }
        return StudyDeck(source: source, subjects: kanji.map { .kanji($0.character) })
    }

    /// Every JLPT N-level's words, by level, most used first (JMdict's rank, the unranked after in
    /// the file's order), each written form once: one pass over the words' raw text.
    public static func wordsByLevel(in store: KanjiStore) -> [Int: [StudySubject]] {
        var found: [Int: [(rank: Int, index: Int, text: String)]] = [:]
        for index in 0..<store.wordCount {
            store.withWordText(at: index) { text in
                guard let level = text.jlptLevel else { return }
                found[level, default: []].append((text.rank ?? Int.max, index, String(decoding: text.word, as: UTF8.self)))
            }
        }
        return found.mapValues { words in
            var seen = Set<String>()
            return words.sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }
                .filter { seen.insert($0.text).inserted }
                .map { .word($0.text) }
        }
    }

    /// The decks the start screen lists after the bookmarks, each with its cards: each JLPT
    /// N-level's kanji (the old levels where the dictionary has no N-levels), each N-level's
    /// words, and each school grade (1-6, 8: the jōyō; 9 and 10 are name kanji) it has kanji of.
    public static func levelsAndGrades(in store: KanjiStore) -> [StudyDeck] {
        let grades = Set(store.kanji.compactMap(\.grade)).filter { $0 <= 8 }.sorted()
        let levels = Set(store.kanji.compactMap(\.jlptLevel)).sorted(by: >)
        let kanjiLevels: [Source] = levels.isEmpty
            ? Set(store.kanji.compactMap(\.jlpt)).sorted(by: >).map { .oldJLPT($0) }
            : levels.map { .jlpt($0) }
        let words = wordsByLevel(in: store)
        let wordLevels = words.keys.sorted(by: >).map { StudyDeck(source: .jlptWords($0), subjects: words[$0] ?? []) }
        return kanjiLevels.map { kanji($0, in: store) } + wordLevels + grades.map { kanji(.grade($0), in: store) }
    }
}
