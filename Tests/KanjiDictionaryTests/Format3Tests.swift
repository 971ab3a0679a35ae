import Foundation
import KanjiDictionary
import Testing

/// Format /3's fields (N-levels of kanji and words, example sentences that words refer to) through
/// the writer and the loader, and the word order they make.
struct Format3Tests {
    private let day = KanjiEntry(character: "日", meanings: ["day"], strokes: 4, jlpt: 4, jlptLevel: 5)
    private let sentences = [
        ExampleSentence(japanese: "今日は\"暑い\"。", english: "It is \"hot\" today."),
        ExampleSentence(japanese: "毎日歩きます。", english: "I walk every day."),
    ]

    @Test func levelsAndSentencesSurviveTheRoundTrip() throws {
        let today = WordEntry(word: "今日", readings: ["きょう"], meanings: ["today"], common: true, rank: 2, jlptLevel: 5, sentences: [0])
        let everyDay = WordEntry(word: "毎日", readings: ["まいにち"], meanings: ["every day"], common: true, rank: 1, sentences: [1, 0])
        let store = try KanjiStore(source: "s", kanji: [day], words: [today, everyDay], sentences: sentences)
        #expect(store.kanji(for: "日") == day)
        #expect(store.sentenceCount == 2 && store.sentence(at: 0) == sentences[0])
        #expect(store.word(at: 0) == today && store.word(at: 1) == everyDay)
        #expect(store.sentences(of: everyDay) == [sentences[1], sentences[0]])
        let bytes = DictionaryWriter.encode(source: nil, kanji: [day], words: [today], sentences: sentences)
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("{\"format\":\"kanji-list-dictionary/3\""))
    }

    @Test func aKanjisWordsComeByLevelThenRank() throws {
        let words = [
            WordEntry(word: "日本", meanings: ["Japan"], common: true, rank: 1, jlptLevel: 5),
            WordEntry(word: "同日", meanings: ["same day"], common: true, rank: 1),
            WordEntry(word: "毎日", meanings: ["every day"], common: true, rank: 2, jlptLevel: 5),
            WordEntry(word: "日曜日", meanings: ["Sunday"], common: true, rank: 3, jlptLevel: 4),
            WordEntry(word: "日米", meanings: ["Japan and the US"], common: true, rank: 1, jlptLevel: 1),
        ]
        let store = try KanjiStore(source: nil, kanji: [day], words: words)
        #expect(store.words(containing: "日").map(\.word) == ["日本", "毎日", "日曜日", "日米", "同日"])
        #expect(store.wordIndices(containing: "日") == [0, 2, 3, 4, 1])
    }

    /// Within a level, the words wordfreq says are used more come first (a Zipf frequency in
    /// hundredths), then by rank; words without one after; a word's zipf survives the round trip.
    @Test func withinALevelTheMoreUsedComeFirst() throws {
        let words = [
            WordEntry(word: "毎日", meanings: ["every day"], common: true, rank: 1, jlptLevel: 5, zipf: 513),
            WordEntry(word: "一日", meanings: ["one day"], common: true, rank: 49, jlptLevel: 5),
            WordEntry(word: "日曜日", meanings: ["Sunday"], common: true, rank: 49, jlptLevel: 5, zipf: 435),
            WordEntry(word: "今日", meanings: ["today"], common: true, rank: 2, jlptLevel: 5, zipf: 557),
            WordEntry(word: "日本", meanings: ["Japan"], common: true, rank: 1, zipf: 705),
        ]
        let store = try KanjiStore(source: nil, kanji: [day], words: words)
        #expect(store.words(containing: "日").map(\.word) == ["今日", "毎日", "日曜日", "一日", "日本"])
        #expect(store.word(at: 3).zipf == 557 && store.word(at: 1).zipf == nil)
        let bytes = String(decoding: DictionaryWriter.encode(source: nil, kanji: [day], words: [words[0]]), as: UTF8.self)
        #expect(bytes.contains(#""rank":1,"zipf":513,"jlptLevel":5"#) && bytes.hasPrefix(#"{"format":"kanji-list-dictionary/3""#))
    }

    @Test(arguments: [0, 901, -3])
    func aZipfOutOfRangeIsNamed(zipf: Int) throws {
        let json = #"{"format":"kanji-list-dictionary/3","kanji":[],"words":[{"word":"x","meanings":[],"zipf":"# + "\(zipf)}]}"
        let error = try #require(throws: DictionaryError.self) { try KanjiStoreFixture.load(json: json) }
        #expect(error.message.contains(#"field "zipf" must be an integer from 1 to 900"#), "\(error.message)")
    }

    @Test func filesOfFormats1And2StillLoad() throws {
        for format in ["kanji-list-dictionary/1", "kanji-list-dictionary/2"] {
            let json = #"{"format":"\#(format)","kanji":[{"character":"日","meanings":["day"],"jlpt":4}],"words":[{"word":"日","meanings":["day"]}]}"#
            let store = try KanjiStoreFixture.load(json: json)
            #expect(store.kanji(for: "日")?.jlpt == 4 && store.kanji(for: "日")?.jlptLevel == nil)
            #expect(store.sentenceCount == 0 && store.word(at: 0).sentences == [] && store.word(at: 0).jlptLevel == nil)
        }
    }

    @Test(arguments: [
        (#"{"word":"x","meanings":[],"jlptLevel":6}"#, #"words[0] (x): field "jlptLevel" must be an integer from 1 to 5"#),
        (#"{"word":"x","meanings":[],"jlptLevel":null}"#, #"words[0] (x): field "jlptLevel" must be an integer from 1 to 5"#),
        (#"{"word":"x","meanings":[],"sentences":3}"#, #"words[0] (x): field "sentences" must be an array of sentence indices"#),
        (#"{"word":"x","meanings":[],"sentences":[0,-1]}"#, #"words[0] (x): field "sentences"[1] must be an integer ≥ 0"#),
        (#"{"word":"x","meanings":[],"sentences":[0,2]}"#, #"words[0] (x): field "sentences" refers to sentence 2, but the file has 1 (0 to 0)"#),
    ])
    func badWordFieldsAreNamed(word: String, message: String) throws {
        let json = #"{"format":"kanji-list-dictionary/3","kanji":[],"words":["# + word
            + #"],"sentences":[{"japanese":"猫。","english":"A cat."}]}"#
        let error = try #require(throws: DictionaryError.self) { try KanjiStoreFixture.load(json: json) }
        #expect(error.message == message)
    }

    @Test(arguments: [
        (#"{"japanese":"猫。"}"#, #"sentences[0]: missing field "english""#),
        (#"{"japanese":"","english":"x"}"#, #"sentences[0]: field "japanese" must be a non-empty string"#),
        (#""猫""#, #"sentences[0]: must be an object"#),
    ])
    func badSentencesAreNamed(sentence: String, message: String) throws {
        let json = #"{"format":"kanji-list-dictionary/3","kanji":[],"words":[],"sentences":["# + sentence + "]}"
        let error = try #require(throws: DictionaryError.self) { try KanjiStoreFixture.load(json: json) }
        #expect(error.message == message)
    }

    @Test func aReferenceToAFileWithoutSentencesIsNamed() throws {
        let json = #"{"format":"kanji-list-dictionary/3","kanji":[],"words":[{"word":"猫","meanings":[],"sentences":[0]}]}"#
        let error = try #require(throws: DictionaryError.self) { try KanjiStoreFixture.load(json: json) }
        #expect(error.message == #"words[0] (猫): field "sentences" refers to sentence 0, but the file has none"#)
    }

    @Test func aKanjisLevelOutOfRangeIsNamed() throws {
        let json = #"{"format":"kanji-list-dictionary/3","kanji":[{"character":"日","meanings":[],"jlptLevel":0}],"words":[]}"#
        let error = try #require(throws: DictionaryError.self) { try KanjiStoreFixture.load(json: json) }
        #expect(error.message == #"kanji[0] (日): field "jlptLevel" must be an integer from 1 to 5"#)
    }

    /// Sentences and references over several of the loader's one-megabyte batches, the sentences
    /// before the words as well as after them.
    @Test(arguments: [true, false])
    func manySentencesLoadInBatches(sentencesFirst: Bool) throws {
        let count = 30_000
        let sentences = (0..<count).map { #"{"japanese":"文\#($0)です。","english":"Sentence \#($0), long enough to fill batches."}"# }
        let words = (0..<count).map { #"{"word":"日\#($0)","meanings":["m"],"jlptLevel":\#($0 % 5 + 1),"sentences":[\#(count - 1 - $0),\#($0)]}"# }
        let sentencePart = #""sentences":["# + sentences.joined(separator: ",\n") + "]"
        let wordPart = #""words":["# + words.joined(separator: ",\n") + "]"
        let parts = sentencesFirst ? [sentencePart, wordPart] : [wordPart, sentencePart]
        let json = #"{"format":"kanji-list-dictionary/3","kanji":[{"character":"日","meanings":[]}],"# + parts.joined(separator: ",") + "}"
        let store = try KanjiStoreFixture.load(json: json)
        #expect(store.sentenceCount == count && store.wordCount == count)
        #expect(store.sentence(at: count - 1).english == "Sentence \(count - 1), long enough to fill batches.")
        let last = store.word(at: count - 1)
        #expect(last.sentences == [0, count - 1] && last.jlptLevel == 5)
        #expect(store.words(containing: "日").first?.jlptLevel == 5)
    }
}
