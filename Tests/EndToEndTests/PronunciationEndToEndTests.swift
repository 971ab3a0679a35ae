import Foundation
import Testing

/// Pitch accent and the voice in a real terminal (tmux) on the bundled dictionary: the word page's
/// notation at 80x24 and 40x12, `p` saying a word without holding up the keys, `P` a sentence and
/// a second press stopping it, and a missing Open JTalk or a player that cannot play named.
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

    /// 端's page at 40x12 has no room for the line over its kana: the kana's row alone still shows
    /// that the word stays high (はし￣), as the search's row does.
    @Test func aShortPageKeepsTheHeibanMark() throws {
        let launch = try BrowserLaunch()
        defer { try? FileManager.default.removeItem(at: launch.folder) }
        let terminal = try launch.start(["--dictionary", KanjiListBinary.bundledDictionary], width: 40, height: 12)
        try terminal.waitFor("Kanji list")
        try terminal.press("/")
        try terminal.type("端")
        try terminal.waitFor("はし￣")
        try terminal.press("Down", "Enter")
        let page = try terminal.waitFor("heiban 0")
        #expect(page.contains("はし￣  heiban 0"), "\(page)")
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
        // Wrapped onto a second row, read whole.
        try terminal.waitForWrapped("Open JTalk is not installed (Debian: apt-get install open-jtalk open-jtalk-mecab-naist-jdic)")
        try terminal.press("G")
        try terminal.waitUntil("the cursor moved") { try !terminal.screen().contains("sentence 1/") }
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
    }

    /// With aplay on ALSA's null device (no sound card here): `p` answers at once, a second press
    /// stops what the first began, the notice goes when the words have been said, and the next
    /// key is taken while Open JTalk speaks.
    @Test func pSaysAndASecondPressStops() throws {
        let launch = try BrowserLaunch()
        defer { try? FileManager.default.removeItem(at: launch.folder) }
        let text = launch.folder.appendingPathComponent("text.txt")
        try Data("今日は雨が降っているので、傘を持って学校へ行きます。\n".utf8).write(to: text)
        let terminal = try Self.start(["read", text.path], launch: launch, alsa: "pcm.!default { type null }")
        try terminal.waitFor("word 1 of")
        try terminal.press("P", "p")
        try terminal.waitFor("stopped")
        // The sentence (seconds of Open JTalk's work, where a word's notice may come and go between
        // two looks at the screen): its notice goes once it has been said, with no key pressed.
        try terminal.press("P")
        try terminal.waitFor("(P again stops)")
        try terminal.waitUntil("the notice went when the sentence was said") { try !terminal.screen().contains("saying") }
        try terminal.press("P")
        try terminal.waitFor("(P again stops)")
        try terminal.press("Right")
        try terminal.waitFor("word 2 of")  // the key was taken while it spoke
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
    }

    /// A player that cannot play (ALSA's default a sound card that is not there) is named with its
    /// error once it fails, without another key: the notice said "saying" and nothing came.
    @Test func aPlayerThatCannotPlaySaysWhy() throws {
        let launch = try BrowserLaunch()
        defer { try? FileManager.default.removeItem(at: launch.folder) }
        let terminal = try Self.start(["食"], launch: launch, alsa: "pcm.!default { type hw card 99 }")
        try terminal.waitFor("食 — kanji details")
        try terminal.press("Enter", "p")
        try terminal.waitFor("aplay cannot play: audio open error")
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
    }

    /// kanji-list with `arguments` at 80x24, playing through aplay with `alsa` as its ALSA
    /// configuration (the launch's folder is its home).
    static func start(_ arguments: [String], launch: BrowserLaunch, alsa: String) throws -> TmuxTerminal {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/aplay"), "aplay is missing: scripts/debian-packages test installs alsa-utils")
        try Data((alsa + "\n").utf8).write(to: launch.folder.appendingPathComponent(".asoundrc"))
        return try TmuxTerminal(
            ["env", "HOME=\(launch.folder.path)", KanjiListBinary.path] + arguments + ["--log", launch.logPath, "--dictionary", KanjiListBinary.bundledDictionary],
            width: 80, height: 24, environment: ["XDG_DATA_HOME": launch.folder.path, "XDG_STATE_HOME": launch.folder.path])
    }
}
