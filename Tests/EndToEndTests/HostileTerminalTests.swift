import Foundation
import Testing

/// The browser in a real terminal (tmux) under hostile or clumsy use: paths deeper than the
/// width, escape sequences in the dictionary, a terminal that cannot draw, a log on a full disk.
@Suite(.serialized) struct HostileTerminalTests {
    let launch: BrowserLaunch

    init() throws {
        launch = try BrowserLaunch()
    }

    /// The screen's second row: the path from the root.
    private func pathRow(_ screen: String) -> String {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return rows.count > 1 ? String(rows[1]) : ""
    }

    @Test("A path deeper than the width is cut to fit, and keys still work",
          arguments: [(40, 12, 6), (100, 30, 19), (40, 12, 45), (41, 10, 30)])
    func deepPath(width: Int, height: Int, depth: Int) throws {
        let terminal = try launch.start(["一"], width: width, height: height)
        try terminal.waitFor("一 — kanji details")
        for step in 1...depth {
            // A kanji's first word, that word's first kanji (where its page's cursor starts), and so on.
            try terminal.press("Enter")
            try terminal.waitFor(step % 2 == 1 ? "kanji of the word" : "kanji details")
        }
        let screen = try terminal.screen()
        let path = pathRow(screen)
        let title = screen.split(separator: "\n").first?.dropFirst().components(separatedBy: " — ").first ?? ""
        #expect(path.hasPrefix(" Kanji list › "))
        #expect(!title.isEmpty && path.hasSuffix(title), "the path ends with the screen on top, \(title)")
        #expect(path.contains("…"))
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("A dictionary's escape sequences are shown escaped on the screen, never sent to the terminal")
    func escapeSequencesOnScreen() throws {
        let dictionary = try HostileDictionary.write(in: launch.folder)
        let terminal = try launch.start(["--dictionary", dictionary, "日"], width: 100, height: 24)
        let screen = try terminal.waitFor("Words with")
        #expect(screen.contains("sun\\u001B]0;pwned\\u0007"))
        try terminal.press("Enter")
        try terminal.waitFor("kanji of the word")
        #expect(try terminal.screen().contains("日\\u001B]0;pwned\\u0007"))
        #expect(try terminal.pane("#{pane_title}") != "pwned")
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
    }

    /// 10,000 characters pasted into the search, then Ctrl-C: a paste is taken in before the
    /// next frame and the query stops at its limit, so the key after it is answered at once
    /// (before: 1,000 characters kept Ctrl-C waiting 19 s).
    @Test("A long paste into the search leaves the next key answered")
    func longPaste() throws {
        let terminal = try launch.start([], width: 80, height: 24)
        try terminal.waitFor("#1")
        try terminal.press("/")
        try terminal.waitFor("kanji, kana, romaji or English")
        try terminal.type(String(repeating: "nihongo ", count: 1250))
        let screen = try terminal.waitFor("The search holds at most 200 characters")
        #expect(screen.contains("nihongo nihongo"))
        try terminal.press("C-c")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("A kanji with a variation selector opens the kanji's details, saying which form was asked for")
    func variationSelector() throws {
        let terminal = try launch.start(["葛\u{E0100}"], width: 80, height: 24)
        let screen = try terminal.waitFor("葛 — kanji details")
        #expect(screen.contains("arrowroot"))
        // tmux keeps no variation selector in its cells, so its screen shows the form asked for as 葛.
        try terminal.waitFor("葛 is shown as 葛, its dictionary form")
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("TERM=dumb is refused with a clear message, and the terminal left as it was")
    func dumbTerminal() throws {
        let terminal = try TmuxTerminal(["env", "TERM=dumb", KanjiListBinary.path, "--log", launch.logPath], width: 100, height: 24)
        #expect(try terminal.waitForExit() == 1)
        let screen = try terminal.waitFor("cannot place the cursor")
        #expect(screen.contains("\"dumb\""))
        #expect(try terminal.modesAfter() == terminal.modesBefore())
    }

    @Test("A log on a full disk keeps whole lines only, and the message names the real error")
    func logOnAFullDisk() throws {
        // Lines of a previous session, then a file size limit a little past them: the next line
        // is cut short by the kernel, as by a disk filling up mid-write.
        let previous = String(repeating: #"{"time":"2026-11-21T22:41:07.042Z","machine":"lifecycle","event":"quit"}"# + "\n", count: 100)
        try Data(previous.utf8).write(to: URL(fileURLWithPath: launch.logPath))
        let limit = previous.utf8.count + 40
        let terminal = try TmuxTerminal(
            ["prlimit", "--fsize=\(limit)", KanjiListBinary.path, "--log", launch.logPath], width: 300, height: 24,
            environment: ["XDG_DATA_HOME": launch.folder.path])
        try terminal.waitFor("#1")
        try terminal.press("Enter")
        try terminal.waitFor("kanji details")
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
        let after = try terminal.waitFor("cannot write to \(launch.logPath)")
        #expect(after.contains("File too large"))
        #expect(try String(contentsOfFile: launch.logPath, encoding: .utf8) == previous)
    }

    @Test("A log that cannot take a byte names the real error")
    func logOnAFullDevice() throws {
        let terminal = try launch.start(log: "/dev/full", width: 100, height: 24)
        try terminal.waitFor("#1")
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
        try terminal.waitFor("cannot write to /dev/full: No space left on device")
    }
}
