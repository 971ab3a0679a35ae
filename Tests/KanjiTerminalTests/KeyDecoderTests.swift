import CNcursesw
import KanjiBrowser
import Testing
@testable import KanjiTerminal

@Suite struct KeyDecoderTests {
    @Test func functionKeysBecomeAppKeys() {
        #expect(KeyDecoder.decode(functionKey: KEY_UP) == .up)
        #expect(KeyDecoder.decode(functionKey: KEY_NPAGE) == .pageDown)
        #expect(KeyDecoder.decode(functionKey: KEY_HOME) == .home)
        #expect(KeyDecoder.decode(functionKey: KEY_BACKSPACE) == .backspace)
        #expect(KeyDecoder.decode(functionKey: KEY_BTAB) == .backTab)
        #expect(KeyDecoder.decode(functionKey: KEY_RESIZE) == .resize)
        #expect(KeyDecoder.decode(functionKey: KEY_F0 + 5) == nil)
    }

    /// The numeric keypad in application mode, as tmux sends it: its digits, Enter and arrows,
    /// not Esc and letters (KP Enter once left Study with a `back` nobody pressed; KP1 quit).
    @Test func keypadSequencesAreTheirKeys() {
        let ss3 = { (final: Character) in KeyDecoder.decode(ss3: final.unicodeScalars.first!.value) }
        #expect(ss3("M") == .enter)
        #expect(ss3("q") == .character("1") && ss3("r") == .character("2") && ss3("s") == .character("3"))
        #expect(ss3("t") == .character("4") && ss3("p") == .character("0") && ss3("y") == .character("9"))
        #expect(ss3("k") == .character("+") && ss3("m") == .character("-") && ss3("X") == .character("="))
        #expect(ss3("A") == .up && ss3("D") == .left && ss3("H") == .home && ss3("F") == .end)
        #expect(ss3("P") == nil, "F1 means nothing here")
        #expect(KeyDecoder.decode(functionKey: KEY_C1) == .character("1"))
        #expect(KeyDecoder.decode(functionKey: KEY_C3) == .character("3"))
    }

    @Test func controlCharactersInRawMode() {
        #expect(KeyDecoder.decode(character: 3) == .interrupt)
        #expect(KeyDecoder.decode(character: 13) == .enter)
        #expect(KeyDecoder.decode(character: 10) == .enter)
        #expect(KeyDecoder.decode(character: 127) == .backspace)
        #expect(KeyDecoder.decode(character: 27) == .escape)
        #expect(KeyDecoder.decode(character: 21) == .control("u"))
        #expect(KeyDecoder.decode(character: 23) == .control("w"))
        #expect(KeyDecoder.decode(character: 14) == .control("n"))
        #expect(KeyDecoder.decode(character: 9) == .tab)
        #expect(KeyDecoder.decode(character: 0) == nil)
        #expect(KeyDecoder.decode(character: 31) == nil)
    }

    @Test func charactersIncludingKanjiArriveWhole() {
        #expect(KeyDecoder.decode(character: UInt32(UInt8(ascii: "j"))) == .character("j"))
        #expect(KeyDecoder.decode(character: 0x6F22) == .character("漢"))
        #expect(KeyDecoder.decode(character: 0xD800) == nil)
    }
}

@Suite struct InputLossDetectorTests {
    @Test func onlyARunOfQuickFailuresMeansTheInputIsGone() {
        var detector = InputLossDetector(limit: 3)
        let timeout = Duration.milliseconds(100)
        let waits = [1, 1, 100, 1, 1, 1].map { Duration.milliseconds($0) }
        let lost = waits.map { detector.recordEmptyRead(after: $0, timeout: timeout) }
        #expect(lost == [false, false, false, false, false, true])
    }

    @Test func aShortTimeoutIsNotMistakenForALostInput() {
        var detector = InputLossDetector(limit: 2)
        let lost = (0..<10).map { _ in detector.recordEmptyRead(after: .milliseconds(10), timeout: .milliseconds(10)) }
        #expect(!lost.contains(true))
    }
}

@Suite struct RunLayoutTests {
    let width: (Character) -> Int = { TextWidth.of($0) }

    @Test func aRunIsOnePieceWhenCursesAgreesOnWidths() {
        let pieces = RunLayout.pieces(of: "日本 ab", at: 2, limit: 20, frameWidth: width, terminalWidth: width)
        #expect(pieces == [.init(column: 2, text: "日本 ab")])
    }

    @Test func aCharacterCursesMeasuresDifferentlyStartsANewPiece() {
        let odd: (Character) -> Int = { $0 == "☺" ? 1 : TextWidth.of($0) }
        let frame: (Character) -> Int = { $0 == "☺" ? 2 : TextWidth.of($0) }
        let pieces = RunLayout.pieces(of: "a☺b", at: 0, limit: 10, frameWidth: frame, terminalWidth: odd)
        #expect(pieces == [.init(column: 0, text: "a☺"), .init(column: 3, text: "b")])
    }

    /// The frame's width and curses' advance are one measure, apart only where U+FE0F makes a
    /// character wide; there the painter starts the rest of the run where the frame puts it.
    @Test func theFrameAndCursesMeasureAlikeButForAWideningSelector() {
        for text in ["a", "日", "ア", "ｱ", "１", "e\u{301}", "\u{1}", "\u{7F}", "☺", "👍", "한"] {
            let character = Character(text)
            #expect(TextWidth.of(character) == TextWidth.advance(character), "\(text.unicodeScalars.map(\.value))")
        }
        #expect(TextWidth.of("☺\u{FE0F}") == 2 && TextWidth.advance("☺\u{FE0F}") == 1)
        let pieces = RunLayout.pieces(of: "a☺\u{FE0F}b", at: 0, limit: 10, frameWidth: TextWidth.of, terminalWidth: TextWidth.advance)
        #expect(pieces == [.init(column: 0, text: "a☺\u{FE0F}"), .init(column: 3, text: "b")])
    }

    @Test func nothingPassesTheScreensEdgeAndNoWideCharacterIsCut() {
        let pieces = RunLayout.pieces(of: "日本語", at: 0, limit: 5, frameWidth: width, terminalWidth: width)
        #expect(pieces == [.init(column: 0, text: "日本")])
    }
}
