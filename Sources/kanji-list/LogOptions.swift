import ArgumentParser
import KanjiBrowser

/// `--log PATH`, shared by the browser (which appends to it) and history (which reads it).
struct LogOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The transition log.",
        discussion: "Default: $XDG_STATE_HOME/kanji-list/transitions.log (~/.local/state/… when unset).",
        valueName: "path"))
    var log: String?

    var path: String { log ?? TransitionLog.defaultPath() }
}
