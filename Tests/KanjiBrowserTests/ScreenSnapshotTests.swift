import KanjiDictionary
import Testing
@testable import KanjiBrowser

/// Screens rendered as text, without a terminal, compared with stored snapshots.
@Suite struct ScreenSnapshotTests {
    let app: BrowserApp

    init() throws {
        let store = try SampleDictionary.store()
        let configuration = BrowserConfiguration(
            dictionaryPath: "sample.json", dictionaryKind: "bundled")
        app = BrowserApp(configuration: configuration, log: nil, load: { _ in store })
        app.waitUntilLoaded()
    }

    func press(_ keys: Key...) {
        for key in keys { _ = app.handle(key) }
    }

    /// Every row is exactly as wide as the terminal, measured in terminal columns.
    func expectRowsFit(_ frame: Frame, sourceLocation: SourceLocation = #_sourceLocation) {
        for line in frame.text.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(TextWidth.of(line) == frame.width, "row \"\(line)\" is not \(frame.width) columns", sourceLocation: sourceLocation)
        }
    }

    /// At 40x12 the All list's footer still offers its own `o order`: a narrow footer drops the
    /// moves a terminal user tries first (j/k) before the screen's keys, and never `? help`, which
    /// lists the rest; every entry it shows is one the screen's keymaps offer, in their order.
    @Test func aNarrowFooterKeepsHelpAndTheListsOrderKey() throws {
        for (width, height) in [(40, 12), (80, 24)] {
            let rows = app.frame(width: width, height: height).text.split(separator: "\n")
            let footer = try #require(rows.last).trimmingCharacters(in: .whitespaces)
            let entries = footer.components(separatedBy: "  ")
            #expect(entries.first == "? help" && entries.contains("o order"), "\(width)x\(height): \(footer)")
            #expect(entries.contains("j/k move") == (width >= 80), "\(width)x\(height): \(footer)")
            let offered = Keymap.footer([Keymap<AppCommand>.app]).map(\.text) + (app.navigation?.stack.footer(layout: Layout(width: width, height: height)).map(\.text) ?? [])
            #expect(entries == offered.filter(entries.contains), "\(width)x\(height): \(footer)")
        }
        #expect(Chrome.footer([.init(text: "? help", priority: .kept), .init(text: "j/k move", priority: .low),
                               .init(text: "o order", priority: .normal)], width: 15) == "? help  o order")
    }

    @Test func allList() {
        let frame = app.frame(width: 60, height: 14)
        expectRowsFit(frame)
        assertSnapshot(frame.text, named: "all-60x14")
    }

    @Test func kanjiDetails() {
        press(.enter)
        let frame = app.frame(width: 60, height: 18)
        expectRowsFit(frame)
        assertSnapshot(frame.text, named: "detail-60x18")
    }

    @Test func wordKanjiWithUnknownAndKanaLeftOut() {
        press(.enter, .end, .enter)  // 日 → the last word of 日 (本日); then back and 生き物 via 生
        press(.character("a"), .down, .down, .down, .down, .enter, .down, .enter)  // 生 → 生き物
        let frame = app.frame(width: 50, height: 12)
        expectRowsFit(frame)
        assertSnapshot(frame.text, named: "word-50x12")
    }

    @Test func repeatedKanjiMarkIsShownAsTheKanjiItRepeats() {
        press(.enter, .down, .enter)  // 日 → 日々
        let frame = app.frame(width: 50, height: 12)
        #expect(frame.text.contains("日  (々) day"))
        assertSnapshot(frame.text, named: "repeat-50x12")
    }

    @Test func help() {
        app.resize(width: 72, height: 24)  // G scrolls by the app's size: the frame's
        press(.character("?"))
        let frame = app.frame(width: 72, height: 24)
        expectRowsFit(frame)
        assertSnapshot(frame.text, named: "help-72x24")
        press(.character("G"))  // the keys outgrew 24 rows with the study's; the credit ends the help
        #expect(app.frame(width: 72, height: 24).text.contains("EDRDG"))
    }

    @Test func helpTooLongForTheTerminalScrollsToTheCreditAndBack() {
        app.resize(width: 60, height: 14)
        press(.character("?"))
        let top = app.frame(width: 60, height: 14).text
        #expect(top.contains("lines 1–9 of"))
        #expect(!top.contains("EDRDG"))
        press(.character("G"))
        let bottom = app.frame(width: 60, height: 14).text
        #expect(bottom.contains("EDRDG"), "the credit is reachable:\n\(bottom)")
        #expect(bottom.contains("Log"))
        press(.character("k"), .character("g"))
        #expect(app.frame(width: 60, height: 14).text == top)
        press(.character("?"))
        #expect(app.flow?.currentState == "browsing")
    }

    @Test func tooSmall() {
        let frame = app.frame(width: 20, height: 5)
        #expect(frame.text.contains("too small"))
        assertSnapshot(frame.text, named: "too-small-20x5")
    }

    /// The message names the key that quits where it shows: on the search, q is typed into the
    /// query, so it names Ctrl-C; and the key named does quit.
    @Test func tooSmallNamesTheKeyThatQuitsThere() {
        #expect(app.frame(width: 20, height: 5).text.contains("q quits"))
        press(.character("/"))
        let search = app.frame(width: 20, height: 5).text
        #expect(search.contains("Ctrl-C quits") && !search.contains(" q quits"), "\(search)")
        #expect(app.handle(.character("q")) == .running)
        #expect(app.handle(.interrupt) != .running)
    }

    @Test func narrowTerminalNeverCutsAWideCharacter() {
        press(.enter)
        for width in Layout.minimumWidth...Layout.minimumWidth + 12 {
            let frame = app.frame(width: width, height: 16)
            expectRowsFit(frame)
        }
    }

    @Test func aShortTerminalStillShowsTheWordsUnderTheCursor() {
        press(.enter, .down)
        for height in Layout.minimumHeight...16 {
            let frame = app.frame(width: 50, height: height)
            #expect(frame.text.contains(">* 日々"), "no cursor row at height \(height):\n\(frame.text)")
        }
        assertSnapshot(app.frame(width: 50, height: Layout.minimumHeight).text, named: "detail-short-50x10")
    }

    @Test func scrollingKeepsTheCursorInView() {
        press(.enter)
        let frame = app.frame(width: 60, height: 16)
        press(.end)
        let scrolled = app.frame(width: 60, height: 16)
        #expect(frame != scrolled)
        #expect(scrolled.text.contains("本日"))
    }
}
