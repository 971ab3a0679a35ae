import Foundation
import KanjiDictionary

/// The learner's marks in $XDG_DATA_HOME/kanji-list/known.tsv, shared by the browser and
/// `kanji-list known`. Every change takes the folder's lock, reads the file again, applies
/// itself and replaces the file whole (temporary file and rename), as the bookmarks do. A file
/// that cannot be read is reported with the line at fault and never written over: every change
/// is refused until the learner mends or moves it.
public final class KnownMarksStore {
    public let path: String
    /// The marks as last read or written.
    public private(set) var marks: [StudySubject: KnownMark] = [:]
    /// How long a change waits for another process's lock.
    public var lockTimeout: Duration = .seconds(10)
    /// The file as last read or written, to tell cheaply whether another instance changed it.
    private var lastSeen: FileIdentity?

    public init(path: String) {
        self.path = path
    }

    /// $XDG_DATA_HOME/kanji-list/known.tsv, or ~/.local/share/kanji-list/known.tsv.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        DictionaryLocations.xdgDirectory("XDG_DATA_HOME", fallback: ".local/share", environment: environment)
            + "/kanji-list/known.tsv"
    }

    /// Reads the file as it is now (no lock: writes rename a whole file into place).
    public func reload() throws(KnownMarksError) {
        let file = try target()
        let identity = FileIdentity(path: file)
        marks = try read(file)
        lastSeen = identity
    }

    /// Reads the file again if it changed since last read or written; true if it did.
    @discardableResult
    public func reloadIfChanged() throws(KnownMarksError) -> Bool {
        guard FileIdentity(path: (try? target()) ?? path) != lastSeen else { return false }
        try reload()
        return true
    }

    /// Sets (or with nil, clears) the marks of `subjects`; how many changed.
    @discardableResult
    public func set(_ mark: KnownMark?, for subjects: [StudySubject]) throws(KnownMarksError) -> Int {
        var checked: [StudySubject] = []
        for subject in subjects {
            do {
                checked.append(try StudySubject(checking: subject.text, kind: subject.kind))
            } catch {
                throw KnownMarksError(path: path, line: nil, message: error.description)
            }
        }
        return try update { marks in
            var changed = 0
            for subject in checked where marks[subject] != mark {
                marks[subject] = mark
                changed += 1
            }
            return changed
        }
    }

    private func target() throws(KnownMarksError) -> String {
        do {
            return try BookmarkFileWriting.followingLink(path)
        } catch {
            throw KnownMarksError(path: error.path, line: nil, message: error.message)
        }
    }

    /// Under the lock: the file as it is now, changed by `change`, written back if it changed.
    private func update<T>(_ change: (inout [StudySubject: KnownMark]) -> T) throws(KnownMarksError) -> T {
        let file = try target()
        var damaged: KnownMarksError?
        let result: T?
        do {
            let folder = try BookmarkFileWriting.createFolder(of: file)
            let lock = FileLock(folder: folder, guarding: "the known words", timeout: lockTimeout)
            result = try lock.withLock { () throws(BookmarkError) -> T? in
                BookmarkFileWriting.removeStaleTemporaryFiles(of: file)
                var current: [StudySubject: KnownMark]
                do throws(KnownMarksError) {
                    current = try read(file)
                } catch {
                    damaged = error
                    return nil
                }
                let before = current
                let result = change(&current)
                if current != before { try BookmarkFileWriting.replace(file, with: KnownMarksFormat.encode(current)) }
                marks = current
                lastSeen = FileIdentity(path: file)
                return result
            }
        } catch {
            throw KnownMarksError(path: error.path, line: nil, message: error.message)
        }
        guard let result else { throw damaged ?? KnownMarksError(path: file, line: nil, message: "cannot be read") }
        return result
    }

    /// The file's marks; none when there is no file. Opened without blocking (a FIFO is refused).
    private func read(_ file: String) throws(KnownMarksError) -> [StudySubject: KnownMark] {
        let bytes: [UInt8]
        switch LineFile.contents(of: file) {
        case .success(let read): bytes = read
        case .failure(let error): throw KnownMarksError(path: file, line: nil, message: "cannot read: \(error.message)")
        }
        do {
            return try KnownMarksFormat.decode(bytes)
        } catch {
            throw KnownMarksError(path: file, line: error.line,
                                  message: "\(error.reason); the file is left as it is, and no mark is changed until it is mended")
        }
    }
}
