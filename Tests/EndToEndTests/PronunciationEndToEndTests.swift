import Foundation
import Testing

/// Pitch accent and the voice in a real terminal (tmux) on the bundled dictionary: the word page's
/// notation at 80x24 and 40x12, `p` saying a word without holding up the keys, `P` a sentence and
/// a second press stopping it, and a missing Open JTalk named.
@Suite(.serialized) struct PronunciationEndToEndTests {
    @Test(arguments: [(80, 24), (40, 12)])
    func theWordPageShowsTheAccentOverItsKana(width: Int, height: Int) throws {
        let launch = try BrowserLaunch()
        defer { try? FileManager.default.removeItem(at: launch.folder) }
        let terminal = try launch.start(["--dictionary", KanjiListBinary.bundledDictionary], width: width, height: height)
        try terminal.waitFor("Kanji list")
        try terminal.press("/")
        try terminal.type("箸")
        try terminal.waitFor("は＼し")  // the search's row: the drop marked
        try terminal.press("Down", "Enter")
        let page = try terminal.waitFor("atamadaka 1")
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        let kana = try #require(lines.firstIndex { $0.contains("は＼し  atamadaka 1") })
        #expect(kana > 0 && lines[kana - 1].trimmingCharacters(in: .whitespaces) == "￣", "\(page)")
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func aMissingOpenJTalkIsNamedAndTheKeysGoOn() throws {
        let launch = try BrowserLaunch()
        defer { try? FileManager.default.removeItem(at: launch.folder) }
        let terminal = try TmuxTerminal(
            ["env", "PATH=/nonexistent", KanjiListBinary.path, "--log", launch.logPath, "--dictionary", KanjiListBinary.bundledDictionary, "食"],
            width: 80, height: 24, environment: ["XDG_DATA_HOME": launch.folder.path, "XDG_STATE_HOME": launch.folder.path])
        try terminal.waitFor("食 — kanji details")
        try terminal.press("Enter", "p")
        try terminal.waitFor("Open JTalk is not installed (Debian: apt-get install open-jtalk open-jtalk-mec")
        try terminal.press("G")
        try terminal.waitUntil("the cursor moved") { try !terminal.screen().contains("sentence 1/") }
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
    }

    /// With aplay on ALSA's null device (no sound card here): `p` answers at once, the next key
    /// is taken while Open JTalk speaks, and a second press stops what the first began.
    @Test func pSaysAndASecondPressStops() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/aplay") else {
            Issue.record("aplay is missing: scripts/debian-packages test installs alsa-utils")
            return
        }
        let launch = try BrowserLaunch()
        defer { try? FileManager.default.removeItem(at: launch.folder) }
        try Data("pcm.!default { type null }\n".utf8).write(to: launch.folder.appendingPathComponent(".asoundrc"))
        let text = launch.folder.appendingPathComponent("text.txt")
        try Data("今日は雨が降っているので、傘を持って学校へ行きます。\n".utf8).write(to: text)
        let terminal = try TmuxTerminal(
            ["env", "HOME=\(launch.folder.path)", KanjiListBinary.path, "read", text.path, "--log", launch.logPath,
             "--dictionary", KanjiListBinary.bundledDictionary], width: 80, height: 24, environment: ["XDG_DATA_HOME": launch.folder.path, "XDG_STATE_HOME": launch.folder.path])
        try terminal.waitFor("word 1 of")
        try terminal.press("P", "p")
        try terminal.waitFor("stopped")
        try terminal.press("p")
        try terminal.waitFor("saying 今日 (p again stops)")
        try terminal.press("Right")
        try terminal.waitFor("word 2 of")  // the key was taken while it spoke
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
    }
}
