import Foundation
import KanjiDictionary

/// The user's bookmarks in $XDG_DATA_HOME/kanji-list/bookmarks.json, safe with several instances
/// of the app and scripts at once: every change takes the lock (on the folder, waiting a bounded
/// time), re-reads the file, applies itself to what is there now, and replaces the file by a
/// rename, so no one's change is lost and no reader ever sees half a file; reading needs no lock.
/// A damaged file is moved aside (and said so), never overwritten; a bad entry is skipped and
/// named. A bookmarks file that is a symbolic link is followed: the file it points to is the one
/// replaced, and the link stays. A read-only file, or one that is not a regular file, is left as it is.
public final class BookmarkStore {
    public let path: String
    /// The bookmarks as last read or written, in the order they were added.
    public private(set) var bookmarks: [Bookmark] = []
    /// What the user should be told about the file (a damaged one moved aside, an entry skipped), once.
    public private(set) var notices: [String] = []
    /// How long a change waits for another process's lock before it gives up.
    public var lockTimeout: Duration = .seconds(10)
    /// Called with who holds the lock when a change has to wait for it.
    public var whileWaitingForLock: (String) -> Void = { _ in }

    private let now: () -> Date
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

    /// Reads the file as it is now, with no lock: every write renames a whole file into place. Only
    /// a damaged file takes the lock, to be moved aside.
    @discardableResult
    public func reload() throws(BookmarkError) -> [Bookmark] {
        let file = try target()
        let identity = FileIdentity(path: file)
        switch try read(file) {
        case .bookmarks(let read):
            bookmarks = read.bookmarks
            notices += read.skipped
        case .damaged:
            try update { _ in }
            return bookmarks
        }
        lastSeen = identity
        return bookmarks
    }

    /// Reads the file again if another instance (or a script) has changed it since; true if it did.
    /// A stat(2) when nothing changed.
    @discardableResult
    public func reloadIfChanged() throws(BookmarkError) -> Bool {
        guard FileIdentity(path: path) != lastSeen else { return false }
        try reload()
        return true
    }

    /// Adds `subject` at the end; false if it was already there.
    @discardableResult
    public func add(_ subject: StudySubject) throws(BookmarkError) -> Bool {
        let subject = try checked(subject)
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
        let subject = try checked(subject)
        return try update { bookmarks in
            let before = bookmarks.count
            bookmarks.removeAll { $0.subject == subject }
            return bookmarks.count != before
        }
    }

    /// Adds `subject` (with the sentence it was met in, if any) if the file does not hold it now,
    /// else removes it; true if it is now bookmarked.
    @discardableResult
    public func toggle(_ subject: StudySubject, sentence: String? = nil) throws(BookmarkError) -> Bool {
        let subject = try checked(subject)
        let added = now()
        return try update { bookmarks in
            if bookmarks.contains(where: { $0.subject == subject }) {
                bookmarks.removeAll { $0.subject == subject }
                return false
            }
            bookmarks.append(Bookmark(subject: subject, added: TransitionLogLine.timestamp(added), sentence: sentence.flatMap(Bookmark.sentence(checking:))))
            return true
        }
    }

    /// `subject` in the form the file keeps, by the rule the file is read with.
    private func checked(_ subject: StudySubject) throws(BookmarkError) -> StudySubject {
        do {
            return try StudySubject(checking: subject.text, kind: subject.kind)
        } catch {
            throw BookmarkError(path: path, message: error.description)
        }
    }

    /// The file the bookmarks are in: `path`, or the file it links to.
    private func target() throws(BookmarkError) -> String {
        try BookmarkFileWriting.followingLink(path)
    }

