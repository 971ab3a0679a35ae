@testable import KanjiSearch
import KanjiDictionary
import TestSupport
import Testing

/// English as learners type it and the glosses do not have it, on the bundled dictionary: a
/// British spelling finds the American one, a derived word the gloss's own word (by root,
/// `EnglishRoot`), a phrase whose words are not all in one gloss the entries having most of them
/// (`PartialEnglish`); and what only looks like the query is not found. Each kind of case was a
/// class of misses of the learner set's tune half (docs/benchmarks.md).
extension EnglishSpellingTests {
    /// A British spelling finds glosses having only the American one (among the glosses having
    /// the British one, which rank first): 悟る "to realize", 刷る "to color or pattern fabric",
    /// 加入 "joining (a club, organization, etc.)".
    @Test(arguments: [("realise", "悟る"), ("colour", "刷る"), ("organisation", "加入"), ("centre", "拘置所")])
    func aBritishSpellingFindsTheAmericanOne(query: String, word: String) throws {
        #expect(try words(query, first: .max).contains(word))
    }

    /// Query and a word that must be among the first ten.
    @Test(arguments: [
        // Derived forms: the learner's noun, the gloss's adjective or verb, and the other way round.
        ("honesty", "正直"), ("perfection", "完全"), ("flatness", "平ら"), ("transparency", "透明"), ("simplicity", "単純"),
        ("describing", "描く"), ("smile sweetly", "にっこり"),
        // Not every content word in one gloss: 国境 "national border", 夫人 "Mrs".
        ("national or state border", "国境"), ("white or grey hair", "白髪"), ("mr or mrs", "夫人"),
    ])
    func aWordOfTheSameRootOrMostOfThePhraseIsFound(query: String, word: String) throws {
        // Found, not among the first: all of JMdict has glosses with the query's own words (透明性
        // "transparency", 信 "honesty"), which rank before the root's (theWordAsTypedRanksBeforeItsRoot).
        let found = try words(query, first: .max)
        #expect(found.contains(word), "\(query): \(found)")
    }

    @Test func aPartialMatchRanksAfterEveryFullMatch() throws {
        let results = try index.search("belt for western clothes").words.map { store.word(at: $0.wordIndex).word }
        let belt = try #require(results.firstIndex(of: "ベルト"))
        let westernClothes = try #require(results.firstIndex(of: "洋服"))
        #expect(westernClothes < belt)
        #expect(try words("white or grey hair", first: 1) == ["白髪"])
    }

    /// Glosses having the query's word as typed rank before those having only a word of its root.
    @Test func theWordAsTypedRanksBeforeItsRoot() throws {
        let found = try words("honesty", first: 50)
        let typed = try #require(found.firstIndex(of: "清廉"))  // "honesty, integrity, …"
        let byRoot = try #require(found.firstIndex(of: "正直"))  // "honest, frank, …"
        #expect(typed < byRoot)
    }

    /// Kanji, listed above every word, are found by the query's own words only: `information`
    /// lists no kanji through "inform" (告) or "informal" (仮), only those meaning "information"
    /// (詗), and 情報 first of the words.
    @Test func kanjiAreNotFoundByAnotherWordOfTheRoot() throws {
        let results = try index.search("information")
        #expect(results.kanji.allSatisfy { $0.kanji.meanings.contains { $0.lowercased().contains("information") } },
                "\(results.kanji.map { $0.kanji.character })")
        #expect(!results.kanji.contains { "告仮".contains($0.kanji.character) })
        #expect(try words("information", first: 1) == ["情報"])
        #expect(try index.search("inform").kanji.contains(where: { $0.kanji.character == "告" }))
    }

    /// What only looks like the query is no match: "army" is not a word of "arm"'s root, nor
    /// "flattery" of "flat", nor "flat" of "flatter".
    @Test(arguments: [("arm", "陸軍"), ("arm", "アーミー"), ("flat", "お世辞"), ("flatter", "平ら"), ("flatter", "平たい")])
    func aLookalikeIsNoMatch(query: String, word: String) throws {
        #expect(try !index.search(query).words.map { store.word(at: $0.wordIndex).word }.contains(word))
    }
}
