import ArgumentParser
import LearnerData

/// `--log PATH`, shared by the browser (which appends to it) and history (which reads it).
struct LogOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The transition log.",
        discussion: "Default: $XDG_STATE_HOME/kanji-list/transitions.log (~/.local/state/… when unset).",
        valueName: "path"))
    var log: String?

    var path: String { log ?? TransitionLog.defaultPath() }

    /// The log at `path` read back, or its error said and the command ended with status 1.
    static func read(_ path: String) throws -> TransitionLogReader {
        do {
            return try TransitionLogReader(path: path)
        } catch {
            printError("kanji-list: \(error)")
            throw ExitCode.failure
        }
    }
}
