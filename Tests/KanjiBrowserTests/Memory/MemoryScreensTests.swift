import TestSupport
import Foundation
import KanjiDictionary
import Testing
@testable import KanjiBrowser
@testable import LearnerData

/// The history and bookmarks screens in the whole app, keys in and frames out, with a real log
/// and a real bookmarks file in a folder of their own.
@Suite struct MemoryScreensTests {
    let directory = TestFolders.unused("kanji-list-memory")
    var logPath: String { directory.appendingPathComponent("transitions.log").path }
    var bookmarksPath: String { directory.appendingPathComponent("bookmarks.json").path }

    func app() throws -> BrowserApp {
        let store = try SampleDictionary.store()
        let configuration = BrowserConfiguration(dictionaryPath: "sample.json", dictionaryKind: "bundled",
                                                 bookmarksPath: bookmarksPath)
        let app = BrowserApp(configuration: configuration, log: TransitionLog(path: logPath), load: { _ in store })
        app.waitUntilSettled()
        return app
    }

    /// Presses `keys`, then lets the bookmarks' file work finish, as the idle time after a key does.
    func press(_ app: BrowserApp, _ keys: Key...) {
        for key in keys { _ = app.handle(key) }
        app.waitUntilSettled()
    }

    func topState(_ app: BrowserApp) -> String? {
        app.navigation?.machine.currentState?.rawValue
    }

    @Test func markShowsInEveryListAndSurvivesANewApp() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try app()
        press(first, .character("m"))  // 日 on the All list
        #expect(first.frame(width: 60, height: 14).text.contains("日★ day"))
        press(first, .enter, .character("m"))  // 日本, the first word of 日
        let detail = first.frame(width: 60, height: 18).text
        #expect(detail.contains("\n 日★ "), "the kanji of the details is marked:\n\(detail)")
        #expect(detail.contains("日本★"))
        press(first, .enter)  // 日本's kanji
        #expect(first.frame(width: 50, height: 12).text.contains("日★ day"))
        assertSnapshot(first.frame(width: 50, height: 12).text, named: "word-marked-50x12")

        let second = try app()
        #expect(second.frame(width: 60, height: 14).text.contains("日★ day"))
        press(second, .character("'"))
        #expect(topState(second) == "Bookmarks")
        let frame = second.frame(width: 60, height: 12)
        #expect(frame.text.contains("2 bookmarks"))
        assertSnapshot(frame.text, named: "bookmarks-60x12")
    }

    @Test func bookmarksScreenOpensRemovesAndGoesBack() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = BookmarkStore(path: bookmarksPath)
        try store.add(.word("日本"))
        try store.add(.kanji("人"))
        try store.add(.kanji("鬱"))  // not in the sample dictionary
        let app = try app()
        press(app, .character("'"), .down, .enter)
        #expect(topState(app) == "Detail")
        #expect(app.navigation?.stack.top.title == "人")
        press(app, .character("h"), .down, .enter)
        #expect(topState(app) == "Bookmarks")
        #expect(app.navigation?.notice == "鬱 is not in this dictionary")
        press(app, .character("d"))
        #expect(try BookmarkStore(path: bookmarksPath).reload().map(\.subject) == [.word("日本"), .kanji("人")])
        let rows = app.frame(width: 60, height: 12).text.split(separator: "\n").dropFirst(3).prefix(3)
        #expect(rows.map { $0.prefix(5) } == [" 日本★ ", ">人★  ", "     "])
        #expect(app.navigation?.notice == "鬱 no longer bookmarked")
        press(app, .character("k"), .enter)
        #expect(topState(app) == "List")
        #expect(app.navigation?.stack.screens.map(\.title) == ["Kanji list", "Bookmarks", "日本"])
        press(app, .character("a"))
        #expect(topState(app) == "All")
    }

    @Test func historyListsWhatWasOpenedNewestFirstAndOpensIt() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try app()
        press(first, .enter, .enter, .character("a"), .down, .enter)  // 日, 日本, then 人
        let second = try app()
        press(second, .character("H"))
        #expect(topState(second) == "History")
        let frame = second.frame(width: 60, height: 12).text
        let rows = frame.split(separator: "\n").dropFirst(3).prefix(3).map { $0.dropFirst(1).prefix(4).trimmingCharacters(in: .whitespaces) }
        #expect(rows == ["人", "日本", "日"])
        #expect(frame.contains("3 seen"))
        assertSnapshot(frame, named: "history-60x12")
        press(second, .down, .enter)
        #expect(topState(second) == "List")
        #expect(second.navigation?.stack.screens.map(\.title) == ["Kanji list", "History", "日本"])
        press(second, .character("H"), .character("H"))
        #expect(second.navigation?.notice == "Already on the history")
        press(second, .character("h"), .character("h"))
        #expect(topState(second) == "History")
    }

    @Test func aDamagedLogLineIsCountedOnTheHistoryScreen() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{\"time\":\"2026-11-2\n".utf8).write(to: URL(fileURLWithPath: logPath))
        let app = try app()
        press(app, .character("H"))
        let frame = app.frame(width: 60, height: 10).text
        #expect(frame.contains("1 log lines skipped"))
        #expect(frame.contains("Nothing seen yet"))
    }

    /// The app looks at the file when idle, at most once a second: not on every key.
    @Test func aBookmarkMadeInAnotherInstanceShowsOnceTheAppIsIdle() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try app(), second = try app()
        press(second, .character("'"))
        press(first, .character("m"))  // 日, in the other instance
        #expect(!second.frame(width: 60, height: 12).text.contains("日★"))
        #expect(idleUntil(second) { $0.contains(">日★") })
        press(first, .character("d"))
        #expect(idleUntil(second) { $0.contains("0 bookmarks") })
    }

    /// Calls idle as the terminal does between keys until the frame passes `check`, for at most 5 s.
    func idleUntil(_ app: BrowserApp, _ check: (String) -> Bool) -> Bool {
        Polling.until(seconds: 5) {
            _ = app.idle()
            return check(app.frame(width: 60, height: 12).text)
        }
    }

    @Test func markingWithNothingToMarkSaysSo() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = try app()
        press(app, .character("M"))
        #expect(app.navigation?.notice == "Nothing here to bookmark")
        press(app, .enter, .character("M"))
        #expect(app.navigation?.notice == "日 bookmarked")
        press(app, .character("M"))
        #expect(app.navigation?.notice == "日 no longer bookmarked")
    }
}
