import Foundation
import KanjiDictionary
import Testing

/// The loader reads the "kanji" and "words" arrays in batches of about a megabyte, cut after an
/// entry's '}'. Files of several megabytes must load exactly as small ones do, whatever the
/// strings and unknown keys hold, and broken ones must get the same messages.
@Suite struct LoaderBatchTests {
    /// Words enough for several batches: entry `i` is "日<i>", common when `i` is even.
    private static func words(
        _ count: Int, meaning: (Int) -> String = { "meaning \($0) of a word long enough to fill a batch sooner" },
        extra: (Int) -> String = { _ in "" }
    ) -> [String] {
        (0..<count).map { i in
            #"{"word":"日\#(i)","readings":["にち"],"meanings":["\#(meaning(i))"],"common":\#(i % 2 == 0)\#(extra(i))}"#
        }
    }

    private static let kanji = #"{"character":"日","meanings":["day"]},{"character":"本","meanings":["book"]}"#

    /// The words containing 日 as the loader must list them: common (even) first, then the others.
    private static func expectedDayWords(_ count: Int) -> [String] {
        let all = Array(0..<count)
        return (all.filter { $0 % 2 == 0 } + all.filter { $0 % 2 == 1 }).map { "日\($0)" }
    }

    private func load(_ json: String) throws -> KanjiStore {
        try KanjiStoreFixture.load(json: json)
    }

