import KanjiDictionary
import KanjiSearch
import Testing

/// The JLPT N-level filters `n5` … `n1` and `jlpt:n5`: kanji and words each by their own level,
/// combinable with text and the other filters; `jlpt:4` keeps KANJIDIC2's old levels.
@Suite struct LevelFilterTests {
    let store: KanjiStore
    let index: SearchIndex

    init() throws {
        store = try KanjiStore(
            source: "hand-made: levels",
            kanji: [
                KanjiEntry(character: "日", meanings: ["day"], onyomi: ["ニチ"], strokes: 4, jlpt: 4, jlptLevel: 5, frequency: 1),
                KanjiEntry(character: "曜", meanings: ["weekday"], onyomi: ["ヨウ"], strokes: 18, jlpt: 3, jlptLevel: 4, frequency: 940),
                KanjiEntry(character: "同", meanings: ["same"], onyomi: ["ドウ"], strokes: 6, jlpt: 3, jlptLevel: 3, frequency: 18),
            ],
            words: [
                WordEntry(word: "同日", readings: ["どうじつ"], meanings: ["same day"], common: true, rank: 1),
                WordEntry(word: "日曜日", readings: ["にちようび"], meanings: ["Sunday"], common: true, rank: 49, jlptLevel: 5),
                WordEntry(word: "毎日", readings: ["まいにち"], meanings: ["every day"], common: true, rank: 1, jlptLevel: 5),
                WordEntry(word: "曜日", readings: ["ようび"], meanings: ["day of the week"], common: true, rank: 20, jlptLevel: 4),
            ])
        index = SearchIndex(store: store)
    }

    private func found(_ typed: String) throws -> (kanji: [Character], words: [String]) {
        let results = try index.search(typed)
        return (results.kanji.map(\.kanji.character), results.words.map { store.word(at: $0.wordIndex).word })
    }

    @Test func levelsParseAsFiltersAndTheOldOnesStay() throws {
        #expect(try SearchQuery(parsing: "n5").filters == [.level(5...5)])
        #expect(try SearchQuery(parsing: "N1 to eat").filters == [.level(1...1)])
        #expect(try SearchQuery(parsing: "jlpt:n3").filters == [.level(3...3)])
        #expect(try SearchQuery(parsing: "jlpt:4").filters == [.jlpt(4...4)])
        #expect(try SearchQuery(parsing: "n6").text == "n6")
        #expect(throws: SearchQueryError.self) { try SearchQuery(parsing: "jlpt:n6") }
        #expect(SearchFilter.level(5...5).description == "JLPT N5" && SearchFilter.jlpt(4...4).description == "old JLPT 4")
    }

    @Test func aQueryOfOnlyALevelListsItsKanjiThenItsWords() throws {
        let (kanji, words) = try found("n5")
        #expect(kanji == ["日"] && words == ["毎日", "日曜日"])
        #expect(try found("jlpt:n4").kanji == ["曜"] && (try found("jlpt:n4").words) == ["曜日"])
    }

    @Test func aLevelCombinesWithTextAndOtherFilters() throws {
        // Written text ranks by how it matches: 日曜日 begins with 日, 毎日 only has it.
        #expect(try found("日 n5").words == ["日曜日", "毎日"])
        #expect(try found("day n4").words == ["曜日"])
        #expect(try found("n5 s:4").kanji == ["日"] && (try found("n5 s:18").kanji).isEmpty)
        #expect(try found("jlpt:3").kanji == ["同", "曜"])
    }

    @Test func theIndexAndTheOneOffScanAgree() throws {
        for typed in ["n5", "jlpt:n4", "日 n5", "day n4", "n5 s:4", "nichi n5", "jlpt:3 n3"] {
            let query = try SearchQuery(parsing: typed)
            #expect(index.search(query) == store.search(query), "\(typed)")
        }
    }
}
