import ArgumentParser
import Foundation
import LearnerData

/// `kanji-list study`: the review schedule for scripts and shell prompts, read from the review log.
struct StudyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "study",
        _superCommandName: "kanji-list",
        abstract: "Print what is due for review, statistics, or the whole review history.",
        discussion: """
            Read from the review log, $XDG_DATA_HOME/kanji-list/reviews.log (~/.local/share/… when unset), \
            which the browser's Study screen (S) writes; the schedule is FSRS-6's. Without an option: one line, \
            "2 due, 8 new left today, 5 cards studied". Damaged lines are skipped and counted on standard error.
            """)

    @Flag(help: "Every card studied and when it is next due, soonest first (tab-separated: text, kind, due, state).")
    var due = false

    @Flag(help: "Cards studied, due now, new today, retention and reviews per day over the last 30 days.")
    var stats = false

    @Flag(help: "JSON instead of text.")
    var json = false

    @Flag(help: ArgumentHelp(
        "Every review as CSV for a spreadsheet or the FSRS optimizer.",
        discussion: "RFC 4180 with a header: the optimizer's review-log columns (card_id is kanji:日 or word:日本), then the card's text, kind and state after the review. Anki imports no review history; `kanji-list bookmarks --format anki` gives it notes."))
    var export = false

    @Option(help: ArgumentHelp(
        "New cards a day.",
        discussion: "Default: what Study's start screen last set, kept in $XDG_STATE_HOME/kanji-list/study.json; else 10.",
        valueName: "N"))
    var newPerDay: Int?

    @Option(help: ArgumentHelp(
        "The hour a study day starts, 0 to 23, local time (Anki's \"next day starts at\").",
        discussion: "A card in review is due from the start of the study day its due time falls in. Kept in $XDG_STATE_HOME/kanji-list/study.json for later runs and the browser; default 4.",
        valueName: "HOUR"))
    var dayStartsAt: Int?

    func validate() throws {
        if [due, stats, export].filter({ $0 }).count > 1 {
            throw ValidationError("give at most one of --due, --stats and --export")
        }
        if export && json { throw ValidationError("--export writes CSV; --json does not go with it") }
        try Self.validate(newPerDay: newPerDay)
        if let dayStartsAt, !StudyDay.startHourRange.contains(dayStartsAt) {
            throw ValidationError("--day-starts-at must be an hour from 0 to 23, not \(dayStartsAt)")
        }
    }

    /// `--new-per-day`, for this command and the browser's.
    static func validate(newPerDay: Int?) throws {
        guard let newPerDay, !StudySettings.newPerDayRange.contains(newPerDay) else { return }
        let range = StudySettings.newPerDayRange
        throw ValidationError("--new-per-day must be from \(range.lowerBound) to \(range.upperBound), not \(newPerDay)")
    }

    /// The review log at its usual place, its damaged lines counted on standard error.
    static func openReviewLog() throws -> ReviewLog {
        let log: ReviewLog
        do {
            log = try ReviewLog(path: ReviewLog.defaultPath())
        } catch {
            printError("kanji-list: \(error)")
            throw ExitCode.failure
        }
        if let first = log.skipped.first {
            printError("kanji-list: skipped \(log.skipped.count) damaged line(s) of \(log.path)"
                + " (first: line \(first.number), \(first.reason))")
        }
        return log
    }

    func run() throws {
        let now: () -> Date
        do {
            now = try StudyClock.now()
        } catch {
            printError("kanji-list: \(error)")
            throw ExitCode.failure
        }
        let log = try StudyCommand.openReviewLog()
        var settings = StudySettings.read(from: StudySettings.defaultPath())
        if let dayStartsAt {
            settings.dayStartHour = dayStartsAt
            do {
                try settings.write(to: StudySettings.defaultPath())
            } catch {
                printError("kanji-list: \(error)")
                throw ExitCode.failure
            }
        }
        let statistics = StudyStatistics(schedule: log.schedule, now: now(), newPerDay: newPerDay ?? settings.newPerDay, day: settings.day)
        let output: String
        switch (due, stats, export) {
        case (true, _, _): output = json ? ReviewOutput.dueJSON(log.schedule) : ReviewOutput.due(log.schedule)
        case (_, true, _): output = json ? ReviewOutput.statisticsJSON(statistics) : ReviewOutput.statistics(statistics)
        case (_, _, true): output = ReviewOutput.csv(log.schedule)
        default: output = json ? ReviewOutput.summaryJSON(statistics) : ReviewOutput.summary(statistics)
        }
        try printOutput(output)
    }
}
