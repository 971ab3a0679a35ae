import ArgumentParser
import KanjiBrowser

/// Prints what the browser would show, without a terminal UI.
struct LookupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lookup",
        _superCommandName: "kanji-list",
        abstract: "Print a kanji's details and the words containing it, or the kanji of a word.")

    @Argument(help: "A kanji (日) or a word (日本).")
    var text: String

    @Option(help: "How many of a kanji's words to print, the ones a learner meets first (0 for all).")
    var limit = 20

    @OptionGroup var dictionary: DictionaryOptions

    func validate() throws {
        guard limit >= 0 else { throw ValidationError("--limit must be 0 (all) or more") }
    }

    func run() throws {
        try Request(text: text, limit: limit, dictionary: dictionary.choice).run()
    }

    /// A lookup as asked, however its command line was read (here or by QuickCommandLine).
    struct Request: CommandRequest {
        let text: String
        let limit: Int
        let dictionary: DictionaryChoice

        func run() throws {
            let store = try dictionary.load()
            guard let report = LookupReport.text(for: text, in: store, wordLimit: limit) else {
                let argument = text.contains(where: \.isWhitespace) ? "\"\(text)\"" : text
                printError(
                    "kanji-list: found no kanji in \(text) (\(dictionary.path)); to find it by reading or meaning: kanji-list search \(argument)")
                throw ExitCode(1)
            }
            try printOutput(report)
        }
    }
}
