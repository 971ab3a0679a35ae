import ArgumentParser
import Glibc

@main
struct KanjiList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kanji-list",
        abstract: "Browse kanji, their readings and the words that use them, in the terminal.",
        discussion: """
            Dictionary: --dictionary PATH if given; otherwise your imported dictionary, \
            $XDG_DATA_HOME/kanji-list/dictionary.json (~/.local/share/… when unset), when it exists \
            (make it with `kanji-list import`); otherwise the bundled one. \
            Data: KANJIDIC2 and EDICT (or JMdict, KRADFILE and RADKFILE) by the Electronic Dictionary Research and Development \
            Group, CC BY-SA 4.0; stroke order from KanjiVG by Ulrich Apel, CC BY-SA 3.0; JLPT N5-N1 levels from \
            Jonathan Waller's lists, CC BY; example sentences from the Tatoeba project, CC BY 2.0 FR; word \
            frequencies from wordfreq by Robyn Speer, CC BY-SA 4.0; the last four in the bundled dictionary and \
            when imported. \
            Manual: `man kanji-list`, and every screen in detail in docs/manual.md (installed in \
            share/doc/kanji-list/ beside the man page's share/man); `?` in the browser lists its keys.
            """,
        version: "0.1.0",
        // Every command, nested ones too, names itself: ArgumentParser would otherwise make the
        // name from the type's with String(describing:), which costs the Swift runtime scans of
        // every protocol conformance in the binary (about 1M instructions a command, 6M of
        // --version's 20M), at every start, whichever command runs (docs/benchmarks.md, issue 35).
        // Each names kanji-list as its `_superCommandName`, for `parsed(_:)`.
        subcommands: [
            BrowseCommand.self, LookupCommand.self, StrokesCommand.self, SearchCommand.self, ParseCommand.self, ConjugateCommand.self, SayCommand.self, ReadCommand.self, RecognizeCommand.self, HistoryCommand.self,
            BookmarksCommand.self, KnownCommand.self, StudyCommand.self, ReplayCommand.self,
            ImportCommand.self, CacheCommand.self, GraphCommand.self,
        ],
        defaultSubcommand: BrowseCommand.self
    )

    /// ArgumentParser's own `main`, with the program's outputs made safe first: closed standard
    /// streams reserved, a file size limit an error instead of a kill (SIGXFSZ), and its messages
    /// (which repeat the user's arguments) written through StandardStreams, escaped, with a
    /// closed or full stream an exit status rather than a trap. SIGQUIT gets its default action
    /// back from Swift's crash reporter, which would print a crash and let the command carry on;
    /// the browser keeps the reporter (its terminal restorer ends the process after it), and
    /// import watches it like Ctrl-C.
    static func main() {
        StandardStreams.reserveClosedDescriptors()
        signal(SIGXFSZ, SIG_IGN)
        do {
            let commandNames = Set(configuration.subcommands.map { $0._commandName })
            let arguments = LeadingDictionaryOption.movedAfterCommand(Array(CommandLine.arguments.dropFirst()), commandNames: commandNames)
            defer { LoadedDictionary.reportDamage() }
            if let request = QuickCommandLine.request(arguments) {
                endOnSentSignals()
                try request.run()
                return
            }
            var command = try parsed(arguments)
            if !(command is BrowseCommand) { endOnSentSignals() }
            try command.run()
        } catch {
            let status = exitCode(for: error)
            let message = fullMessage(for: error)
            if message.isEmpty {
                Glibc.exit(status.rawValue)
            } else if status == .success {
                Glibc.exit((try? printOutput(message + "\n")) == nil ? ExitCode.failure.rawValue : status.rawValue)
            } else {
                printError(message)
                Glibc.exit(status.rawValue)
            }
        }
    }

    /// SIGQUIT and the fault signals sent by others end a command (SentFatalSignals).
    private static func endOnSentSignals() {
        signal(SIGQUIT, SIG_DFL)
        SentFatalSignals.endCommandOnSentSignals()
    }

    /// The command line parsed. A command named first is parsed alone, as the root of a tree of
    /// its own under kanji-list (its `_superCommandName`): ArgumentParser then reflects on that
    /// command's options only, where the whole tree cost every start a reflection of the
    /// browser's (the default command) and two parsers of its own looking for
    /// --generate-completion-script, a third of `lookup 日`'s instructions (docs/benchmarks.md,
    /// issue 35). Whatever is not a run of that command (a mistake, --help, --version, a
    /// completion) is parsed again whole, so every message and help page is as before.
    static func parsed(_ arguments: [String]) throws -> ParsableCommand {
        if let name = arguments.first, let named = configuration.subcommands.first(where: { $0._commandName == name }) {
            do {
                let command = try named.parseAsRoot(Array(arguments.dropFirst()))
                if isCommand(type(of: command), within: named) { return command }
            } catch {
                // The whole tree below says what was wrong, as it always did.
            }
        }
        return try parseAsRoot(arguments)
    }

    /// Whether `type` is `command` or one of its subcommands (not ArgumentParser's help).
    private static func isCommand(_ type: ParsableCommand.Type, within command: ParsableCommand.Type) -> Bool {
        type == command || command.configuration.subcommands.contains { isCommand(type, within: $0) }
    }
}
