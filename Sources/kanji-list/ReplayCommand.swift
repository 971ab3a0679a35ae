import ArgumentParser
import KanjiBrowser

/// `kanji-list replay LOG`: a session reproduced from its transition log, for bug reports.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        _superCommandName: "kanji-list",
        abstract: "Drive the browser from a transition log, without a terminal, and check every move goes as logged.",
        discussion: """
            Every navigation line (start, open, back, all, search, history, bookmarks, components) is done again with the \
            dictionary given, and must be accepted or refused as the log says, with the same states, subject \
            and depth. The first line that differs is reported (exit status 1): a log made with another \
            dictionary, or one edited by hand. Lines that are not kanji-list's are counted and passed over.
            """)

    @Argument(help: ArgumentHelp("The transition log.", valueName: "log"))
    var log: String

    @Flag(help: "Print each screen as text after each step.")
    var screens = false

    @Option(help: "The screens' width, with --screens.")
    var width = 80

    @Option(help: "The screens' height, with --screens.")
    var height = 24

    @OptionGroup var dictionary: DictionaryOptions

    /// Far past any terminal; a screen of 1000 × 1000 cells is already 4 MB of text a step.
    static let largestScreen = 1000

    func validate() throws {
        let smallest = SessionReplay.smallestScreen
        guard (smallest.width...Self.largestScreen).contains(width) else {
            throw ValidationError("--width must be from \(smallest.width) to \(Self.largestScreen), not \(width)")
        }
        guard (smallest.height...Self.largestScreen).contains(height) else {
            throw ValidationError("--height must be from \(smallest.height) to \(Self.largestScreen), not \(height)")
        }
    }

    func run() throws {
        let reader = try LogOptions.read(log)
        let store = try dictionary.load()
        let replay = SessionReplay(store: store, dictionaryPath: dictionary.path, log: reader,
                                   screenSize: screens ? (width, height) : nil)
        var output: Error?
        do {
            let summary = try replay.run { step in
                guard output == nil, let screen = step.screen else { return }
                do {
                    try printOutput("── line \(step.line): \(step.move.description)\n\(screen)\n")
                } catch {
                    output = error
                }
            }
            if let output { throw output }
            for skipped in summary.skipped {
                printError("kanji-list: \(log) line \(skipped.number) skipped: \(skipped.reason)")
            }
            printError("kanji-list: replayed \(summary.steps) navigation steps of \(log), each accepted or refused as logged"
                + " (\(summary.otherLines) lines of other machines passed over)")
        } catch let difference as SessionReplay.Difference {
            printError("kanji-list: \(log) \(difference)")
            throw ExitCode.failure
        }
    }
}
