import ArgumentParser
import Foundation
import LearnerData

/// `kanji-list history`: the kanji and words seen, newest first, read from the transition log.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        _superCommandName: "kanji-list",
        abstract: "Print the kanji and words you have seen, newest first, each once.",
        discussion: "Read from the transition log; lines that are not kanji-list's are skipped and counted on standard error.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(help: "text (tab-separated: text, kind, when last seen) or json.")
    var format: Format = .text

    @Option(help: ArgumentHelp("Print at most this many.", valueName: "N"))
    var limit: Int?

    @OptionGroup var log: LogOptions

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1, not \(limit)") }
    }

    func run() throws {
        let path = log.path
        let reader = try LogOptions.read(path)
        if let first = reader.skipped.first {
            printError("kanji-list: skipped \(reader.skipped.count) line(s) of \(path) that are not kanji-list's"
                + " (first: line \(first.number), \(first.reason))")
        }
        let entries = History(log: reader).entries.prefix(limit ?? Int.max)
        let output = format == .json ? StudyListOutput.json(entries) : StudyListOutput.text(entries)
        try printOutput(output)
    }
}
