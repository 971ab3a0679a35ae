import Foundation

/// An exclusive flock(2) on a lock file beside the data it guards, held while `body` runs. The
/// data file itself cannot carry the lock: it is replaced by a rename on every write. Other
/// processes and other open descriptions in this one wait; the kernel drops the lock if the
/// holder dies.
struct FileLock {
    let path: String

    func withLock<T>(_ body: () throws(BookmarkError) -> T) throws(BookmarkError) -> T {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw BookmarkError(path: path, message: "cannot open the lock file: \(Self.lastError)") }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw BookmarkError(path: path, message: "cannot lock: \(Self.lastError)") }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    static var lastError: String { String(cString: strerror(errno)) }
}
