import TestSupport
import Foundation
import Synchronization
import Testing
@testable import KanjiBrowser

/// The bookmarks file: survives a new instance, loses no one's change, keeps a damaged file.
@Suite struct BookmarkStoreTests {
    let directory = TestFolders.unused("kanji-list-bookmarks")
    var path: String { directory.appendingPathComponent("nested/bookmarks.json").path }

    @Test func bookmarksSurviveANewStoreInTheOrderAdded() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = BookmarkStore(path: path)
        #expect(try first.add(.kanji("日")))
        #expect(try first.add(.word("日本")))
        #expect(try !first.add(.kanji("日")))
        #expect(try first.toggle(.kanji("人")))
        #expect(try !first.toggle(.word("日本")))
        let second = BookmarkStore(path: path)
        #expect(try second.reload().map(\.subject) == [.kanji("日"), .kanji("人")])
        #expect(second.contains(.kanji("人")) && !second.contains(.word("日本")))
        #expect(try second.remove(.kanji("日")))
        #expect(try !second.remove(.kanji("日")))
        #expect(try BookmarkStore(path: path).reload().map(\.subject) == [.kanji("人")])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
        #expect(leftovers.sorted() == ["bookmarks.json", "bookmarks.json.lock"])
    }

    @Test func aStoreThatReadEarlierDoesNotUndoAnotherStoresChange() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = BookmarkStore(path: path), second = BookmarkStore(path: path)
        try first.reload()
        try second.reload()
        try second.add(.kanji("日"))
        try first.add(.kanji("人"))  // first has not seen 日; it must not write its stale list
        #expect(try BookmarkStore(path: path).reload().map(\.subject) == [.kanji("日"), .kanji("人")])
        #expect(try first.toggle(.kanji("日")) == false)  // toggles what the file holds now
    }

    @Test func aChangeByAnotherStoreIsSeenByAStat() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = BookmarkStore(path: path), second = BookmarkStore(path: path)
        try first.reload()
        #expect(try !first.reloadIfChanged())
        try second.add(.kanji("日"))
        #expect(try first.reloadIfChanged())
        #expect(first.contains(.kanji("日")))
        #expect(try !first.reloadIfChanged())
        try second.remove(.kanji("日"))
        #expect(try first.reloadIfChanged())
        #expect(first.bookmarks.isEmpty)
    }

    @Test func twoWritersAtOnceLoseNoUpdate() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let perWriter = 40
        let failures = Mutex<[String]>([])
        let path = path
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            let store = BookmarkStore(path: path)
            for number in 0..<perWriter {
                do {
                    try store.add(.word("w\(writer)-\(number)"))
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 } == [])
        let saved = try BookmarkStore(path: path).reload()
        #expect(saved.count == 2 * perWriter)
        for writer in 0..<2 {
            let own = saved.map(\.subject.text).filter { $0.hasPrefix("w\(writer)-") }
            #expect(own == (0..<perWriter).map { "w\(writer)-\($0)" }, "writer \(writer)'s order")
        }
    }

    @Test func aDamagedFileIsMovedAsideWithAMessageAndKept() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let damaged = Data(#"{"format":"kanji-list-bookmarks/1","bookmarks":[{"text":"日","kind":"kanji","added":"#.utf8)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try damaged.write(to: URL(fileURLWithPath: path))
        let store = BookmarkStore(path: path)
        #expect(try store.reload().isEmpty)
        let notices = store.takeNotices()
        #expect(notices.count == 1)
        let notice = try #require(notices.first)
        #expect(notice.contains(path) && notice.contains("moved to"))
        let aside = try #require(notice.split(separator: "moved to ").last?.split(separator: ",").first.map(String.init))
        #expect(FileManager.default.contents(atPath: aside) == damaged)
        #expect(store.takeNotices().isEmpty)
        try store.add(.kanji("人"))
        #expect(FileManager.default.contents(atPath: aside) == damaged)
        #expect(try BookmarkStore(path: path).reload().map(\.subject) == [.kanji("人")])
    }

    @Test func entriesThatCouldReachTheTerminalRawMakeTheFileDamaged() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let escape = #"{"format":"kanji-list-bookmarks/1","bookmarks":[{"text":"\u001b[2J","kind":"word","added":"2026-11-21T22:41:07.042Z"}]}"#
        try Data(escape.utf8).write(to: URL(fileURLWithPath: path))
        let store = BookmarkStore(path: path)
        #expect(try store.reload().isEmpty)
        #expect(store.takeNotices().first?.contains("control characters") == true)
    }

    @Test func aFileOfAnotherVersionIsLeftAloneAndNamed() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let newer = Data(#"{"format":"kanji-list-bookmarks/2","bookmarks":[],"folders":[]}"#.utf8)
        try newer.write(to: URL(fileURLWithPath: path))
        let store = BookmarkStore(path: path)
        let error = #expect(throws: BookmarkError.self) { try store.add(.kanji("日")) }
        #expect(error?.description.contains("kanji-list-bookmarks/2") == true)
        #expect(FileManager.default.contents(atPath: path) == newer)
    }

    @Test func aFileThatCannotBeWrittenIsReportedAndLeftAsItWas() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = BookmarkStore(path: path)
        try store.add(.kanji("日"))
        let before = FileManager.default.contents(atPath: path)
        // A folder where the temporary file would go makes its creation fail, even for root.
        try FileManager.default.createDirectory(atPath: path + ".tmp-\(getpid())", withIntermediateDirectories: true)
        #expect(throws: BookmarkError.self) { try store.add(.kanji("人")) }
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(store.bookmarks.map(\.subject) == [.kanji("日")])
    }

    @Test func theDefaultPathFollowsXDG() {
        #expect(BookmarkStore.defaultPath(environment: ["XDG_DATA_HOME": "/x/data", "HOME": "/home/u"])
            == "/x/data/kanji-list/bookmarks.json")
        #expect(BookmarkStore.defaultPath(environment: ["HOME": "/home/u"]) == "/home/u/.local/share/kanji-list/bookmarks.json")
    }
}
