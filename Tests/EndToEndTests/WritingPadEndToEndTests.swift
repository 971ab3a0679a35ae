import Foundation
import Testing

/// The writing pad in a real terminal: tmux, the built binary, and the SGR mouse sequences a
/// terminal sends for a drag (`ESC [ < 0 ; x ; y M` press, `< 32 ; …M` drag, `< 0 ; …m` release).
/// tmux keeps the pane's mouse modes, so a test reads whether the app switched them on and off.
@Suite(.serialized) struct WritingPadEndToEndTests {
    static let sun = "0.3,0.15 0.3,0.85\n0.3,0.15 0.7,0.15 0.7,0.85\n0.32,0.5 0.68,0.5\n0.32,0.83 0.68,0.83"
    static let tree = "0.15,0.35 0.85,0.35\n0.5,0.1 0.5,0.92\n0.48,0.38 0.3,0.6 0.12,0.75\n0.52,0.38 0.7,0.6 0.88,0.75"
    static let word = """
        0.22,0.1 0.27,0.16
        0.1,0.22 0.4,0.22
        0.15,0.33 0.35,0.33
        0.15,0.43 0.35,0.43
        0.15,0.55 0.15,0.8
        0.15,0.55 0.35,0.55 0.35,0.8
        0.15,0.78 0.35,0.78
        0.5,0.12 0.9,0.12
        0.68,0.12 0.62,0.42
        0.55,0.28 0.82,0.28 0.82,0.42
        0.48,0.42 0.92,0.42
        0.55,0.55 0.55,0.85
        0.55,0.55 0.85,0.55 0.85,0.85
        0.55,0.83 0.85,0.83
        """

    let launch: BrowserLaunch

    init() throws {
        launch = try BrowserLaunch()
    }

    /// The SGR sequences of drawing `strokes` (lines of `x,y` in the canvas's box) on the pad of a
    /// `width`×`height` terminal: its canvas starts at the body's first row (the 4th), column 1,
    /// and is as many rows as the body has (width allowing), twice as many columns.
    static func mouseSequences(_ strokes: String, width: Int, height: Int) -> String {
        let rows = min(height - 5, (width - 19) / 2), columns = 2 * rows
        func cell(_ point: Substring) -> (Int, Int) {
            let numbers = point.split(separator: ",").compactMap { Double($0) }
            return (1 + min(columns - 1, Int(numbers[0] * Double(columns))), 4 + min(rows - 1, Int(numbers[1] * Double(rows))))
        }
        return strokes.split(separator: "\n").map { line in
            let points = line.split(separator: " ").map(cell)
            var cells = [points[0]]
            for (from, to) in zip(points, points.dropFirst()) {
                let steps = max(abs(to.0 - from.0), abs(to.1 - from.1), 1)
                cells += (1...steps).map { (from.0 + (to.0 - from.0) * $0 / steps, from.1 + (to.1 - from.1) * $0 / steps) }
            }
            let last = cells[cells.count - 1]
            return "\u{1B}[<0;\(cells[0].0);\(cells[0].1)M" + cells.dropFirst().map { "\u{1B}[<32;\($0.0);\($0.1)M" }.joined()
                + "\u{1B}[<0;\(last.0);\(last.1)m"
        }.joined()
    }

    /// The candidates' kanji as the pad lists them, best first.
    static func candidates(_ screen: String) -> [Character] {
        screen.split(separator: "\n").compactMap { line in
            guard let bar = line.firstIndex(of: "│") else { return nil }
            let fields = line[line.index(after: bar)...].dropFirst(3)  // cursor mark, number, space
            return fields.first.flatMap { $0.unicodeScalars.first?.properties.isIdeographic == true ? $0 : nil }
        }
    }

    /// xterm's button-event tracking, SGR form, any mouse mode and the plain X10 mode (never
    /// asked for), as tmux holds them for the pane: "1110" while the pad shows, "0000" otherwise.
    func mouseModes(_ terminal: TmuxTerminal) throws -> String {
        try terminal.pane("#{mouse_button_flag}#{mouse_sgr_flag}#{mouse_any_flag}#{mouse_standard_flag}")
    }

    func openPad(width: Int, height: Int, terminalType: String? = nil) throws -> TmuxTerminal {
        let terminal = try launch.start(width: width, height: height, terminalType: terminalType)
        try terminal.waitFor("#1")
        #expect(try mouseModes(terminal) == "0000", "mouse reports before the pad")
        try terminal.press("w")
        let empty = try terminal.waitFor("No mouse event yet")
        #expect(empty.contains("Writing pad"))
        try terminal.waitUntil("mouse reports switched on") { try mouseModes(terminal) == "1110" }
        return terminal
    }

    /// How long candidates may take to come: the recogniser is made in the background when the
    /// pad first opens, 4.3 s of processor time in a debug build on an idle machine, and more
    /// than 20 s once a CI run's parallel tests share its two cores.
    static let recogniserTimeout: Duration = .seconds(90)

