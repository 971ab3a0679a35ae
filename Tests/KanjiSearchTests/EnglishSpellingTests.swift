import KanjiDictionary
import KanjiSearch
import TestSupport
import Testing

/// English as learners type it, on the bundled dictionary: a plural finds a gloss in the singular
/// and the other way round, a compound is found hyphenated, spaced or as one word, and a sense
/// that means the query comes before one that means it later. Each case was a miss of the learner
/// query set (docs/benchmarks.md) or an example of issue 17.
@Suite struct EnglishSpellingTests {
    let store = BundledDictionary.loaded
    /// Made once for every test of the suite and its extensions: each test is an instance of its own,
    /// and each one building the whole bundled dictionary's index anew was where perf found the
    /// test process busiest during .ci/run.
    static let sharedIndex = SearchIndex(store: BundledDictionary.loaded)
    var index: SearchIndex { Self.sharedIndex }

    func words(_ typed: String, first count: Int = 10) throws -> [String] {
        try index.search(typed).words.prefix(count).map { store.word(at: $0.wordIndex).word }
    }

    @Test func aPluralFindsGlossesInTheSingular() throws {
        // 信号 "traffic light; traffic signal", 皺 "wrinkle", 農薬 "agricultural chemical (...)".
        #expect(try words("traffic lights", first: 3).contains("信号"))
        #expect(try words("wrinkles", first: 3).contains("皺"))
        #expect(try words("agricultural chemicals", first: 1) == ["農薬"])
        #expect(try words("teeth", first: 3).contains("歯"))
        #expect(try words("wolves", first: 3).contains("狼"))
    }

    @Test func aSingularFindsGlossesInThePlural() throws {
        // 実費 "actual expenses; out-of-pocket expenses".
        #expect(try words("actual expense", first: 1) == ["実費"])
    }

    /// The word as typed before another spelling of it: "news" is ニュース before 新しい "new".
    @Test func theSpellingAsTypedRanksFirst() throws {
        let found = try words("news", first: 200)
        let news = try #require(found.firstIndex(of: "ニュース"))
        let new = try #require(found.firstIndex(of: "新しい"))
        #expect(news < new)
        #expect(try index.search("wrinkles").words.first?.match == .meaning)
    }

    @Test func aCompoundIsFoundHyphenatedSpacedOrAsOneWord() throws {
        // All of JMdict has glosses spelled "good bye" and "good-bye" too: 行ってまいります "good
        // bye; I'm off" (JLPT N2) is exactly the words typed apart, so さよなら comes second there.
        let goodbye = try words("goodbye", first: 1)
        #expect(goodbye == ["さよなら"])
        #expect(try words("good-bye", first: 2).contains("さよなら"))
        #expect(try words("good bye", first: 2).contains("さよなら"))
        #expect(try words("sleep-wear", first: 1) == ["寝巻き"])
        #expect(try words("tooth brush", first: 1) == ["歯ブラシ"])
        #expect(try words("break-down", first: 3).contains("故障"))
    }

    /// 図書館's only gloss is "library"; 文庫's first sense is "library; book collection".
    @Test func aSenseThatMeansTheQueryComesFirst() throws {
        #expect(try words("library", first: 1) == ["図書館"])
        #expect(try words("to eat", first: 1) == ["食べる"])
        let library = try words("library", first: 20)
        #expect(try #require(library.firstIndex(of: "図書館")) < #require(library.firstIndex(of: "文庫")))
    }

    /// Within a sense, the first gloss is its meaning and the later ones nearer meanings:
    /// トラブル "trouble" comes before 事故 "accident; incident; trouble; …" (N4, easier) and
    /// セクション "section" before 売り場 "place where things are sold; …; section".
    @Test func aSensesFirstGlossComesBeforeItsLaterOnes() throws {
        let trouble = try words("trouble", first: 50)
        #expect(try #require(trouble.firstIndex(of: "トラブル")) < #require(trouble.firstIndex(of: "事故")))
        let section = try words("section", first: 50)
        #expect(try #require(section.firstIndex(of: "セクション")) < #require(section.firstIndex(of: "売り場")))
    }

    @Test func theIndexAndTheOneOffScanAgree() throws {
        for typed in [
            "traffic lights", "actual expense", "wolves", "good-bye", "good bye", "sleep-wear", "tooth brush", "news", "library", "honesty",
            "flatness", "realise", "smile sweetly", "belt for western clothes", "national or state border", "mr or mrs", "arm", "trouble",
            "front cover", "grave", "cruelty", "to create", "itinerary", "shop",
        ] {
            let query = try SearchQuery(parsing: typed)
            #expect(index.search(query) == store.search(query), "\(typed)")
        }
    }
}
