import KanjiDictionary
import TestSupport
import Testing
@testable import KanjiSearch

/// Every filter holds in every way a search finds words: the index's fast paths (kana and
/// English found in the index, words ranked from their facts alone), the words it decodes, and the
/// one-off scan each take a word only as the plan says (`SearchPlan.verdict`, `match`). A new filter
/// must say what it asks of a word (`SearchFilter.wordCondition` has no default) and be given a
/// sample here (nor has `passes`), and is then checked with every kind of query.
@Suite struct FilterPathTests {
    static let store = BundledDictionary.loaded
    static let index = SearchIndex(store: store)

    /// One filter of each kind, and two N-levels at once (a word must have both).
    static let filters: [[SearchFilter]] = [
        [.strokes(4...6)], [.grade(1...2)], [.jlpt(4...4)], [.level(5...5)], [.radical(72...72)], [.parts(["日"])], [.common],
        [.level(5...5), .level(4...4)], [.level(4...4), .strokes(1...8)],
    ]

    /// Queries of each kind the index answers its own way: kana, romaji finished and not, romaji
    /// without its long vowels, one English word, several, some of several, written text, an
    /// inflected form, and none (filters alone).
    static let texts = ["にち", "nichi", "nic", "kohi", "day", "to eat", "belt for western clothes", "日本", "食べた", ""]

    /// What a filter asks of a word, said again from the entry itself.
    static func passes(_ word: WordEntry, _ filter: SearchFilter) -> Bool {
        switch filter {
        case .common: word.common
        case .level(let range): word.jlptLevel.map(range.contains) ?? false
        case .strokes, .grade, .jlpt, .radical, .parts: word.word.contains { store.kanji(for: $0).map(filter.admits) ?? false }
        }
    }

    @Test(arguments: filters)
    func everyWordFoundPassesTheFiltersInEveryWayOfSearching(filters: [SearchFilter]) {
        var found = 0
        for text in Self.texts {
            let query = SearchQuery(text: text, filters: filters)
            let results = Self.index.search(query)
            #expect(results == Self.store.search(query), "\(text) \(filters)")
            for hit in results.words {
                let word = Self.store.word(at: hit.wordIndex)
                #expect(filters.allSatisfy { Self.passes(word, $0) }, "\(text) \(filters): \(word.word)")
            }
            for hit in results.kanji {
                #expect(filters.allSatisfy { $0.admits(hit.kanji) }, "\(text) \(filters): \(hit.kanji.character)")
            }
            found += results.words.count + results.kanji.count
        }
        #expect(found > 0 || filters.count > 1, "\(filters) found nothing at all: the test would show nothing")
    }

    /// The index's facts of a word say what the decoded word does, for every word.
    @Test func aWordsFactsAreItsOwn() {
        for index in 0..<Self.store.wordCount {
            Self.store.withWordText(at: index) { word in
                let facts = WordFacts(word)
                #expect(facts.common == word.common && facts.level == word.jlptLevel, "\(index)")
                #expect(facts.length == min(word.word.scalarCount, 127) && WordFacts(bits: facts.bits) == facts)
            }
        }
    }
}
