import Foundation
import KanjiDictionary
import Testing

/// Format /2's fields (senses, forms, rank, tags, components, component strokes, strokes) through the writer and the loader.
struct Format2Tests {
    private let day = KanjiEntry(
        character: "日", meanings: ["day"], strokes: 4, components: ["日"],
        strokePaths: ["M31.5,24.5c1.12,1.12,1.74,2.75,1.74,4.75", "M33.48,26c0.8-0.05,37.67-3.01,40.77-3.25"])
    private let everyDay = WordEntry(
        word: "毎日", readings: ["まいにち"], meanings: ["every day"], common: true,
        senses: [WordSense(partsOfSpeech: ["n", "adv"], glosses: ["every day"])], rank: 1)

    @Test func everyNewFieldSurvivesTheRoundTrip() throws {
        let today = WordEntry(
            word: "今日", readings: ["きょう", "こんにち"], meanings: ["today", "this day", "nowadays"], common: true,
            forms: ["今日は"],
            senses: [
                WordSense(partsOfSpeech: ["n", "adv"], glosses: ["today", "this day"]),
                WordSense(partsOfSpeech: ["n", "adv"], misc: ["uk"], fields: ["comp"], glosses: ["nowadays"]),
            ], rank: 2)
        let store = try KanjiStore(
            source: "s", kanji: [day], words: [today, everyDay], tags: ["n": "noun (common) (futsuumeishi)", "adv": "adverb"])
        #expect(store.kanji(for: "日") == day)
        #expect(Array(store.words(containing: "日")) == [everyDay, today])
        #expect(store.tagName("n") == "noun (common) (futsuumeishi)" && store.tagName("uk") == "uk")
    }

    @Test func aSenseWithoutPartsOfSpeechHasThePreviousOnes() throws {
        let json = """
            {"format":"kanji-list-dictionary/2","kanji":[{"character":"日","meanings":[]}],"words":[
            {"word":"日","senses":[{"glosses":["day"],"pos":["n"]},{"glosses":["sun"]}]}]}
            """
        let store = try KanjiStoreFixture.load(json: json)
        let word = try #require(store.words(containing: "日").first)
        #expect(word.senses.map(\.partsOfSpeech) == [["n"], ["n"]])
        #expect(word.meanings == ["day", "sun"])
    }

    @Test func wordTextLendsTheSensesGlossesAsMeaningsAndTheRank() throws {
        let store = try KanjiStore(source: nil, kanji: [day], words: [everyDay, WordEntry(word: "日", meanings: ["sun"])])
        let (meanings, rank) = store.withWordText(at: 0) { text in
            ((0..<text.meaningCount).map { String(decoding: text.meaning($0), as: UTF8.self) }, text.rank)
        }
        #expect(meanings == ["every day"] && rank == 1)
        #expect(store.withWordText(at: 1) { $0.meaningCount == 1 && $0.rank == nil })
    }

    @Test func aFileWithoutNewFieldsIsFormat1() throws {
        let plain = DictionaryWriter.encode(source: nil, kanji: [KanjiEntry(character: "日", meanings: [])], words: [])
        #expect(String(decoding: plain, as: UTF8.self).hasPrefix("{\"format\":\"kanji-list-dictionary/1\""))
        let richer = DictionaryWriter.encode(source: nil, kanji: [day], words: [])
        #expect(String(decoding: richer, as: UTF8.self).hasPrefix("{\"format\":\"kanji-list-dictionary/2\""))
    }

    @Test func rankOrdersAKanjisWordsBeforeCommonAndLength() throws {
        let words = [
            WordEntry(word: "日", meanings: ["day"], common: true),
            WordEntry(word: "日本", meanings: ["Japan"], common: true, rank: 25),
            WordEntry(word: "毎日", meanings: ["every day"], common: false, rank: 1),
            WordEntry(word: "日曜日", meanings: ["Sunday"], common: true, rank: 1),
        ]
        let store = try KanjiStore(source: nil, kanji: [day], words: words)
        #expect(store.words(containing: "日").map(\.word) == ["日曜日", "毎日", "日本", "日"])
    }

