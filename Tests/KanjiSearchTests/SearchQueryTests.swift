import KanjiSearch
import Testing

/// The query parser: text and filters, and errors that name the part at fault.
@Suite struct SearchQueryTests {
    @Test func textAndFiltersAreSplit() throws {
        let query = try SearchQuery(parsing: "  to   eat s:4-6 g:1 jlpt:4 r:72 common ")
        #expect(query.text == "to eat")
        #expect(query.filters == [.strokes(4...6), .grade(1...1), .jlpt(4...4), .radical(72...72), .common])
    }

    /// What an IME in full width or half-width katakana types is read as the ordinary widths.
    @Test func fullWidthAndHalfWidthKatakanaAreReadInOrdinaryWidths() throws {
        #expect(try SearchQuery(parsing: "ｔａｂｅｒｕ").text == "taberu")
        #expect(try SearchQuery(parsing: "ﾀﾍﾞﾙ　ﾊﾟﾝ").text == "タベル パン")
        let filtered = try SearchQuery(parsing: "日　ｓ：４")
        #expect(filtered.text == "日")
        #expect(filtered.filters == [.strokes(4...4)])
        #expect(try SearchQuery(parsing: "食べる").text == "食べる")
    }

    @Test func aQueryOfOnlyFiltersHasNoText() throws {
        let query = try SearchQuery(parsing: "s:29")
        #expect(query.text.isEmpty)
        #expect(query.filters == [.strokes(29...29)])
        #expect(try SearchQuery(parsing: "   ").isEmpty)
    }

    @Test func filterNamesIgnoreCaseAndHaveLongForms() throws {
        #expect(try SearchQuery(parsing: "S:4 Strokes:5 COMMON").filters == [.strokes(4...4), .strokes(5...5), .common])
    }

    /// `common` before text or alone is English ("common sense", "common"); last or before a
    /// filter it keeps common words only.
    @Test func commonBeforeTextIsEnglish() throws {
        #expect(try SearchQuery(parsing: "common sense") == SearchQuery(text: "common sense"))
        #expect(try SearchQuery(parsing: "common cold n5") == SearchQuery(text: "common cold", filters: [.level(5...5)]))
        #expect(try SearchQuery(parsing: "sense common") == SearchQuery(text: "sense", filters: [.common]))
        #expect(try SearchQuery(parsing: "common n5") == SearchQuery(text: "", filters: [.common, .level(5...5)]))
        #expect(try SearchQuery(parsing: "common") == SearchQuery(text: "common"))
        #expect(try SearchQuery(parsing: "COMMON") == SearchQuery(text: "COMMON"))
    }

    @Test func wordsWithAColonThatAreNotFiltersAreText() throws {
        #expect(try SearchQuery(parsing: "12:30").text == "12:30")
        #expect(try SearchQuery(parsing: ":x").text == ":x")
    }

    @Test(arguments: [
        ("s:abc", "s:abc", "strokes"), ("x:3", "x:3", "unknown filter \"x:\""), ("s:6-4", "s:6-4", "range"),
        ("g:", "g:", "grade"), ("jlpt:9", "jlpt:9", "JLPT"), ("r:300", "r:300", "radical"), ("日 s:4-", "s:4-", "strokes"),
        ("s:-4", "s:-4", "strokes"), ("s:99999", "s:99999", "strokes"),
    ])
    func badFiltersAreNamed(typed: String, part: String, reasonMentions: String) {
        #expect {
            try SearchQuery(parsing: typed)
        } throws: { error in
            guard let error = error as? SearchQueryError else { return false }
            return error.part == part && error.description.hasPrefix(part + ": ") && error.reason.contains(reasonMentions)
        }
    }
}
