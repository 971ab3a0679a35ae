import Foundation
import Testing

/// A word's screen in a real terminal (tmux) on the bundled dictionary: 食べる's page opens at its
/// top (the word, its reading, its senses, the cursor on its kanji) at 80x24 and 40x12 and scrolls
/// to its sentences (食べた, 食べます), Enter on one reading it in the Read screen and back to it;
/// the log replays. The README's walk: Enter three times from the list reaches a word's kanji.
@Suite(.serialized) struct WordScreenEndToEndTests {
    @Test(arguments: [(80, 24), (40, 12)])
    func aSentenceIsReadFromTheWordsScreenAndBack(width: Int, height: Int) throws {
        let launch = try BrowserLaunch()
        defer { try? FileManager.default.removeItem(at: launch.folder) }
        let terminal = try launch.start(["--dictionary", KanjiListBinary.bundledDictionary, "食"], width: width, height: height)
        try terminal.waitFor("食 — kanji details")
        try terminal.press("Enter")  // 食べる, the first N5 word
        let page = try terminal.waitFor("食べる — kanji of the word")
        #expect(page.contains("食べる、喰べる  たべる") && page.contains("1. to eat"), "the page opens at its top:\n\(page)")
        #expect(page.split(separator: "\n").contains { $0.hasPrefix(">") && $0.contains("食  eat, food") }, "the cursor on its kanji:\n\(page)")
        try terminal.press("G")  // the last sentence
        let last = try terminal.waitFor("sentence 3/3")
        #expect(last.split(separator: "\n").contains { $0.hasPrefix(">") && $0.contains("ここで食べます。") }, "\(last)")
        #expect(last.contains("For here, please."))
        try terminal.press("Enter")
        try terminal.waitFor("word 1 of 3")  // ここ, で, 食べます
        try terminal.press("Right", "Right")
        try terminal.waitFor("食べます → 食べる")
        try terminal.press("Escape")
        try terminal.waitFor("sentence 3/3")
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
        let log = try String(contentsOfFile: launch.logPath, encoding: .utf8)
        #expect(log.contains(#""event":"open","from":"List","to":"Read","accepted":true,"reason":null,"subject":"ここで食べます。""#))
        let replay = try KanjiListBinary.run(["replay", launch.logPath, "--dictionary", KanjiListBinary.bundledDictionary])
        #expect(replay.status == 0, "\(replay.standardError)")
    }

    /// List → kanji → word → the word's first kanji: Enter three times, as the Kanji List app
    /// takes three taps.
    @Test(arguments: [(80, 24), (40, 12)])
    func enterThreeTimesGoesFromTheListToAWordsFirstKanji(width: Int, height: Int) throws {
        let launch = try BrowserLaunch()
        let terminal = try launch.start(["--dictionary", KanjiListBinary.bundledDictionary], width: width, height: height)
        try terminal.waitFor("#1")
        try terminal.press("Enter")
        try terminal.waitFor("kanji details")
        try terminal.press("Enter")
        let word = try terminal.waitFor("kanji of the word")
        #expect(word.split(separator: "\n").contains { $0.hasPrefix(">") }, "the cursor in view:\n\(word)")
        try terminal.press("Enter")
        try terminal.waitUntil("the word's first kanji") {
            let screen = try terminal.screen()
            return screen.contains("kanji details") && screen.components(separatedBy: " › ").count == 4
        }
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
        let log = try String(contentsOfFile: launch.logPath, encoding: .utf8)
        #expect(log.contains(#""event":"open","from":"List","to":"Detail","accepted":true"#))
    }
}
