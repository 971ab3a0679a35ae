@testable import KanjiSearch
import KanjiDictionary
import TestSupport
import Testing

/// A learner's one English word finds glosses that say it with a word of related meaning
/// (`RelatedWords`, WordNet): after everything it finds in full, with why; never a kanji, and
/// not for a query of several words. Each case was a miss of the learner set's tune half.
extension EnglishSpellingTests {
    /// Query, a word found only through a related word, and the note that says so.
    @Test(arguments: [
        ("cruelty", "残酷", "cruelty → cruel (related word)"), ("itinerary", "道順", "itinerary → route (related word)"),
        ("daughter", "少女", "daughter → girl (related word)"), ("grave", "墓", "grave → tomb (related word)"),
        ("to create", "設ける", "create → make (related word)"),
    ])
    func aRelatedWordFindsTheGloss(query: String, word: String, note: String) throws {
        let results = try index.search(query)
        let found = try #require(results.words.first { store.word(at: $0.wordIndex).word == word }, "\(query)")
        #expect(found.english == .related)
        #expect(results.note(for: found, word: store.word(at: found.wordIndex))?.note == note)
        #expect(results.note(for: found, word: store.word(at: found.wordIndex))?.reasons == "related word")
    }

    /// Related words rank after every match of the word itself, by root or in full.
    @Test(arguments: ["grave", "cruelty", "shop", "to create"])
    func relatedWordsComeLast(query: String) throws {
        let bands = try index.search(query).words.map { $0.english == .related }
        let first = try #require(bands.firstIndex(of: true), "\(query)")
        #expect(!bands[first...].contains(false), "\(query)")
    }

    /// Kanji are found by the query's own words only; several words have no related words.
    @Test func notForKanjiNorSeveralWords() throws {
        #expect(try index.search("itinerary").kanji.isEmpty)
        #expect(try index.search("cruelty").kanji.allSatisfy { $0.kanji.meanings.contains { $0.contains("cruelty") } })
        #expect(try !index.search("meeting room").words.contains { $0.english == .related })
        #expect(try !index.search("belt for western clothes").words.contains { $0.english == .related })
    }
}
