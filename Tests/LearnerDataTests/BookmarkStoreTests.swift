import TestSupport
import Foundation
import Synchronization
import Testing
@testable import LearnerData

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
        #expect(leftovers == ["bookmarks.json"], "no lock file, no temporary file left")
    }

    /// A word kept on the Read screen keeps the sentence it was met in, made safe; a bookmark of a
    /// file written before sentences were kept reads as it did.
    @Test func aMinedBookmarkKeepsItsSentence() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = BookmarkStore(path: path)
        #expect(try store.toggle(.word("嫌い"), sentence: " 犬は嫌いです。\u{1B}[2J\n"))
        #expect(try store.toggle(.word("猫"), sentence: String(repeating: "猫", count: Bookmark.longestSentence + 1)))
        try store.add(.kanji("日"))
        let read = try BookmarkStore(path: path).reload()
        #expect(read.map(\.sentence) == ["犬は嫌いです。[2J", nil, nil], "controls left out, a sentence too long not kept")
        let old = #"{"format":"kanji-list-bookmarks/1","bookmarks":[{"text":"日","kind":"kanji","added":"2026-11-21T22:41:07.042Z"}]}"#
        try Data(old.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try BookmarkStore(path: path).reload() == [Bookmark(subject: .kanji("日"), added: "2026-11-21T22:41:07.042Z")])
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
        #expect(addAtOnce(writers: 2, perWriter: perWriter) == [])
        let saved = try BookmarkStore(path: path).reload()
        #expect(saved.count == 2 * perWriter)
        for writer in 0..<2 {
            let own = saved.map(\.subject.text).filter { $0.hasPrefix("w\(writer)-") }
            #expect(own == (0..<perWriter).map { "w\(writer)-\($0)" }, "writer \(writer)'s order")
        }
    }

    /// `writers` stores each adding `perWriter` words ("w1-0", …) at once, each on a thread of its
    /// own, while `meanwhile` runs on another for as long as its argument says they write; the
    /// errors they met.
    func addAtOnce(writers: Int, perWriter: Int, meanwhile: @escaping @Sendable (_ writing: () -> Bool) -> Void = { _ in }) -> [String] {
        let failures = Mutex<[String]>([])
        let done = Atomic<Int>(0)
        let finished = DispatchSemaphore(value: 0)
        let path = path
        for writer in 0..<writers {
            Thread {
                let store = BookmarkStore(path: path)
                for number in 0..<perWriter {
                    do {
                        try store.add(.word("w\(writer)-\(number)"))
                    } catch {
                        failures.withLock { $0.append("\(error)") }
                    }
                }
                done.add(1, ordering: .releasing)
                finished.signal()
            }.start()
        }
        Thread {
            meanwhile { done.load(ordering: .acquiring) < writers }
            finished.signal()
        }.start()
        for _ in 0...writers { finished.wait() }
        return failures.withLock { $0 }
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

    @Test func entriesTheRuleRefusesAreSkippedAndNamedAndTheRestKept() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try makeFolder()
        let file = #"""
            {"format":"kanji-list-bookmarks/1","bookmarks":[
            {"text":"\u001b[2J","kind":"word","added":"2026-11-21T22:41:07.042Z"},
            {"text":"日\u200b本","kind":"word","added":"2026-11-21T22:41:07.042Z"},
            {"text":5,"kind":"kanji","added":"2026-11-21T22:41:07.042Z"},
            {"text":"人","kind":"kanji","added":"2026-11-21T22:41:07.042Z"},
            {"text":"日","kind":"place","added":"2026-11-21T22:41:07.042Z"}
            ]}
            """#
        try Data(file.utf8).write(to: URL(fileURLWithPath: path))
        let store = BookmarkStore(path: path)
        #expect(try store.reload().map(\.subject) == [.kanji("人")])
        #expect(store.takeNotices() == [
            "\(path): bookmark 1 skipped: \\u001B[2J cannot be kept: it holds U+001B, which is not text",
            "\(path): bookmark 2 skipped: 日\u{200B}本 cannot be kept: it holds U+200B, which is not text",
            "\(path): bookmark 3 skipped: its text is not a string",
            "\(path): bookmark 5 skipped: its kind is place, not kanji or word",
        ])
        #expect(FileManager.default.contents(atPath: path) == Data(file.utf8), "reading moves nothing aside")
        try store.add(.kanji("日"))
        let notice = try #require(store.takeNotices().last)
        let kept = try #require(notice.split(separator: "kept in ").last.map(String.init))
        #expect(FileManager.default.contents(atPath: kept) == Data(file.utf8), "the entries left out are kept: \(notice)")
        #expect(try BookmarkStore(path: path).reload().map(\.subject) == [.kanji("人"), .kanji("日")])
    }

    /// The rule the file is read with is the one it is written with: what the browser could
    /// offer (a word holding U+200B, a history subject holding an escape) is refused, not written.
    @Test func textTheRuleRefusesIsNeverWritten() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = BookmarkStore(path: path)
        try store.add(.kanji("人"))
        let before = FileManager.default.contents(atPath: path)
        for text in ["日\u{200B}本", "月\u{1B}[2J", "\u{202E}", "", String(repeating: "日", count: 101)] {
            let error = #expect(throws: BookmarkError.self) { try store.toggle(.word(text)) }
            #expect(error?.message.contains("cannot be kept") == true, "\(text.debugDescription): \(String(describing: error))")
        }
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(try BookmarkStore(path: path).reload().map(\.subject) == [.kanji("人")])
    }

    /// 日 with a variation selector is 日: one bookmark, one Anki note.
    @Test func aVariationSelectorIsNotASecondBookmark() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = BookmarkStore(path: path)
        #expect(try store.add(.kanji("日")))
        #expect(try !store.add(.kanji("日\u{FE00}")))
        #expect(try store.add(.word("葛\u{E0100}城")))
        #expect(try store.reload().map(\.subject) == [.kanji("日"), .word("葛城")])
        let both = #"{"format":"kanji-list-bookmarks/1","bookmarks":[{"text":"日","kind":"kanji","added":"x"},{"text":"日\ufe00","kind":"kanji","added":"y"}]}"#
        try Data(both.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try store.reload().map(\.subject) == [.kanji("日")])
    }

    @Test func aWrongTypeAtTheTopMovesTheFileAsideNamedReadably() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try makeFolder()
        try Data(#"{"format":"kanji-list-bookmarks/1","bookmarks":{"text":"日"}}"#.utf8).write(to: URL(fileURLWithPath: path))
        let store = BookmarkStore(path: path)
        #expect(try store.reload().isEmpty)
        let notice = try #require(store.takeNotices().first)
        #expect(notice.contains("bookmarks is not a list") && notice.contains("moved to"), "\(notice)")
    }

    /// Reading takes no lock and creates nothing: a read-only data folder can be listed, and a
    /// lock held elsewhere does not stop it.
    @Test func readingNeedsNoLockAndWritingWaitsABoundedTimeNamingTheHolder() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = BookmarkStore(path: path)
        try store.add(.kanji("日"))
        let folder = (path as NSString).deletingLastPathComponent
        let holder = open(folder, O_RDONLY | O_DIRECTORY)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        #expect(try BookmarkStore(path: path).reload().map(\.subject) == [.kanji("日")])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["bookmarks.json"])
        let waiting = BookmarkStore(path: path)
        waiting.lockTimeout = .milliseconds(300)
        let told = Mutex<[String]>([])
        waiting.whileWaitingForLock = { who in told.withLock { $0.append(who) } }
        let started = ContinuousClock.now
        let error = #expect(throws: BookmarkError.self) { try waiting.add(.kanji("人")) }
        #expect(ContinuousClock.now - started < .seconds(5))
        let name = "process \(getpid())"
        #expect(told.withLock { $0 }.count == 1)
        #expect(told.withLock { $0 }.first?.hasPrefix(name) == true, "\(told.withLock { $0 })")
        #expect(error?.message.contains("locked by \(name)") == true, "\(String(describing: error))")
        flock(holder, LOCK_UN)
        #expect(try waiting.add(.kanji("人")))
    }

    /// What a writer killed with -9 left is removed, and a link planted at a temporary file's
    /// name (the old `.tmp-PID`) is never written through.
    @Test func temporaryFilesAreNewAndStaleOnesRemoved() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try makeFolder()
        let victim = directory.appendingPathComponent("victim").path
        try Data("keep".utf8).write(to: URL(fileURLWithPath: victim))
        try FileManager.default.createSymbolicLink(atPath: path + ".tmp-\(getpid())", withDestinationPath: victim)
        try Data("half a file".utf8).write(to: URL(fileURLWithPath: path + ".tmp-4711"))
        try BookmarkStore(path: path).add(.kanji("日"))
        #expect(FileManager.default.contents(atPath: victim) == Data("keep".utf8))
        let folder = (path as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["bookmarks.json"])
    }

    /// The lock is on the folder, which cannot vanish under the writers: deleting a lock file
    /// meanwhile (the one earlier versions used) loses nothing.
    @Test func writersLoseNothingWhileALockFileIsDeleted() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try makeFolder()
        let writers = 4, perWriter = 30
        let lockFile = path + ".lock"
        #expect(addAtOnce(writers: writers, perWriter: perWriter) { writing in
            while writing() { unlink(lockFile) }
        } == [])
        #expect(try BookmarkStore(path: path).reload().count == writers * perWriter)
    }

    /// A bookmarks file that is a link is followed on purpose: the file it names is replaced and
    /// the link stays.
    @Test func aLinkedFileIsWrittenWhereItPoints() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try makeFolder()
        let real = directory.appendingPathComponent("dotfiles/bookmarks.json").path
        try BookmarkStore(path: real).add(.kanji("人"))
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: real)
        try BookmarkStore(path: path).add(.kanji("日"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == real)
        #expect(try BookmarkStore(path: real).reload().map(\.subject) == [.kanji("人"), .kanji("日")])
    }

    /// A link to nothing is refused and left: no file is made where it points, nor in its place.
    @Test func aLinkToNothingIsRefusedAndLeft() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try makeFolder()
        let missing = directory.appendingPathComponent("gone/bookmarks.json").path
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: missing)
        let error = #expect(throws: BookmarkError.self) { try BookmarkStore(path: path).add(.kanji("日")) }
        #expect(error?.message.contains("a link to a file that cannot be reached") == true, "\(String(describing: error))")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == missing)
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test func aReadOnlyFileIsNotReplaced() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = BookmarkStore(path: path)
        try store.add(.kanji("日"))
        chmod(path, 0o444)
        let before = FileManager.default.contents(atPath: path)
        let error = #expect(throws: BookmarkError.self) { try store.add(.kanji("人")) }
        #expect(error?.message.contains("read-only") == true)
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o444)
        #expect(store.bookmarks.map(\.subject) == [.kanji("日")])
    }

    /// A FIFO in the file's place is refused at once, not waited on.
    @Test func aFifoInPlaceOfTheFileIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try makeFolder()
        #expect(mkfifo(path, 0o644) == 0)
        let error = #expect(throws: BookmarkError.self) { try BookmarkStore(path: path).reload() }
        #expect(error?.message.contains("not a regular file") == true)
    }

    func makeFolder() throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
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

    @Test func theDefaultPathFollowsXDG() {
        #expect(BookmarkStore.defaultPath(environment: ["XDG_DATA_HOME": "/x/data", "HOME": "/home/u"])
            == "/x/data/kanji-list/bookmarks.json")
        #expect(BookmarkStore.defaultPath(environment: ["HOME": "/home/u"]) == "/home/u/.local/share/kanji-list/bookmarks.json")
    }
}
