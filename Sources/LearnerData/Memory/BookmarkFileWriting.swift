import Foundation
import KanjiDictionary

/// Writing the bookmarks file whole: a temporary file beside it, created exclusively (O_EXCL and
/// O_NOFOLLOW, so a link planted at its name is never written through) under a random name,
/// flushed to disk, then renamed over the file. A read-only file, or one that is not a regular
/// file, is refused and left as it is: rename(2) would replace it regardless of its mode.
public enum BookmarkFileWriting {
    /// The temporary files of `file` start with this; the random rest makes each name new.
    static func temporaryPrefix(of file: String) -> String { file + ".tmp-" }

    /// Makes the folder `file` goes in, if missing; returns it ("." for a bare name).
    @discardableResult
    public static func createFolder(of file: String) throws(BookmarkError) -> String {
        let folder = (file as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return "." }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw BookmarkError(path: folder, message: "cannot create the folder: \(error.localizedDescription)")
        }
        return folder
    }

    /// The one rule for the files kept in the XDG folders (bookmarks, the review log, the study
    /// settings, the list's order): one that is a symbolic link is followed, so the file it points
    /// to is the one read, appended to or replaced, and the link stays (a dotfiles manager's link
    /// keeps working). A link that leads nowhere is an error, and left as it is.
    static func followingLink(_ path: String) throws(BookmarkError) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
        guard let resolved = realpath(path, nil) else {
            throw BookmarkError(path: path, message: "a link to a file that cannot be reached (\(FileLock.lastError)); left as it is")
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Replaces `path` (or the file it links to) with `bytes`.
    public static func replace(_ path: String, with bytes: [UInt8]) throws(BookmarkError) {
        let file = try followingLink(path)
        var mode: mode_t = 0o644
        var status = stat()
        if stat(file, &status) == 0 {
            if let problem = RegularFile.problem(mode: status.st_mode) {
                throw BookmarkError(path: file, message: "\(problem); left as it is")
            }
            guard status.st_mode & 0o222 != 0, access(file, W_OK) == 0 else {
                throw BookmarkError(path: file, message: "read-only; left as it is, the change not made")
            }
            mode = status.st_mode & 0o7777
        }
        var temporary = ""
        let descriptor = try createTemporary(beside: file, named: &temporary)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let flushed = written == bytes.count && fchmod(descriptor, mode) == 0 && fsync(descriptor) == 0
        let problem = flushed ? nil : (written >= 0 && written < bytes.count ? "the disk is full or the file too large" : FileLock.lastError)
        close(descriptor)
        guard flushed, rename(temporary, file) == 0 else {
            let message = problem ?? FileLock.lastError
            unlink(temporary)
            throw BookmarkError(path: file, message: "cannot write: \(message); the file is as it was")
        }
    }

    /// Writes `bytes` to a new file at `path`; fails (errno EEXIST) if anything is there already.
    static func create(_ path: String, with bytes: [UInt8]) throws(BookmarkError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw BookmarkError(path: path, message: "cannot create: \(FileLock.lastError)") }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count else {
            unlink(path)
            throw BookmarkError(path: path, message: "cannot write: \(FileLock.lastError)")
        }
    }

    /// Removes the temporary files of `file` that a writer killed before its rename left; only
    /// to be called under the lock, when no writer has one open. A link of that name is removed,
    /// never followed; anything else (a folder) is left.
    static func removeStaleTemporaryFiles(of file: String) {
        let folder = (file as NSString).deletingLastPathComponent
        let prefix = (temporaryPrefix(of: file) as NSString).lastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return }
        for name in names where name.hasPrefix(prefix) {
            let stale = folder.isEmpty ? name : folder + "/" + name
            var status = stat()
            guard lstat(stale, &status) == 0, status.st_mode & S_IFMT == S_IFREG || status.st_mode & S_IFMT == S_IFLNK else { continue }
            unlink(stale)
        }
    }

    /// Opens a new temporary file beside `file` under a random name, never an existing one.
    private static func createTemporary(beside file: String, named name: inout String) throws(BookmarkError) -> Int32 {
        for _ in 0..<100 {
            name = temporaryPrefix(of: file) + String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let descriptor = open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if descriptor >= 0 { return descriptor }
            guard errno == EEXIST else { throw BookmarkError(path: name, message: "cannot create: \(FileLock.lastError)") }
        }
        throw BookmarkError(path: file, message: "cannot create a temporary file beside it: 100 names taken")
    }
}
