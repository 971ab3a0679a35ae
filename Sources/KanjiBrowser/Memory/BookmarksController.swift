import Foundation
import LearnerData
import Synchronization

/// The browser's bookmarks: what is marked, and the changes keys ask for. Every read and write
/// of the file (and any wait for another process's lock) runs in order on a thread of its own,
/// so no key waits on the disk or on a lock; the navigation sees the bookmarks as last read and
/// hears what each change did once it is done. Changes made by other instances are looked for
/// when the app is idle, at most once every `checkInterval`, not on every key.
final class BookmarksController {
    /// What finished in the background since the last ``poll()``.
    struct Update: Equatable {
        /// Whether the bookmarks differ from before.
        var changed: Bool
        /// What the user should be told (a change done, a lock waited for, a damaged file), oldest first.
        var notices: [String]
    }

    /// The bookmarks as last read or written; empty until the first read is done.
    private(set) var bookmarks: [Bookmark] = []
    /// What is bookmarked, for the marks in every list.
    private(set) var marks: Set<StudySubject> = []

    private let worker: BookmarkWorker
    private let checkInterval: Duration
    private var lastCheck = ContinuousClock.now

    init(store: BookmarkStore, checkInterval: Duration = .seconds(1)) {
        worker = BookmarkWorker(store: store)
        self.checkInterval = checkInterval
        reload()
    }

    /// Whether a read or a change is still under way.
    var isBusy: Bool { worker.isBusy }

    /// Reads the file again, for a screen that shows it as it is now.
    func reload() {
        lastCheck = .now
        worker.submit { store throws(BookmarkError) in
            try store.reload()
            return nil
        }
    }

    /// Bookmarks `subject` (with the sentence it was met in, if any) if the file does not hold
    /// it, else removes it.
    func toggle(_ subject: StudySubject, sentence: String? = nil) {
        worker.submit { store throws(BookmarkError) in
            guard try store.toggle(subject, sentence: sentence) else { return "\(subject.text) no longer bookmarked" }
            return sentence == nil ? "\(subject.text) bookmarked" : "\(subject.text) kept with its sentence"
        }
    }

    /// The sentence `subject` was kept with on the Read screen, if any.
    func sentence(of subject: StudySubject) -> String? {
        bookmarks.first { $0.subject == subject }?.sentence
    }

    func remove(_ subject: StudySubject) {
        worker.submit { store throws(BookmarkError) in
            try store.remove(subject) ? "\(subject.text) no longer bookmarked" : "\(subject.text) is not bookmarked"
        }
    }

    /// Takes in what the background work has finished, and asks for a look at the file (a stat
    /// when nothing changed) if none was made for `checkInterval`; nil when there is nothing new.
    func poll() -> Update? {
        if !worker.isBusy, ContinuousClock.now - lastCheck >= checkInterval {
            lastCheck = .now
            worker.submit { store throws(BookmarkError) in
                try store.reloadIfChanged()
                return nil
            }
        }
        let (finished, notices) = worker.takeFinished()
        var changed = false
        if let finished, finished != bookmarks {
            bookmarks = finished
            marks = Set(finished.map(\.subject))
            changed = true
        }
        return changed || !notices.isEmpty ? Update(changed: changed, notices: notices) : nil
    }
}

/// Runs the bookmark store's file work in order on a queue of its own; the store is touched only
/// there, which is what makes this class safe to share with that queue.
private final class BookmarkWorker: @unchecked Sendable {
    private struct Outbox {
        var pending = 0
        /// The store's bookmarks after the last job done, until taken.
        var bookmarks: [Bookmark]?
        var notices: [String] = []
    }

    private let store: BookmarkStore
    private let queue = DispatchQueue(label: "kanji-list.bookmarks")
    private let outbox = Mutex(Outbox())

    init(store: BookmarkStore) {
        self.store = store
        store.whileWaitingForLock = { [weak self] holder in
            self?.outbox.withLock { $0.notices.append("Waiting for the bookmarks: locked by \(holder)") }
        }
    }

    var isBusy: Bool { outbox.withLock { $0.pending > 0 } }

    /// Runs `job` after the jobs before it; what it returns, or its error, becomes a notice.
    func submit(_ job: @escaping @Sendable (BookmarkStore) throws(BookmarkError) -> String?) {
        outbox.withLock { $0.pending += 1 }
        queue.async { [self] in
            var notices: [String] = []
            do throws(BookmarkError) {
                if let notice = try job(store) { notices.append(notice) }
            } catch {
                notices.append(error.description)
            }
            notices += store.takeNotices()
            let bookmarks = store.bookmarks
            outbox.withLock {
                $0.pending -= 1
                $0.bookmarks = bookmarks
                $0.notices += notices
            }
        }
    }

    /// The bookmarks as of the last job done and the notices since, each handed over once.
    func takeFinished() -> (bookmarks: [Bookmark]?, notices: [String]) {
        outbox.withLock { outbox in
            defer {
                outbox.bookmarks = nil
                outbox.notices = []
            }
            return (outbox.bookmarks, outbox.notices)
        }
    }
}