    /// Under the lock: read what is there, let `change` edit it (returning whether it did), write
    /// it back if so. Temporary files left by a writer that was killed are removed first: while
    /// the lock is held, no other writer has one.
    private func update<T>(_ change: (inout [Bookmark]) -> T) throws(BookmarkError) -> T {
        let file = try target()
        let folder = try BookmarkFileWriting.createFolder(of: file)
        let lock = FileLock(folder: folder, guarding: "the bookmarks", timeout: lockTimeout, whileWaiting: whileWaitingForLock)
        return try lock.withLock { () throws(BookmarkError) -> T in
            BookmarkFileWriting.removeStaleTemporaryFiles(of: file)
            var current: [Bookmark]
            var skipped = false
            switch try read(file) {
            case .bookmarks(let read):
                current = read.bookmarks
                skipped = !read.skipped.isEmpty
                notices += read.skipped
            case .damaged(let problem):
                let aside = try moveAside(file)
                notices.append("\(file): \(problem); moved to \(aside), starting with no bookmarks")
                current = []
            }
            let before = current
            let result = change(&current)
            if current != before {
                if skipped {
                    let kept = try keepCopy(of: file)
                    notices.append("\(file): the entries skipped are left out of it now; the file as it was is kept in \(kept)")
                }
                try BookmarkFileWriting.replace(file, with: BookmarkFileFormat.encode(current))
            }
            bookmarks = current
            lastSeen = FileIdentity(path: file)
            return result
        }
    }

    private enum ReadOutcome {
        case bookmarks(BookmarkFileFormat.Contents)
        case damaged(String)
    }

    /// The file's bookmarks; none when there is no file. Opened without blocking, so a FIFO put
    /// in its place is refused rather than waited on.
    private func read(_ file: String) throws(BookmarkError) -> ReadOutcome {
        let descriptor = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if descriptor < 0, errno == ENOENT { return .bookmarks(BookmarkFileFormat.Contents()) }
        guard descriptor >= 0 else { throw BookmarkError(path: file, message: "cannot read the bookmarks file: \(FileLock.lastError)") }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        if let problem = RegularFile.problem(descriptor: descriptor) {
            throw BookmarkError(path: file, message: "\(problem); left as it is")
        }
        let data: Data
        do {
            data = try handle.readToEnd() ?? Data()
        } catch {
            throw BookmarkError(path: file, message: "cannot read the bookmarks file: \(error.localizedDescription)")
        }
        do {
            return .bookmarks(try BookmarkFileFormat.decode(data, path: file))
        } catch {
            switch error {
            case .otherVersion(let format):
                throw BookmarkError(path: file, message: "the file is \(format), which this kanji-list cannot read; it was left as it is")
            case .damaged(let problem):
                return .damaged(problem)
            }
        }
    }

    /// Renames the damaged file to a name of its own beside it, never over an earlier one.
    private func moveAside(_ file: String) throws(BookmarkError) -> String {
        try besideFile(file, what: "damaged, and cannot be moved aside") { candidate in rename(file, candidate) == 0 }
    }

    /// Copies the file to a name of its own beside it, before a write leaves out what it could not read.
    private func keepCopy(of file: String) throws(BookmarkError) -> String {
        guard let bytes = FileManager.default.contents(atPath: file) else {
            throw BookmarkError(path: file, message: "cannot read it again to keep a copy: \(FileLock.lastError)")
        }
        return try besideFile(file, what: "cannot keep a copy of it") { candidate in
            (try? BookmarkFileWriting.create(candidate, with: Array(bytes))) != nil
        }
    }

    /// The first of `file.damaged-TIME`, `-1`, `-2`, … that does not exist yet, made by `make`.
    private func besideFile(_ file: String, what: String, _ make: (String) -> Bool) throws(BookmarkError) -> String {
        let stamp = TransitionLogLine.timestamp(now()).filter { $0.isNumber }
        for attempt in 0..<100 {
            let candidate = file + ".damaged-" + stamp + (attempt == 0 ? "" : "-\(attempt)")
            var status = stat()
            if lstat(candidate, &status) == 0 { continue }
            guard make(candidate) else { throw BookmarkError(path: file, message: "\(what): \(FileLock.lastError)") }
            return candidate
        }
        throw BookmarkError(path: file, message: "\(what): 100 copies already lie beside it")
    }
}