    /// Draws `strokes`, waits for the pad to count them and list candidates; returns the screen.
    func draw(_ strokes: String, count: Int, on terminal: TmuxTerminal, width: Int, height: Int) throws -> String {
        try terminal.type(Self.mouseSequences(strokes, width: width, height: height))
        try terminal.waitFor(count == 1 ? "1 stroke" : "\(count) strokes")
        var screen = ""
        try terminal.waitUntil("candidates", timeout: Self.recogniserTimeout) {
            screen = try terminal.screen()
            return !Self.candidates(screen).isEmpty
        }
        return screen
    }

    @Test func drawing日PutsItInTheFirstFiveEnterOpensItAndBackFindsThePad() throws {
        let terminal = try openPad(width: 80, height: 24)
        let screen = try draw(Self.sun, count: 4, on: terminal, width: 80, height: 24)
        let place = try #require(Self.candidates(screen).prefix(5).firstIndex(of: "日"), "\(screen)")
        try terminal.press("\(place + 1)", "Enter")
        try terminal.waitFor("日 — kanji details")
        try terminal.waitUntil("mouse reports off on a kanji's details") { try mouseModes(terminal) == "0000" }
        try terminal.press("Left")
        let back = try terminal.waitFor("4 strokes")
        #expect(Self.candidates(back).prefix(5).contains("日"))
        try terminal.waitUntil("mouse reports on again") { try mouseModes(terminal) == "1110" }
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
        #expect(try mouseModes(terminal) == "0000")
        // The log has the pad and the kanji opened from it, and no strokes.
        let log = try String(contentsOfFile: launch.logPath, encoding: .utf8)
        let navigation = log.split(separator: "\n").filter { $0.contains(#""machine":"navigation""#) }
        #expect(navigation.contains { $0.contains(#""event":"writing","from":"All","to":"Writing","accepted":true"#) })
        #expect(navigation.contains { $0.contains(#""event":"open","from":"Writing","to":"Detail","accepted":true"#) && $0.contains(#""subject":"日""#) })
        // Timestamps aside ("T03:49:30.3…" holds "0.3"), no point of a stroke.
        let untimed = log.replacingOccurrences(of: #""time":"[^"]*""#, with: "", options: .regularExpression)
        #expect(!untimed.contains("0.3") && !untimed.contains("stroke"))
        let replay = try KanjiListBinary.run(["replay", launch.logPath])
        #expect(replay.status == 0, "\(replay.standardError)")
    }

    @Test(arguments: [("木", tree, 4), ("語", word, 14)])
    func drawingAKanjiPutsItInTheFirstFive(kanji: Character, strokes: String, count: Int) throws {
        let terminal = try openPad(width: 80, height: 24)
        let screen = try draw(strokes, count: count, on: terminal, width: 80, height: 24)
        #expect(Self.candidates(screen).prefix(5).contains(kanji), "\(screen)")
        try terminal.press("u")
        try terminal.waitFor("\(count - 1) stroke")
        try terminal.press("c")
        try terminal.waitFor("draw a kanji with the mouse")
        try terminal.press("C-c")
        #expect(try terminal.waitForExit() == 0)
        #expect(try mouseModes(terminal) == "0000")
    }

    /// The terminal types users have. Where terminfo names `ESC [ <` as the mouse's prefix (xterm,
    /// xterm-256color, alacritty), curses took it for its own mouse key and the app read the rest
    /// of each report as keys: the pad stayed empty and the final `m` bookmarked.
    @Test(arguments: ["xterm", "xterm-256color", "screen", "screen-256color", "tmux-256color", "foot", "xterm-kitty", "alacritty"])
    func drawing日WorksWithEachTerminalType(terminalType: String) throws {
        let known = try KanjiListBinary.run(shellCommand: "infocmp \(terminalType)")
        try #require(known.status == 0, "no terminfo entry for \(terminalType): apt-get install ncurses-term")
        let terminal = try openPad(width: 80, height: 24, terminalType: terminalType)
        let screen = try draw(Self.sun, count: 4, on: terminal, width: 80, height: 24)
        #expect(Self.candidates(screen).prefix(5).contains("日"), "\(screen)")
        #expect(!screen.contains("Nothing here to bookmark"), "\(screen)")
        try terminal.press("C-c")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func drawing日AtTheSmallestSize() throws {
        let terminal = try openPad(width: 40, height: 12)
        let screen = try draw(Self.sun, count: 4, on: terminal, width: 40, height: 12)
        #expect(Self.candidates(screen).prefix(5).contains("日"), "\(screen)")
        try terminal.press("Escape")
        try terminal.waitFor("#1")
        try terminal.waitUntil("mouse reports off after leaving the pad") { try mouseModes(terminal) == "0000" }
        try terminal.press("q")
        _ = try terminal.waitForExit()
    }

    @Test func aSignalWhileThePadIsShownSwitchesMouseReportsOff() throws {
        let terminal = try openPad(width: 80, height: 24)
        try terminal.send(signal: SIGTERM)
        #expect(try terminal.waitForExit() == 128 + SIGTERM)
        #expect(try mouseModes(terminal) == "0000")
        #expect(!terminal.isOnAlternateScreen)
    }
}