    @Test func wordsWithSensesAcrossManyBatchesLoadInOrder() throws {
        let count = 30_000
        let words = (0..<count).map { i in
            #"{"word":"日\#(i)","readings":["にち"],"senses":[{"glosses":["first \#(i)"],"pos":["n"]},{"glosses":["second \#(i)"]}],"common":\#(i % 2 == 0),"rank":\#(i % 2 == 0 ? 2 : 1)}"#
        }
        let json = #"{"format":"kanji-list-dictionary/2","kanji":["# + Self.kanji + #"],"words":["# + words.joined(separator: ",\n")
            + #"],"tags":{"n":"noun"}}"#
        let store = try load(json)
        #expect(store.wordCount == count && store.tagName("n") == "noun")
        let day = store.words(containing: "日")
        // Rank 1 (the odd ones) first, then the even ones, each in file order.
        #expect(day.map(\.word) == (Array(stride(from: 1, to: count, by: 2)) + Array(stride(from: 0, to: count, by: 2))).map { "日\($0)" })
        let last = try #require(day.last)
        #expect(last.senses == [WordSense(partsOfSpeech: ["n"], glosses: ["first \(count - 2)"]),
                                WordSense(partsOfSpeech: ["n"], glosses: ["second \(count - 2)"])])
    }

    @Test func entriesAcrossManyBatchesAllLoadInOrder() throws {
        let count = 40_000
        let store = try load(KanjiStoreFixture.document(kanji: Self.kanji, words: Self.words(count).joined(separator: ",\n")))
        #expect(store.wordCount == count)
        let day = store.words(containing: "日")
        #expect(day.map(\.word) == Self.expectedDayWords(count))
        let last = try #require(day.last)
        #expect(last.meanings == ["meaning \(count - 1) of a word long enough to fill a batch sooner"])
        #expect(last.readings == ["にち"] && !last.common)
    }

    @Test func noWhitespaceAndMuchWhitespaceBetweenEntries() throws {
        let count = 20_000
        for separator in [",", " \n\t ,\r\n  "] {
            let json = "{ \"format\" : \"kanji-list-dictionary/1\" ,\n \"kanji\" : [ \(Self.kanji) ] ,\n \"words\" : [\n "
                + Self.words(count).joined(separator: separator) + " \n] \n}\n"
            let store = try load(json)
            #expect(store.words(containing: "日").map(\.word) == Self.expectedDayWords(count))
        }
    }

    @Test func aSingleEntryLargerThanABatch() throws {
        let huge = (0..<60_000).map { #""gloss \#($0) of one very long entry""# }.joined(separator: ",")
        var words = Self.words(10_000)
        words[5_000] = #"{"word":"本日","meanings":[\#(huge)]}"#
        let store = try load(KanjiStoreFixture.document(kanji: Self.kanji, words: words.joined(separator: ",")))
        let book = try #require(store.words(containing: "本").first)
        #expect(book.word == "本日")
        #expect(book.meanings.count == 60_000)
        #expect(book.meanings.last == "gloss 59999 of one very long entry")
        #expect(store.words(containing: "日").count == 10_000)
    }

    @Test func stringsHoldingBracketsQuotesAndCommas() throws {
        let tricky = [#"},{"#, #"}, {\"word\":\"x\"}"#, #"a \"quoted\" }]"#, #"}\n]"#, #"\\"#, "[{,}]"]
        let count = 20_000
        let words = Self.words(count, meaning: { tricky[$0 % tricky.count] }) { i in #","notes":["\#(tricky[i % tricky.count])"]"# }
        let store = try load(KanjiStoreFixture.document(kanji: Self.kanji, words: words.joined(separator: ",")))
        let day = store.words(containing: "日")
        #expect(day.count == count)
        let unescaped = [#"},{"#, #"}, {"word":"x"}"#, #"a "quoted" }]"#, "}\n]", #"\"#, "[{,}]"]
        for i in [0, 1, 2, 3, 4, 5, 19_998] {
            let word = try #require(day.first { $0.word == "日\(i)" })
            #expect(word.meanings == [unescaped[i % tricky.count]])
        }
    }

    @Test func nestedUnknownKeysAnywhere() throws {
        let count = 20_000
        let words = Self.words(count, extra: { i in
            #","extra":{"a":[{"b":\#(i)},{"c":[{}]}],"d":"}]"},"more":[[{"e":null}],{"f":[true,false]}]"#
        })
        let json = #"{"meta":{"x":[1,{"y":"}],["}],"z":-2.5e3},"format":"kanji-list-dictionary/1","#
            + #""kanji":[{"character":"日","meanings":["day"],"svg":{"paths":[{"d":"M0"}]}},{"character":"本","meanings":["book"]}],"#
            + #""words":[\#(words.joined(separator: ","))],"tail":[{"a":{}}],"flag":true,"none":null,"n":7}"#
        let store = try load(json)
        #expect(store.words(containing: "日").map(\.word) == Self.expectedDayWords(count))
        #expect(store.kanji.map(\.character) == ["日", "本"])
    }

    @Test func wordsBeforeKanjiAndSourceLast() throws {
        let count = 20_000
        let json = #"{"words":[\#(Self.words(count).joined(separator: ","))],"kanji":[\#(Self.kanji)],"#
            + #""format":"kanji-list-dictionary/1","source":"EDRDG \"test\" \u00e9"}"#
        let store = try load(json)
        #expect(store.words(containing: "日").map(\.word) == Self.expectedDayWords(count))
        #expect(store.kanji(for: "本")?.meanings == ["book"])
        #expect(store.source == #"EDRDG "test" é"#)
    }

    @Test func escapesInWordsMeaningsAndUnknownKeys() throws {
        let count = 20_000
        var words = Self.words(count)
        words[15_000] = #"{"n\u006fte":"\u005d}","word":"\u65e5\u672c","meanings":["Japan \"\/\\ \ud83d\ude00"]}"#
        let json = #"{"format":"kanji-list-dictionary/1","kanji":[\#(Self.kanji)],"words":[\#(words.joined(separator: ","))]}"#
        let store = try load(json)
        let japan = try #require(store.words(containing: "本").first)
        #expect(japan.word == "日本")
        #expect(japan.meanings == [#"Japan "/\ 😀"#])
        #expect(store.words(containing: "日").count == count)
    }

    @Test func brokenEntryAfterManyBatchesIsNamedExactly() throws {
        var words = Self.words(30_000)
        words[25_000] = #"{"word":"日本","meanings":["x"],"common":"yes"}"#
        let message = try KanjiStoreFixture.loadError(KanjiStoreFixture.document(kanji: Self.kanji, words: words.joined(separator: ",")))
        #expect(message == #"words[25000] (日本): field "common" must be true or false"#)
        var lastWord = Self.words(30_000)
        lastWord[29_999] = #"{"word":"日本","meanings":[""]}"#
        let last = try KanjiStoreFixture.loadError(KanjiStoreFixture.document(kanji: Self.kanji, words: lastWord.joined(separator: ",")))
        #expect(last == #"words[29999] (日本): field "meanings"[0] must be a non-empty string"#)
    }

    @Test func brokenJSONAfterManyBatchesSaysWhere() throws {
        var words = Self.words(30_000)
        words[20_000] = #"{"word":"日本","meanings":["x"],}"#
        let json = KanjiStoreFixture.document(kanji: Self.kanji, words: words.joined(separator: ",\n"))
        let message = try #require(try KanjiStoreFixture.loadError(json))
        #expect(message.hasPrefix("not valid JSON at byte "))
        #expect(message.contains("(line 20001)"))
        var unclosed = Self.words(30_000)
        unclosed[29_999] = #"{"word":"日本","meanings":["x"]"#
        let truncated = try #require(try KanjiStoreFixture.loadError(KanjiStoreFixture.document(kanji: Self.kanji, words: unclosed.joined(separator: ","))))
        #expect(truncated.hasPrefix("not valid JSON at byte "))
    }

    @Test func duplicateKanjiAcrossBatchesIsNamed() throws {
        let kanji = (0..<20_000).map { i in
            let scalar = Unicode.Scalar(0x4E00 + i).map(String.init) ?? "?"
            return #"{"character":"\#(scalar)","meanings":["kanji number \#(i) with a longer meaning to fill batches"]}"#
        } + [#"{"character":"一","meanings":["one again"]}"#]
        let message = try KanjiStoreFixture.loadError(KanjiStoreFixture.document(kanji: kanji.joined(separator: ","), words: ""))
        #expect(message == #"kanji[20000] (一): duplicate character "一", already kanji[0]"#)
    }

    @Test func unknownValuesBetweenFieldsAreSkippedWhenDecoding() throws {
        let kanji = #"{"svg":{"d":"\"}]","p":[1,{"q":null}]},"character":"日","n":-1.5e3,"meanings":["day"],"strokes":4,"x":[],"grade":null,"radical":72}"#
        let word = #"{"x":{"a":"\"}]","b":[1,{"c":null}]},"word":"日本","y":-1.5e3,"readings":["にほん"],"z":true,"meanings":["Japan","\u65e5"],"common":true,"w":"\\"}"#
        let store = try load(KanjiStoreFixture.document(kanji: kanji, words: word))
        let day = try #require(store.kanji(for: "日"))
        #expect(day.meanings == ["day"] && day.strokes == 4 && day.grade == nil && day.radical == 72)
        #expect(store.words(containing: "日").first == WordEntry(word: "日本", readings: ["にほん"], meanings: ["Japan", "日"], common: true))
    }
}
