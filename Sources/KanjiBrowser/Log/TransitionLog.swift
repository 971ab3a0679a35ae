import Foundation
import KanjiDictionary
import StateMachineKit

/// Appends every attempted transition of every machine it observes to a file, one JSON object a
/// line. Each line goes out in a single write(2) on an O_APPEND descriptor, so a killed process
/// leaves every earlier line whole. A log that cannot be opened is reported once; the app runs on.
public final class TransitionLog: TransitionObserver, NavigationObserver {
    public let path: String
    /// Why the log could not be opened or written, once; nil while all is well.
    public private(set) var problem: String?
    /// The navigation stack's depth, for the lines of the machines other than the navigation.
    public var depth: () -> Int = { 0 }

    private var descriptor: Int32 = -1
    private let now: () -> Date

    public init(path: String, now: @escaping () -> Date = Date.init) {
        self.path = path
        self.now = now
        open()
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// $XDG_STATE_HOME/kanji-list/transitions.log, or ~/.local/state/kanji-list/transitions.log.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        DictionaryLocations.xdgDirectory("XDG_STATE_HOME", fallback: ".local/state", environment: environment)
            + "/kanji-list/transitions.log"
    }

    public func machineDidAttempt(_ attempt: TransitionAttempt) {
        navigationDidAttempt(attempt, subject: nil, depth: depth())
    }

    func navigationDidAttempt(_ attempt: TransitionAttempt, subject: String?, depth: Int) {
        let line = TransitionLogLine(
            time: TransitionLogLine.timestamp(now()),
            machine: attempt.machine,
            event: attempt.event,
            from: attempt.from,
            to: attempt.to,
            accepted: attempt.outcome.isAccepted,
            reason: attempt.outcome.reason,
            subject: subject,
            depth: depth)
        append(line)
    }

    /// One write(2) of the whole line. A short write (a full disk, a file size limit) is cut back to
    /// where the line began, so the log never ends in a torn line. A short write sets no errno, so
    /// the rest is written once more to learn the real reason; should that succeed, the line is whole.
    /// O_APPEND leaves the offset just past the bytes written, so where the line began is worked
    /// out only after a short write, not asked for before every line.
    func append(_ line: TransitionLogLine) {
        guard descriptor >= 0 else { return }
        let bytes = Array((line.json + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written != bytes.count else { return }
        var reason = errno
        if written > 0 {
            let end = lseek(descriptor, 0, SEEK_CUR)
            let start = end < 0 ? end : end - off_t(written)
            let rest = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if rest == bytes.count - written { return }
            reason = rest < 0 ? errno : ENOSPC
            if start >= 0 { ftruncate(descriptor, start) }
        }
        report("cannot write to \(path): \(String(cString: strerror(reason)))")
    }

    private func open() {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        descriptor = Foundation.open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        if descriptor < 0 {
            report("cannot open log \(path): \(String(cString: strerror(errno)))")
        }
    }

    private func report(_ message: String) {
        if problem == nil { problem = message }
    }
}