    @Test(arguments: [
        (#"{"word":"x","senses":[{"pos":["n"]}]}"#, #"words[0] (x): field "senses[0]" must have "glosses""#),
        (#"{"word":"x","senses":[{"glosses":[""]}]}"#, #"words[0] (x): field "senses[0].glosses"[0] must be a non-empty string"#),
        (#"{"word":"x","meanings":[],"rank":0}"#, #"words[0] (x): field "rank" must be an integer ≥ 1"#),
        (#"{"word":"x","readings":[]}"#, #"words[0] (x): missing field "meanings" (or "senses")"#),
    ])
    func badWordsAreNamed(word: String, message: String) throws {
        let json = #"{"format":"kanji-list-dictionary/2","kanji":[],"words":["# + word + "]}"
        let error = try #require(throws: DictionaryError.self) { try KanjiStoreFixture.load(json: json) }
        #expect(error.message == message)
    }

    @Test func badTagsAreNamed() throws {
        let json = #"{"format":"kanji-list-dictionary/2","kanji":[],"words":[],"tags":{"n":""}}"#
        let error = try #require(throws: DictionaryError.self) { try KanjiStoreFixture.load(json: json) }
        #expect(error.message == #"field "tags": the name of "n" must be a non-empty string"#)
    }

    @Test func componentStrokesSurviveTheRoundTripOnlyForComponentsSomeKanjiHas() throws {
        let rest = KanjiEntry(character: "休", meanings: ["rest"], strokes: 6, components: ["化", "木"])
        let counts = ["化": 2, "木": 4, "日": 4, "⻌": 3]
        let bytes = DictionaryWriter.encode(source: nil, kanji: [day, rest], words: [], componentStrokes: counts)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("{\"format\":\"kanji-list-dictionary/2\""))
        #expect(text.contains("\"componentStrokes\":{\n\"化\":2,\n\"日\":4,\n\"木\":4}"), "by code point, unused ⻌ left out")
        let store = try KanjiStoreFixture.load(json: text)
        #expect(store.componentStrokes == ["化": 2, "木": 4, "日": 4])
        #expect(try KanjiStore(source: nil, kanji: [day], words: []).componentStrokes.isEmpty)
    }

    @Test func componentStrokesLoadAlsoWhenTheBatchedScanLeavesTheFileToTheWholeDocumentScan() throws {
        // A key with an escape is one the batched scan does not take.
        let json = #"{"format":"kanji-list-dictionary/2","componentStrokes":{"化":2,"｜":1},"\u0078":0,"kanji":[],"words":[]}"#
        #expect(try KanjiStoreFixture.load(json: json).componentStrokes == ["化": 2, "｜": 1])
    }

    @Test(arguments: [
        (#"[]"#, #"field "componentStrokes" must be an object of stroke counts"#),
        (#"{"化":0}"#, #"field "componentStrokes": the stroke count of "化" must be an integer from 1 to 99"#),
        (#"{"化":"2"}"#, #"field "componentStrokes": the stroke count of "化" must be an integer from 1 to 99"#),
        (#"{"化":2.5}"#, #"field "componentStrokes": the stroke count of "化" must be an integer from 1 to 99"#),
        (#"{"化":100}"#, #"field "componentStrokes": the stroke count of "化" must be an integer from 1 to 99"#),
        (#"{"":2}"#, #"field "componentStrokes": a component must be a non-empty string"#),
    ])
    func badComponentStrokesAreNamed(value: String, message: String) throws {
        let json = #"{"format":"kanji-list-dictionary/2","componentStrokes":"# + value + #","kanji":[],"words":[]}"#
        let error = try #require(throws: DictionaryError.self) { try KanjiStoreFixture.load(json: json) }
        #expect(error.message == message)
    }

    @Test func anUnknownFormatVersionIsRefused() throws {
        let json = #"{"format":"kanji-list-dictionary/6","kanji":[],"words":[]}"#
        let error = try #require(throws: DictionaryError.self) { try KanjiStoreFixture.load(json: json) }
        #expect(error.message.contains("kanji-list-dictionary/6") && error.message.contains("kanji-list-dictionary/5"))
    }
}
