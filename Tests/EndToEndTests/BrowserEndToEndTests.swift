import Foundation
import Testing

/// The built browser in a real terminal (tmux), driven as a person would, on the bundled dictionary.
@Suite(.serialized) struct BrowserEndToEndTests {
    let launch: BrowserLaunch

    init() throws {
        launch = try BrowserLaunch()
    }

    func logEntries() throws -> [[String: Any]] {
        let text = try String(contentsOfFile: launch.logPath, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    func browser(_ arguments: [String] = [], width: Int = 100, height: Int = 30) throws -> TmuxTerminal {
        try launch.start(arguments, width: width, height: height)
    }

    @Test func theTutorialsWalkIsLoggedInOrderAndTheTerminalIsGivenBack() throws {
        let terminal = try browser()
        try terminal.waitFor("Kanji list")
        try terminal.waitFor("#1")
        try terminal.press("Enter")  // the first kanji of the All list
        let detail = try terminal.waitFor("Words with")  // the body, painted after the title
        #expect(detail.contains("kanji details"))
        try terminal.press("Enter")  // its first word
        try terminal.waitFor("kanji of the word")
        try terminal.press("Enter")  // that word's first kanji, where the cursor starts
        try terminal.waitFor("kanji details")
        try terminal.press("Left")
        try terminal.waitFor("kanji of the word")
        try terminal.press("a")
        try terminal.waitUntil("the All list is back") { try terminal.screen().contains("kanji, by frequency") }
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
        #expect(try terminal.modesAfter() == terminal.modesBefore())
        #expect(!terminal.isOnAlternateScreen)

        let entries = try logEntries()
        let navigation = entries.filter { $0["machine"] as? String == "navigation" }
        #expect(navigation.map { $0["event"] as? String } == ["start", "open", "open", "open", "back", "all"])
        #expect(navigation.map { $0["to"] as? String } == ["All", "Detail", "List", "Detail", "List", "All"])
        #expect(navigation.map { $0["depth"] as? Int } == [1, 2, 3, 4, 3, 1])
        #expect(navigation.allSatisfy { $0["accepted"] as? Bool == true })
        #expect(navigation[1]["subject"] as? String == "日")
    }

    @Test func searchingByRomajiOpensTheWordAndBackReturnsToTheQuery() throws {
        let terminal = try browser()
        try terminal.waitFor("#1")
        try terminal.press("/")
        try terminal.waitFor("Kanji list › Search")
        try terminal.type("nihon")
        let results = try terminal.waitFor("にほん (from romaji)")
        #expect(results.contains("日本"))
        #expect(results.contains("/ nihon"))
        try terminal.press("Enter")
        try terminal.waitFor("日本 — kanji of the word")
        try terminal.press("Escape")
        let back = try terminal.waitFor("/ nihon")
        #expect(back.contains("Kanji list › Search"))
        try terminal.press("Escape")
        try terminal.waitFor("kanji, by frequency")
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)

        let navigation = try logEntries().filter { $0["machine"] as? String == "navigation" }
        #expect(navigation.map { $0["event"] as? String } == ["start", "search", "query", "open", "back", "query", "back"])
        #expect(navigation[2]["subject"] as? String == "nihon")
        #expect(navigation[3]["subject"] as? String == "日本")
        #expect(navigation.allSatisfy { $0["accepted"] as? Bool == true })
    }

    @Test func startsOnAKanjiOverTheList() throws {
        let terminal = try browser(["語"])
        let screen = try terminal.waitFor("語 — kanji details")
        #expect(screen.contains("Kanji list › 語"))
        #expect(screen.contains("language"))
        try terminal.press("Escape")
        try terminal.waitFor("kanji, by frequency")
        try terminal.press("C-c")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func resizingRedrawsAndATinyTerminalGetsAMessage() throws {
        let terminal = try browser(width: 80, height: 24)
        try terminal.waitFor("#1")
        try terminal.resize(width: 30, height: 6)
        try terminal.waitFor("too small")
        try terminal.resize(width: 120, height: 40)
        try terminal.waitUntil("the list redrawn at 120x40, down to its footer") {
            let screen = try terminal.screen()
            return screen.contains("kanji, by frequency") && screen.contains("q quit")
                && screen.split(separator: "\n").count >= 30
        }
        try terminal.press("?")
        try terminal.waitFor("lines 1–")
        // The help is longer than 40 rows since it lists every screen's keys: its end has the credit.
        try terminal.press("G")
        try terminal.waitFor("Electronic Dictionary Research")
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func keysMoveAndScroll() throws {
        let terminal = try browser(width: 80, height: 20)
        try terminal.waitFor("#1")
        try terminal.press("G")
        let bottom = try terminal.waitUntilScreen { !$0.contains("#1 ") }
        #expect(!bottom.contains("#2 "))
        try terminal.press("g")
        try terminal.waitFor("#1 ")
        try terminal.press("j", "j", "Enter")
        let detail = try terminal.waitFor("kanji details")
        #expect(detail.contains("frequency #3"))
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
    }
}

extension TmuxTerminal {
    /// Waits until the screen satisfies `condition`, and returns it.
    @discardableResult
    func waitUntilScreen(_ condition: @escaping (String) -> Bool) throws -> String {
        var last = ""
        try waitUntil("the screen to change") {
            last = try screen()
            return condition(last)
        }
        return last
    }
}
