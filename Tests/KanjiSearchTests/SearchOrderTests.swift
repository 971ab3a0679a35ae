import KanjiDictionary
@testable import KanjiSearch
import TestSupport
import Testing

/// The same query always gives the same order, whichever way it is searched, and a match is
/// ranked by its band: the query itself, then what it is an inflection of (a plural's singular
/// among them), then what begins with it.
@Suite struct SearchOrderTests {
    let store = BundledDictionary.loaded

    @Test func theSameQueryAlwaysGivesTheSameOrder() throws {
        let index = SearchIndex(store: store)
        let another = SearchIndex(store: store)
        for typed in ["か", "sun", "to eat", "taberu", "食べた", "lights", "good bye", "日 s:4", "nihon common", "n5", "n4 common", "n5 s:4", "sorry"] {
            let query = try SearchQuery(parsing: typed)
            let found = index.search(query)
            #expect(!found.words.isEmpty, "\(typed)")
            #expect(index.search(query) == found, "\(typed)")
            #expect(another.search(query) == found, "\(typed)")
            #expect(store.search(query) == found, "\(typed)")
        }
    }

    /// A sense JMdict marks slang, archaic, obsolete, obscure, dated or vulgar ranks as the last:
    /// サーセン's one sense "sorry" (slang) after 済まない's second, "sorry".
    @Test func aSenseOutOfStandardUseRanksAsTheLast() throws {
        let words = SearchIndex(store: store).search(try SearchQuery(parsing: "sorry")).words.map { store.word(at: $0.wordIndex).word }
        let slang = try #require(words.firstIndex(of: "サーセン"))
        let standard = try #require(words.firstIndex(of: "済まない"))
        #expect(standard < slang, "\(words.prefix(8))")
    }

    private func exactness(_ gloss: String, _ typed: String) -> Exactness? {
        let query = EnglishQuery.alternatives(of: typed)[0]
        var words: [EnglishWords.Word] = []
        var found: UInt64 = 0
        var text = gloss
        return text.withUTF8 {
            EnglishWords.exactness(of: UnsafeRawBufferPointer($0), query: query.content, phrase: query.phrase, scratch: &words, found: &found)
        }
    }

    @Test func aGlossInAnotherNumberIsAnInflectionBetweenExactAndPrefix() {
        #expect(exactness("traffic lights", "traffic lights") == .exact)
        #expect(exactness("traffic light", "traffic lights") == .inflected)
        #expect(exactness("actual expenses", "actual expense") == .inflected)
        #expect(exactness("traffic light signal", "traffic lights") == .prefix)
        #expect(exactness("red light (traffic)", "traffic lights") == .scattered)
        #expect(exactness("traffic jam", "traffic lights") == nil)
        #expect(Exactness.exact < .inflected && Exactness.inflected < .prefix)
    }

    @Test func otherSpellingsFollowTheRulesOfEnglish() {
        func others(_ word: String) -> [String] { EnglishQueryWord(Array(word.utf8)).others.map { String(decoding: $0, as: UTF8.self) } }
        #expect(others("lights") == ["light"])
        #expect(others("cities") == ["citie", "city"])
        #expect(others("boxes") == ["boxe", "box"])
        #expect(others("wolves") == ["wolve", "wolf", "wolfe"])
        #expect(others("teeth") == ["tooth"])
        #expect(others("expense") == ["expenses"])
        #expect(others("city") == ["cities"])
        #expect(others("parenthesis") == ["parentheses"])
        #expect(others("bus") == ["buses"])
        #expect(others("glass") == ["glasses"])
        // Too short, not only letters, or a word a query leaves out: no other spelling.
        #expect(others("ox") == [])
        #expect(others("42s") == [])
        #expect(others("the") == [])
    }
}
