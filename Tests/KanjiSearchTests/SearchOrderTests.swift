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

    /// A kana query that is a word's whole reading lists the words before the kanji that merely
    /// have the reading, and a kana word written as typed first among them: を is the particle,
    /// not 250 kanji read お; は, に and ね likewise. The index and the one-off scan agree.
    @Test func aKanaWordWrittenAsTypedComesFirst() throws {
        let index = SearchIndex(store: store)
        for typed in ["を", "は", "に", "ね", "wo", "ヲ"] {
            let query = try SearchQuery(parsing: typed)
            for found in [index.search(query), store.search(query)] {
                #expect(found.wordsLead, "\(typed)")
                let first = try #require(found.words.first, "\(typed)")
                let word = store.word(at: first.wordIndex)
                #expect(word.readings.isEmpty && word.senses.first?.partsOfSpeech.contains("prt") == true, "\(typed): \(word.word)")
            }
        }
        // お is read by the particle を but is not it: 御 and 尾 come first.
        let o = index.search(try SearchQuery(parsing: "お")).words.prefix(3).map { store.word(at: $0.wordIndex).word }
        #expect(!o.contains("を") && o.contains("尾"), "\(o)")
        // A reading typed in romaji: the words 橋, 端, 箸 before the kanji.
        let hashi = index.search(try SearchQuery(parsing: "hashi"))
        #expect(hashi.wordsLead)
        #expect(hashi.words.prefix(3).map { store.word(at: $0.wordIndex).word }.contains("箸"))
        // Kanji typed are still listed before the words they begin.
        #expect(!index.search(try SearchQuery(parsing: "日")).wordsLead)
    }

    /// A sense JMdict marks slang, archaic, obsolete, obscure, dated or vulgar ranks as the last:
    /// サーセン's one sense "sorry" (slang) after 済まない's second, "sorry".
    /// Among rare entries read alike, the one used most comes first: the surname 田中 (Zipf 4.51
    /// in wordfreq's list) before 棚下 (1.51) and 棚夏 (not in the list), which come first in the
    /// file. (The katakana name タナカ leads `tanaka` as kana written as typed.)
    @Test func theNameUsedMostComesFirst() throws {
        let index = SearchIndex(store: store)
        func name(_ written: String) throws -> WordEntry {
            try #require(store.names(written: written).map(store.word(at:)).first { $0.readings == ["たなか"] })
        }
        let tanaka = try name("田中"), tanashita = try name("棚下"), tanaka2 = try name("棚夏")
        #expect((tanaka.zipf ?? 0) > (tanashita.zipf ?? 0) && tanaka2.zipf == nil)
        for typed in ["tanaka", "たなか"] {
            let query = try SearchQuery(parsing: typed)
            for found in [index.search(query), store.search(query)] {
                let names = found.words.map { store.word(at: $0.wordIndex).word }
                let places = try ["田中", "棚下", "棚夏"].map { try #require(names.firstIndex(of: $0), "\(typed): \($0)") }
                #expect(places == places.sorted(), "\(typed): \(names.prefix(8))")
            }
        }
    }

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
