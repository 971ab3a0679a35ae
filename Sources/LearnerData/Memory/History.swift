import Foundation

/// What the user has seen, newest first, each kanji or word once with when it was last seen.
///
/// History is read from the transition log rather than kept in a file of its own: the log already
/// records every screen opened, with its subject and time, so a second file would hold the same
/// fact twice and could disagree with it. The cost is reading the log on demand (see
/// docs/architecture.md for the measurement).
public struct History: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public var subject: StudySubject
        public var lastSeen: Date
    }

    public var entries: [Entry]
    /// Lines of the log that were not ours (damaged, foreign) and were passed over.
    public var skippedLines: Int

    /// Every accepted move of the navigation onto a kanji's or a word's screen counts as seeing it,
    /// going back to it included.
    public init(log: TransitionLogReader) {
        self.init(lines: log.lines[...], skippedLines: log.skipped.count)
    }

    /// The history as of the end of `lines`.
    init(lines: ArraySlice<TransitionLogReader.NumberedLine>, skippedLines: Int) {
        var reading = Reading()
        for numbered in lines { reading.add(numbered) }
        self = reading.history(skippedLines: skippedLines)
    }

    /// The history read a line at a time, so a replay has it as the session saw it at every
    /// step without reading the log again from the start.
    public struct Reading {
        /// Each subject seen, with the order and time it was last seen.
        private var lastSeen: [StudySubject: (order: Int, date: Date)] = [:]
        private var count = 0

        public init() {}

        public mutating func add(_ numbered: TransitionLogReader.NumberedLine) {
            let line = numbered.line
            guard line.machine == LoggedNavigation.machine, line.accepted, let text = line.subject,
                  let kind = LoggedNavigation.subjectKind(ofState: line.to) else { return }
            lastSeen[StudySubject(text: text, kind: kind)] = (count, numbered.date)
            count += 1
        }

        /// Newest first.
        public func history(skippedLines: Int) -> History {
            let entries = lastSeen.sorted { $0.value.order > $1.value.order }
                .map { Entry(subject: $0.key, lastSeen: $0.value.date) }
            return History(entries: entries, skippedLines: skippedLines)
        }
    }

    private init(entries: [Entry], skippedLines: Int) {
        self.entries = entries
        self.skippedLines = skippedLines
    }

    /// Reads the log at `path`; a log not written yet is an empty history.
    public init(logPath: String) throws(TransitionLogError) {
        self.init(log: try TransitionLogReader(path: logPath))
    }
}
