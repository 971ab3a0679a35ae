import Foundation
import KanjiDictionary

/// The user's bookmarks in $XDG_DATA_HOME/kanji-list/bookmarks.json, safe with several instances
/// of the app and scripts at once: every change takes the lock, re-reads the file, applies itself
/// to what is there now, and replaces the file by a rename, so no one's change is lost and no
/// reader ever sees half a file. A damaged file is moved aside (and said so), never overwritten.
public final class BookmarkStore {
    public let path: String
    /// The bookmarks as last read or written, in the order they were added.
    public private(set) var bookmarks: [Bookmark] = []
    /// What the user should be told about the file (a damaged one moved aside), once.
    public private(set) var notices: [String] = []

    private let now: () -> Date
    private var lock: FileLock { FileLock(path: path + ".lock") }
    /// The file as it was when last read or written, to tell cheaply whether another instance has changed it.
    private var lastSeen: FileIdentity?

    public init(path: String, now: @escaping () -> Date = Date.init) {
        self.path = path
        self.now = now
    }

    /// $XDG_DATA_HOME/kanji-list/bookmarks.json, or ~/.local/share/kanji-list/bookmarks.json.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        DictionaryLocations.xdgDirectory("XDG_DATA_HOME", fallback: ".local/share", environment: environment)
            + "/kanji-list/bookmarks.json"
    }

    public func contains(_ subject: StudySubject) -> Bool {
        bookmarks.contains { $0.subject == subject }
    }

    /// The notices not yet shown, which are then forgotten.
    public func takeNotices() -> [String] {
        defer { notices = [] }
        return notices
    }

    /// Reads the file as it is now.
    @discardableResult
    public func reload() throws(BookmarkError) -> [Bookmark] {
        try update { _ in }
        return bookmarks
    }

    /// Reads the file again if another instance (or a script) has changed it since; true if it did.
    /// A stat(2) when nothing changed, so the app can ask on every key.
    @discardableResult
    public func reloadIfChanged() throws(BookmarkError) -> Bool {
        guard FileIdentity(path: path) != lastSeen else { return false }
        try reload()
        return true
    }

    /// Adds `subject` at the end; false if it was already there.
    @discardableResult
    public func add(_ subject: StudySubject) throws(BookmarkError) -> Bool {
        let added = now()
        return try update { bookmarks in
            guard !bookmarks.contains(where: { $0.subject == subject }) else { return false }
            bookmarks.append(Bookmark(subject: subject, added: TransitionLogLine.timestamp(added)))
            return true
        }
    }

    /// Removes `subject`; false if it was not there.
    @discardableResult
    public func remove(_ subject: StudySubject) throws(BookmarkError) -> Bool {
        try update { bookmarks in
            let before = bookmarks.count
            bookmarks.removeAll { $0.subject == subject }
            return bookmarks.count != before
        }
    }

    /// Adds `subject` if the file does not hold it now, else removes it; true if it is now bookmarked.
    @discardableResult
    public func toggle(_ subject: StudySubject) throws(BookmarkError) -> Bool {
        let added = now()
        return try update { bookmarks in
            if bookmarks.contains(where: { $0.subject == subject }) {
                bookmarks.removeAll { $0.subject == subject }
                return false
            }
            bookmarks.append(Bookmark(subject: subject, added: TransitionLogLine.timestamp(added)))
            return true
        }
    }

    /// Under the lock: read what is there, let `change` edit it (returning whether it did), write
    /// it back if so.
    private func update<T>(_ change: (inout [Bookmark]) -> T) throws(BookmarkError) -> T {
        try createDirectory()
        return try lock.withLock { () throws(BookmarkError) -> T in
            var current = try readCurrent()
            let before = current
            let result = change(&current)
            if current != before { try replaceFile(with: current) }
            bookmarks = current
            lastSeen = FileIdentity(path: path)
            return result
        }
    }

    private func createDirectory() throws(BookmarkError) {
        let directory = (path as NSString).deletingLastPathComponent
        guard !directory.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw BookmarkError(path: directory, message: "cannot create the folder: \(error.localizedDescription)")
        }
    }

    private func readCurrent() throws(BookmarkError) -> [Bookmark] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BookmarkError(path: path, message: "cannot read the bookmarks file")
        }
        do {
            return try BookmarkFileFormat.decode(data)
        } catch {
            switch error {
            case .otherVersion(let format):
                throw BookmarkError(path: path, message: "the file is \(format), which this kanji-list cannot read; it was left as it is")
            case .damaged(let problem):
                let aside = try moveAside()
                notices.append("\(path): \(problem); moved to \(aside), starting with no bookmarks")
                return []
            }
        }
    }

    /// Renames the damaged file to a name of its own beside it, never over an earlier one.
    private func moveAside() throws(BookmarkError) -> String {
        let stamp = TransitionLogLine.timestamp(now()).filter { $0.isNumber }
        for attempt in 0..<100 {
            let candidate = path + ".damaged-" + stamp + (attempt == 0 ? "" : "-\(attempt)")
            if FileManager.default.fileExists(atPath: candidate) { continue }
            guard rename(path, candidate) == 0 else {
                throw BookmarkError(path: path, message: "damaged, and cannot be moved aside: \(FileLock.lastError)")
            }
            return candidate
        }
        throw BookmarkError(path: path, message: "damaged, and 100 damaged copies already lie beside it")
    }

    /// A temporary file beside the real one, flushed to disk, then renamed over it.
    private func replaceFile(with bookmarks: [Bookmark]) throws(BookmarkError) {
        let temporary = path + ".tmp-\(getpid())"
        let bytes = BookmarkFileFormat.encode(bookmarks)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw BookmarkError(path: temporary, message: "cannot create: \(FileLock.lastError)")
        }
        let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        let flushed = written == bytes.count && fsync(descriptor) == 0
        let problem = flushed ? nil : FileLock.lastError
        close(descriptor)
        guard flushed, rename(temporary, path) == 0 else {
            let message = problem ?? FileLock.lastError
            unlink(temporary)
            throw BookmarkError(path: path, message: "cannot write: \(message); the file is as it was")
        }
    }
}
