import Foundation
import Testing

/// The writing pad in a real xterm under Xvfb, drawn with the real mouse (xdotool): xterm's
/// terminfo names `ESC [ <` as its mouse prefix, which curses took for a key of its own, so the
/// pad never saw a stroke there (tmux's TERM names another prefix, and its tests passed).
@Suite(.serialized) struct XtermWritingPadTests {
    static let one = "0.1,0.5 0.9,0.5"

    /// Draws `strokes` (lines of `x,y` in the canvas's box) on the pad of `xterm`: its canvas starts
    /// at the body's first row (the 4th) and the first column, as many rows as the body has (width
    /// allowing), twice as many columns.
    static func draw(_ strokes: String, on xterm: RealXterm) throws {
        let canvasRows = Double(min(xterm.rows - 5, (xterm.columns - 19) / 2)), canvasColumns = 2 * canvasRows
        for line in strokes.split(separator: "\n") {
            let corners = line.split(separator: " ").map { point -> (column: Double, row: Double) in
                let numbers = point.split(separator: ",").compactMap { Double($0) }
                return (numbers[0] * canvasColumns, 3 + numbers[1] * canvasRows)
            }
            // Each leg in a few steps, as a hand's drag reports several positions.
            var points = [corners[0]]
            for (from, to) in zip(corners, corners.dropFirst()) {
                points += (1...6).map { step in
                    let part = Double(step) / 6
                    return (from.column + (to.column - from.column) * part, from.row + (to.row - from.row) * part)
                }
            }
            try xterm.drag(through: points)
        }
    }

    /// The kanji the pad's first candidate opened, from the log's lines after the `earlier` first:
    /// presses 1 and Enter, again every two seconds for a minute while nothing opens (the
    /// recogniser is made in the background when the pad first opens; until then Enter says
    /// "Draw a kanji first").
    static func openFirstCandidate(on xterm: RealXterm, log: String, after earlier: Int) throws -> String {
        func opened() -> Substring? {
            navigation(log).dropFirst(earlier).first { $0.contains(#""from":"Writing","to":"Detail","accepted":true"#) }
        }
        for _ in 0..<30 where opened() == nil {
            try xterm.press("1", "Return")
            try? RealXterm.poll("a kanji opened from the pad", timeout: .seconds(2)) { opened() != nil }
        }
        let line = try #require(opened(), "no kanji opened from the pad, which showed: \(["stroke", "Draw a kanji", "No mouse", "Preparing", "pixel"].filter(xterm.output.contains))")
        let range = try #require(line.range(of: #""subject":"[^"]*""#, options: .regularExpression))
        return String(line[range].dropFirst(11).dropLast())
    }

    static func navigation(_ log: String) -> [Substring] {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { $0.contains(#""machine":"navigation""#) }
    }

    @Test(arguments: ["xterm", "xterm-256color"])
    func drawing一And日WithTheMouseFindsThemFirst(terminalType: String) throws {
        let launch = try BrowserLaunch()
        let xterm = try RealXterm([KanjiListBinary.path, "--log", launch.logPath], terminalType: terminalType, columns: 80, rows: 24,
                                  environment: ["XDG_DATA_HOME": launch.folder.path, "XDG_STATE_HOME": launch.folder.path])
        try RealXterm.poll("the browser's start") { !Self.navigation(launch.logPath).isEmpty }
        try xterm.press("w")
        try RealXterm.poll("the writing pad") { Self.navigation(launch.logPath).contains { $0.contains(#""to":"Writing","accepted":true"#) } }
        // xterm knows SGR-Pixels: the pad draws once it has switched them on too (a report sent
        // before that is in cells, and would be read as pixels).
        try RealXterm.poll("mouse reports in pixels switched on") { xterm.output.contains("\u{1B}[?1002h") && xterm.output.contains("\u{1B}[?1016h") }

        try Self.draw(Self.one, on: xterm)
        #expect(try Self.openFirstCandidate(on: xterm, log: launch.logPath, after: 0) == "一")

        try xterm.press("Left", "c")
        let before = Self.navigation(launch.logPath).count
        try Self.draw(WritingPadEndToEndTests.sun, on: xterm)
        #expect(try Self.openFirstCandidate(on: xterm, log: launch.logPath, after: before) == "日")
        try xterm.press("q")
    }
}
