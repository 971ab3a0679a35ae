import Foundation

/// Another process holding the bookmarks' lock, as a stopped `kanji-list bookmarks add` would:
/// flock(1) on the folder, the lock its own (-o) so that killing it lets go at once.
final class FolderLockHolder {
    let process = Process()

    /// Locks `folder` (made if need be) and returns once /proc/locks shows the lock held.
    init(_ folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        process.arguments = ["-o", folder.path, "sleep", "20"]
        try process.run()
        let deadline = ContinuousClock.now + .seconds(5)
        while !((try? String(contentsOfFile: "/proc/locks", encoding: .utf8)) ?? "").contains(" \(process.processIdentifier) "),
              ContinuousClock.now < deadline { usleep(10_000) }
    }

    var processIdentifier: Int32 { process.processIdentifier }

    /// Lets go of the lock. SIGKILL: a signal mask inherited from the test runner cannot hold it up.
    func release() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit {
        if process.isRunning { release() }
    }
}
