import KanjiDictionary
import KanjiSearch
import Testing

/// `parts:日月`: kanji whose KRADFILE components include every part named.
@Suite struct PartsFilterTests {
    @Test func partsAreParsedOneCharacterEach() throws {
        #expect(try SearchQuery(parsing: "parts:日月 s:8").filters == [.parts(["日", "月"]), .strokes(8...8)])
        #expect(try SearchQuery(parsing: "P:木").filters == [.parts(["木"])])
        let error = #expect(throws: SearchQueryError.self) { try SearchQuery(parsing: "parts:") }
        #expect(error?.part == "parts:")
    }

    @Test func aKanjiPassesWithEveryPart() {
        let bright = KanjiEntry(character: "明", meanings: ["bright"], components: ["月", "日"])
        let rest = KanjiEntry(character: "休", meanings: ["rest"], components: ["化", "木"])
        #expect(SearchFilter.parts(["日", "月"]).admits(bright))
        #expect(!SearchFilter.parts(["日", "木"]).admits(bright))
        #expect(!SearchFilter.parts(["日"]).admits(rest))
        #expect(SearchFilter.parts(["日", "月"]).description == "parts 日 月")
    }
}
