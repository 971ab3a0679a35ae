import Testing
@testable import KanjiBrowser

@Suite struct FrameTests {
    @Test func wideCharactersTakeTwoColumns() {
        var frame = Frame(width: 10, height: 1)
        let end = frame.write("日本a", row: 0, column: 1)
        #expect(end == 6)
        #expect(frame.text == " 日本a    ")
        #expect(frame[0, 2].character == nil)
    }

    @Test func aWideCharacterThatDoesNotFitIsNotCut() {
        var frame = Frame(width: 5, height: 1)
        frame.write("日本語", row: 0, column: 0)
        #expect(frame.text == "日本…")
        #expect(TextWidth.of(frame.text) == 5)
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var frame = Frame(width: 6, height: 1)
        frame.write("日本語", row: 0, column: 0)
        frame.write("x", row: 0, column: 1)
        #expect(frame.text == " x本語")
        frame.write("y", row: 0, column: 2)
        #expect(frame.text == " xy 語")
    }

    @Test func runsSplitByStyleAndKeepWideCharactersWhole() {
        var frame = Frame(width: 8, height: 1)
        frame.write("日本", row: 0, column: 0, style: .bold)
        frame.write("ab", row: 0, column: 4)
        let runs = frame.runs(row: 0)
        #expect(runs.map(\.text) == ["日本", "ab  "])
        #expect(runs.map(\.column) == [0, 4])
        #expect(runs.map(\.style) == [.bold, .normal])
    }

    @Test func wrappingBreaksAtSpacesAndALongWordBetweenCharacters() {
        #expect(TextWidth.wrapped("open the kanji or word", width: 10) == ["open the", "kanji or", "word"])
        #expect(TextWidth.wrapped("/tmp/state/kanji-list/log", width: 10) == ["/tmp/state", "/kanji-lis", "t/log"])
        // A wide character is never split across lines, nor is a line made wider than asked.
        #expect(TextWidth.wrapped("see 日本語です", width: 5) == ["see", "日本", "語で", "す"])
    }

    /// A list of readings breaks between readings, and no line starts with 、 or 。 (日's nanori
    /// at 40 columns broke inside こう and put a 、 first).
    @Test func japaneseBreaksAfterAReadingAndNeverBeforeClosingPunctuation() {
        #expect(TextWidth.wrapped("あ、あき、いる、く、くさ、こう、す、たち、に、にっ、につ、へ", width: 28)
            == ["あ、あき、いる、く、くさ、", "こう、す、たち、に、にっ、", "につ、へ"])
        #expect(TextWidth.wrapped("今日は晴れです。明日も", width: 14) == ["今日は晴れで", "す。明日も"])
        #expect(TextWidth.wrapped("雨が降る、と", width: 8) == ["雨が降", "る、と"])
    }

    @Test func widthsFollowTheTerminal() {
        #expect(TextWidth.of("漢") == 2)
        #expect(TextWidth.of("ア") == 2)
        #expect(TextWidth.of("a") == 1)
        #expect(TextWidth.of("ｱ") == 1)
        #expect(TextWidth.of("e\u{301}") == 1)
        #expect(TextWidth.truncate("日本語です", to: 6) == "日本…")
    }
}
