import Foundation
import Testing
import LearnerData

/// Bookmarks and history across two runs of the real browser in tmux, then the first run's log
/// replayed by `kanji-list replay`: what a user who quits and comes back sees.
@Suite(.serialized) struct MemoryEndToEndTests {
    let folder: URL
    var logPath: String { folder.appendingPathComponent("transitions.log").path }
    var environment: [String: String] { ["XDG_DATA_HOME": folder.path] }

    init() throws {
        folder = try KanjiListBinary.temporaryFolder()
    }

    func browser() throws -> TmuxTerminal {
        try TmuxTerminal([KanjiListBinary.path, "--log", logPath, "--dictionary", KanjiListBinary.bundledDictionary],
                         width: 100, height: 30, environment: environment)
    }

    @Test func aBookmarkAndTheHistorySurviveAQuitAndTheLogReplays() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try browser()
        try first.waitFor("#1")
        try first.press("Enter")  // 日, the first kanji
        try first.waitFor("Words with")
        try first.press("M")  // bookmark the kanji of the screen
        try first.waitFor("日 bookmarked")
        try first.press("Left", "j", "Enter")  // back, then 一
        try first.waitFor("一 — kanji details")
        try first.press("q")
        #expect(try first.waitForExit() == 0)

        let second = try browser()
        let list = try second.waitFor("#1")
        #expect(list.contains("日★"), "the bookmark is marked on the All list:\n\(list)")
        try second.press("H")
        let history = try second.waitFor("History — newest first")
        let rows = history.split(separator: "\n").filter { $0.hasSuffix("today") }.map { $0.dropFirst().first }
        #expect(rows == ["一", "日"], "the last session, newest first:\n\(history)")
        try second.press("'")
        let bookmarks = try second.waitFor("1 bookmark")
        #expect(bookmarks.contains("日★"))
        try second.press("q")
        #expect(try second.waitForExit() == 0)

        let replay = try KanjiListBinary.run(["replay", logPath, "--dictionary", KanjiListBinary.bundledDictionary])
        #expect(replay.status == 0, "\(replay.standardError)")
        #expect(replay.standardError.contains("each accepted or refused as logged"))
        let anki = try KanjiListBinary.run(["bookmarks", "--format", "anki", "--dictionary", KanjiListBinary.bundledDictionary],
                                           environment: environment)
        #expect(anki.standardOutput.split(separator: "\n").last?.hasPrefix("日\tニチ") == true, "\(anki.standardOutput)")
    }

    /// Another process holding the bookmarks' lock (flock(1) here, as a stopped `bookmarks add`
    /// would) neither stops the browser from starting nor from quitting, and is named; listing
    /// them from the command line does not wait for it.
    @Test func aLockHeldElsewhereNeverStopsTheKeys() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let holder = try FolderLockHolder(folder.appendingPathComponent("kanji-list"))

        let terminal = try browser()
        try terminal.waitFor("#1")
        try terminal.press("m")
        try terminal.waitFor("Waiting for the bookmarks: locked by process \(holder.processIdentifier) (flock)")
        try terminal.press("q")
        #expect(try terminal.waitForExit(timeout: .seconds(5)) == 0)

        let started = ContinuousClock.now
        let listed = try KanjiListBinary.run(["bookmarks"], environment: environment)
        #expect(listed.status == 0, "\(listed.standardError)")
        #expect(ContinuousClock.now - started < .seconds(5))
    }
}
