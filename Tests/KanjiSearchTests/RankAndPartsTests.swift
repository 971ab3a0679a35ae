import KanjiDictionary
import KanjiSearch
import Testing

/// A word's JMdict rank orders it before common and plain words; `parts:` searches through the
/// index like the other kanji filters.
@Suite struct RankAndPartsTests {
    let store: KanjiStore
    let index: SearchIndex

    init() throws {
        store = try KanjiStore(
            source: "hand-made: ranks and parts",
            kanji: [
                KanjiEntry(character: "明", meanings: ["bright"], onyomi: ["メイ"], strokes: 8, components: ["日", "月"]),
                KanjiEntry(character: "日", meanings: ["day", "sun"], onyomi: ["ニチ"], strokes: 4, components: ["日"]),
                KanjiEntry(character: "月", meanings: ["month", "moon"], onyomi: ["ゲツ"], strokes: 4, components: ["月"]),
                KanjiEntry(character: "喰", meanings: ["eat"], onyomi: ["ショク"], strokes: 12, components: ["口", "食"]),
            ],
            words: [
                WordEntry(word: "喰う", readings: ["くう"], meanings: ["to eat"], common: true),
                WordEntry(word: "食べる", readings: ["たべる"], meanings: ["to eat"], common: true, rank: 2),
                WordEntry(word: "食う", readings: ["くう"], meanings: ["to eat"], rank: 50),
                WordEntry(word: "明日", readings: ["あした"], meanings: ["tomorrow"], common: true, rank: 9),
            ])
        index = SearchIndex(store: store)
    }

    @Test func rankedWordsComeBeforeCommonOnesThenTheRest() throws {
        let words = try index.search("to eat").words.map { store.word(at: $0.wordIndex).word }
        #expect(words == ["食べる", "食う", "喰う"])
        #expect(try index.search("くう").words.map { store.word(at: $0.wordIndex).word } == ["食う", "喰う"])
    }

    /// Within the same match, a word of an easier JLPT level (N5 first) comes before a harder one,
    /// and one with a level before one without, whatever their use ranks.
    @Test func easierJLPTLevelsComeFirstWithinAMatch() throws {
        let store = try KanjiStore(
            source: "hand-made: levels",
            kanji: [KanjiEntry(character: "本", meanings: ["book"], strokes: 5)],
            words: [
                WordEntry(word: "書物", readings: ["しょもつ"], meanings: ["book"], common: true, rank: 1),
                WordEntry(word: "書籍", readings: ["しょせき"], meanings: ["book"], common: true, rank: 2, jlptLevel: 1),
                WordEntry(word: "本", readings: ["ほん"], meanings: ["book"], common: true, rank: 9, jlptLevel: 5),
            ])
        let query = try SearchQuery(parsing: "book")
        let expected = ["本", "書籍", "書物"]
        #expect(SearchIndex(store: store).search(query).words.map { store.word(at: $0.wordIndex).word } == expected)
        #expect(store.search(query).words.map { store.word(at: $0.wordIndex).word } == expected)
    }

    @Test func partsFilterTheIndexsKanji() throws {
        #expect(try index.search("parts:日月").kanji.map(\.kanji.character) == ["明"])
        #expect(try index.search("parts:日").kanji.map(\.kanji.character) == ["日", "明"])
        #expect(try index.search("parts:日 s:4").kanji.map(\.kanji.character) == ["日"])
        #expect(try index.search("parts:日").summary == "parts 日 · 2 kanji · 0 words")
    }

    @Test func theIndexAndTheOneOffScanAgree() throws {
        for typed in ["to eat", "くう", "parts:日月", "parts:日", "eat parts:口", "あした", "tomorrow", "kuu"] {
            let query = try SearchQuery(parsing: typed)
            #expect(index.search(query) == store.search(query), "\(typed)")
        }
    }
}
