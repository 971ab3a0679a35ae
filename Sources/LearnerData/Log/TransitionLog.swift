import Foundation
import KanjiDictionary
import StateMachineKit

/// Appends every attempted transition of every machine it observes to a file, one JSON object a
/// line, each written whole (AppendOnlyFile). A log that cannot be opened is reported once; the
/// app runs on.
public final class TransitionLog: TransitionObserver, NavigationObserver {
    public let path: String
    /// Why the log could not be opened or written, once; nil while all is well.
    public private(set) var problem: String?
    /// The navigation stack's depth, for the lines of the machines other than the navigation.
    public var depth: () -> Int = { 0 }

    private let file: AppendOnlyFile
    private let now: () -> Date

    public init(path: String, now: @escaping () -> Date = Date.init) {
        self.path = path
        self.now = now
        file = AppendOnlyFile(path: path, naming: "log")
        if let problem = file.openProblem { report(problem.description) }
    }

    /// $XDG_STATE_HOME/kanji-list/transitions.log, or ~/.local/state/kanji-list/transitions.log.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        DictionaryLocations.xdgDirectory("XDG_STATE_HOME", fallback: ".local/state", environment: environment)
            + "/kanji-list/transitions.log"
    }

    public func machineDidAttempt(_ attempt: TransitionAttempt) {
        navigationDidAttempt(attempt, subject: nil, depth: depth())
    }

    public func navigationDidAttempt(_ attempt: TransitionAttempt, subject: String?, depth: Int) {
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

    func append(_ line: TransitionLogLine) {
        if let problem = file.append(line.json) { report(problem.description) }
    }

    private func report(_ message: String) {
        if problem == nil { problem = message }
    }
}
