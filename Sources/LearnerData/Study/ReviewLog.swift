import Foundation
import KanjiDictionary
import SpacedRepetition

/// The review log, $XDG_DATA_HOME/kanji-list/reviews.log: every rating (and every undo) appended as
/// one JSON line, written whole and flushed to disk, never rewritten. Several instances append at
/// once and lose nothing; a line cut short or damaged is skipped and counted, never fatal. The
/// schedule is rebuilt from it (ReviewSchedule), and again whenever another instance has added to it.
public final class ReviewLog {
    /// A line that is not one of ours, and why.
    public struct SkippedLine: Equatable, Sendable {
        public var number: Int
        public var reason: String
    }

    public let path: String
    public private(set) var entries: [ReviewLogEntry] = []
    public private(set) var skipped: [SkippedLine] = []
    public private(set) var schedule: ReviewSchedule

    private let scheduler: Scheduler
    private var file: AppendOnlyFile?
    /// The file as last read or written, to tell cheaply whether another instance has added to it.
    private var lastSeen: FileIdentity?

    /// A rating's line is about 200 bytes (a word at most 100 characters): a longer one is skipped
    /// unread, so a damaged log costs no more memory than its ratings.
    static let longestLine = 4096

    /// The log at `path`, read; one that does not exist yet is empty.
    public init(path: String, scheduler: Scheduler = Scheduler()) throws(ReviewLogError) {
        self.path = path
        self.scheduler = scheduler
        schedule = ReviewSchedule(entries: [], scheduler: scheduler)
        try reload()
    }

    /// $XDG_DATA_HOME/kanji-list/reviews.log, or ~/.local/share/kanji-list/reviews.log.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        DictionaryLocations.xdgDirectory("XDG_DATA_HOME", fallback: ".local/share", environment: environment)
            + "/kanji-list/reviews.log"
    }

    /// Reads the whole file again.
    public func reload() throws(ReviewLogError) {
        let identity = FileIdentity(path: path)
        var entries: [ReviewLogEntry] = []
        var skipped: [SkippedLine] = []
        let read = LineFile.forEachLine(ofFile: path, longestLine: Self.longestLine) { number, line in
            guard let line else {
                skipped.append(SkippedLine(number: number, reason: "longer than \(Self.longestLine >> 10) KB, far more than a rating's line"))
                return
            }
            do throws(ForeignLine) {
                entries.append(try ReviewLogEntry.read(line))
            } catch {
                skipped.append(SkippedLine(number: number, reason: error.reason))
            }
        }
        if case .failure(let error) = read { throw ReviewLogError(path: path, message: "cannot read: \(error.message)") }
        self.entries = entries
        self.skipped = skipped
        schedule = ReviewSchedule(entries: entries, scheduler: scheduler)
        lastSeen = identity
    }

    /// Reads the file again if it changed since; true if it did. A stat(2) when nothing changed.
    @discardableResult
    public func reloadIfChanged() throws(ReviewLogError) -> Bool {
        guard FileIdentity(path: path) != lastSeen else { return false }
        try reload()
        return true
    }

    /// Rates `subject` at `time`, `duration` milliseconds after it was shown: the card as the log
    /// (re-read if another instance wrote to it) and this rating make it, appended and flushed
    /// before it counts here.
    @discardableResult
    public func record(_ rating: Rating, for subject: StudySubject, at time: Instant, duration: Int64? = nil) throws(ReviewLogError) -> ReviewLogEntry.Review {
        try reloadIfChanged()
        let card = scheduler.review(schedule.card(subject), rating: rating, at: time)
        let review = ReviewLogEntry.Review(subject: subject, rating: rating, time: time, card: card, duration: duration)
        try append(.review(review))
        return review
    }

    /// Undoes `review` (appending an undo line: the log is never rewritten).
    public func undo(_ review: ReviewLogEntry.Review, at time: Instant) throws(ReviewLogError) {
        try reloadIfChanged()
        try append(.undo(subject: review.subject, reviewTime: review.time, time: time))
    }

    private func append(_ entry: ReviewLogEntry) throws(ReviewLogError) {
        let file = self.file ?? AppendOnlyFile(path: path, naming: "the review log")
        if file.openProblem == nil { self.file = file }  // else tried again next time
        if let problem = file.append(entry.json, startingOnANewLine: true) ?? file.flush() {
            throw ReviewLogError(path: path, message: problem.reason)
        }
        entries.append(entry)
        // A rating newer than all the others (the usual case) is added; an undo, or a rating
        // dated before another (a clock set back), rebuilds the whole schedule.
        let added = if case .review(let review) = entry { schedule.appendNewest(review) } else { false }
        if !added { schedule = ReviewSchedule(entries: entries, scheduler: scheduler) }
        // The file as this instance now knows it, unless it grew by more than this line (and the
        // newline that may have ended a torn one): then another instance wrote too, and the next
        // look re-reads it.
        let grown = (FileIdentity(path: path)?.size ?? 0) - (lastSeen?.size ?? 0)
        let line = Int64(entry.json.utf8.count + 1)
        if grown == line || grown == line + 1 { lastSeen = FileIdentity(path: path) }
    }
}

/// The review log could not be read or written at all (a single bad line is skipped, not an error).
public struct ReviewLogError: Error, CustomStringConvertible, Equatable {
    public var path: String
    public var message: String

    public var description: String { "\(path): \(message)" }

    /// The file's name and the reason, short enough for a notice: "reviews.log: No space left on device".
    public var short: String { "\((path as NSString).lastPathComponent): \(message)" }
}
