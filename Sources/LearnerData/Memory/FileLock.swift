import Foundation

/// An exclusive flock(2) on the folder that holds the data it guards, held while `body` runs.
/// The data file cannot carry the lock (every write replaces it by a rename), and a lock file
/// beside it could be deleted under the writers, after which the next one would lock a new file
/// while the first still wrote; the folder cannot vanish while it holds the data. The wait is
/// bounded, and says who holds the lock; the kernel drops the lock if the holder dies.
struct FileLock {
    let folder: String
    /// What the lock guards, as its error names it: "the bookmarks", "the known words".
    let guarding: String
    /// How long to wait for another process to let go before giving up.
    var timeout: Duration
    /// Called once, with who holds the lock, when the lock is not free at once.
    var whileWaiting: (String) -> Void = { _ in }

    func withLock<T>(_ body: () throws(BookmarkError) -> T) throws(BookmarkError) -> T {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw BookmarkError(path: folder, message: "cannot open the folder to lock it: \(Self.lastError)") }
        defer { close(descriptor) }
        let deadline = ContinuousClock.now + timeout
        var holder: String?
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw BookmarkError(path: folder, message: "cannot lock: \(Self.lastError)")
            }
            if holder == nil {
                let who = Self.holder(of: descriptor)
                holder = who
                whileWaiting(who)
            }
            guard ContinuousClock.now < deadline else {
                throw BookmarkError(path: folder, message: "\(guarding) are locked by \(holder ?? "another process"),"
                    + " still after \(timeout.components.seconds) s; nothing was changed")
            }
            usleep(10_000)
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Who holds a flock on the file open as `descriptor`, as /proc/locks and /proc/PID/comm
    /// tell: "process 1234 (kanji-list)"; "another process" where they do not say.
    static func holder(of descriptor: Int32, locks: String? = try? String(contentsOfFile: "/proc/locks", encoding: .utf8)) -> String {
        var status = stat()
        guard fstat(descriptor, &status) == 0, let locks else { return "another process" }
        let device = UInt64(status.st_dev)
        let major = ((device >> 8) & 0xfff) | ((device >> 32) & ~0xfff)
        let minor = (device & 0xff) | ((device >> 12) & ~0xff)
        let identity = String(format: "%02x:%02x:%llu", major, minor, UInt64(status.st_ino))
        for line in locks.split(separator: "\n") {
            let fields = line.split(separator: " ")
            // "1: FLOCK  ADVISORY  WRITE 1234 08:01:5678 0 EOF"; a waiter's line has "->" after the number.
            guard fields.count >= 6, fields[1] == "FLOCK", fields[5] == identity, let process = Int32(fields[4]), process > 0 else { continue }
            let name = (try? String(contentsOfFile: "/proc/\(process)/comm", encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
            return "process \(process)" + (name.map { " (\(ControlCharacters.escaped($0)))" } ?? "")
        }
        return "another process"
    }

    static var lastError: String { String(cString: strerror(errno)) }
}
