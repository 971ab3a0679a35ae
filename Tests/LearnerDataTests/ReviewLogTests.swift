import Foundation
import SpacedRepetition
import Synchronization
import TestSupport
import Testing
@testable import LearnerData

/// The review log: what is rated survives a restart and is scheduled as FSRS schedules it; several
/// writers lose nothing; a torn or damaged line is skipped and counted; undo; the statistics.
@Suite struct ReviewLogTests {
    let directory = TestFolders.unused("kanji-list-reviews")
    var path: String { directory.appendingPathComponent("nested/reviews.log").path }
    let start = Instant(millisecondsSince1970: 1_795_510_800_000)  // 2026-11-24T09:00:00Z
    let scheduler = Scheduler()

    @Test func ratingsSurviveARestartAndScheduleAsFSRSDoes() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = try ReviewLog(path: path)
        try log.record(.good, for: .kanji("日"), at: start)
        try log.record(.easy, for: .kanji("月"), at: start)
        try log.record(.good, for: .kanji("日"), at: start.adding(milliseconds: 600_000))
        let reread = try ReviewLog(path: path)
        let expected = scheduler.review(scheduler.review(.new, rating: .good, at: start), rating: .good,
                                        at: start.adding(milliseconds: 600_000))
        #expect(reread.schedule.card(.kanji("日")) == expected)
        #expect(reread.schedule.card(.kanji("月")) == scheduler.review(.new, rating: .easy, at: start))
        #expect(reread.entries == log.entries)
        #expect(reread.skipped.isEmpty)
        // Each line holds the state it left the card in.
        guard case .review(let last) = try #require(reread.entries.last) else { Issue.record("not a review"); return }
        #expect(last.card == expected)
    }

    /// A rating added to the schedule as it is made leaves it as a rebuild from the log would:
    /// in order, at the same moment as another, before another (a clock set back), after an undo.
    @Test func theScheduleKeptAsRatingsComeIsTheRebuiltOne() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = try ReviewLog(path: path)
        let ratings: [(Int64, Character)] = [
            (0, "日"), (600_000, "月"), (600_000, "日"), (86_400_000, "月"), (2 * 86_400_000, "日"),
            (3_600_000, "日"), (90 * 86_400_000, "月"),
        ]
        for (index, (offset, kanji)) in ratings.enumerated() {
            let review = try log.record(Rating.allCases[index % 4], for: .kanji(kanji), at: start.adding(milliseconds: offset))
            if index == 3 { try log.undo(review, at: start.adding(milliseconds: offset)) }
            let rebuilt = ReviewSchedule(entries: log.entries)
            #expect(log.schedule.steps == rebuilt.steps, "after rating \(index + 1)")
            #expect(log.schedule.cards == rebuilt.cards, "after rating \(index + 1)")
        }
    }

    @Test func theLineFormatIsTheDocumentedOne() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try ReviewLog(path: path).record(.good, for: .word("日本"), at: start)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == #"{"time":"2026-11-24T09:00:00.000Z","card":"日本","kind":"word","rating":3,"state":"learning","step":1,"stability":2.3065,"difficulty":2.118103970459016,"due":"2026-11-24T09:10:00.000Z"}"# + "\n")
    }

    @Test func concurrentWritersLoseNothing() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let writers = 4, perWriter = 60
        let failures = Atomic(0)
        let path = path, start = start
        // Each writer its own instance and open file, as two browsers have.
        DispatchQueue.concurrentPerform(iterations: writers) { writer in
            do {
                let log = try ReviewLog(path: path)
                for index in 0..<perWriter {
                    let subject = StudySubject.word("w\(writer)-\(index % 10)")
                    try log.record(.good, for: subject, at: start.adding(milliseconds: Int64(index)))
                }
            } catch {
                failures.add(1, ordering: .relaxed)
            }
        }
        #expect(failures.load(ordering: .relaxed) == 0)
        let reread = try ReviewLog(path: path)
        #expect(reread.entries.count == writers * perWriter)
        #expect(reread.skipped.isEmpty)
        #expect(reread.schedule.cards.count == writers * 10)
        #expect(reread.schedule.steps.count == writers * perWriter)
    }

    @Test func anotherInstancesRatingsAreSeenBeforeRating() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try ReviewLog(path: path), second = try ReviewLog(path: path)
        try first.record(.good, for: .kanji("日"), at: start)
        let review = try second.record(.good, for: .kanji("日"), at: start.adding(milliseconds: 600_000))
        #expect(review.card.state == .review)  // the second step, not a first rating
        #expect(try ReviewLog(path: path).schedule.steps.count == 2)
    }

    @Test func aTornLastLineIsSkippedCountedAndNotGluedToTheNext() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = try ReviewLog(path: path)
        try log.record(.good, for: .kanji("日"), at: start)
        let torn = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try torn.seekToEnd()
        try torn.write(contentsOf: Data(#"{"time":"2026-11-24T09:01:00.000Z","card":"月","ki"#.utf8))
        try torn.close()
        let reread = try ReviewLog(path: path)
        #expect(reread.entries.count == 1)
        #expect(reread.skipped.map(\.number) == [2])
        try reread.record(.again, for: .kanji("月"), at: start.adding(milliseconds: 1000))
        let after = try ReviewLog(path: path)
        #expect(after.entries.count == 2)
        #expect(after.skipped.map(\.number) == [2])
        #expect(after.schedule.card(.kanji("月")).step == 0)
    }

    @Test(arguments: [
        ("not json", "not a JSON object"),
        (#"{"time":"yesterday","card":"日","kind":"kanji","rating":3,"state":"learning"}"#, "time yesterday is not a log timestamp"),
        (#"{"time":"2026-11-24T09:00:00.000Z","card":"日","kind":"radical","rating":3,"state":"learning"}"#, "kind radical is neither kanji nor word"),
        (#"{"time":"2026-11-24T09:00:00.000Z","card":"日","kind":"kanji","rating":5,"state":"learning"}"#, "rating is not 1, 2, 3 or 4"),
        (#"{"time":"2026-11-24T09:00:00.000Z","card":"\u001b[31m","kind":"word","rating":3,"state":"review"}"#, "card: it holds U+001B, which is not text"),
        (#"{"time":"2026-11-24T09:00:00.000Z","kind":"kanji","rating":3}"#, "no field card"),
    ])
    func aDamagedLineIsSkippedWithItsReason(line: String, reason: String) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try ReviewLog(path: path).record(.good, for: .kanji("日"), at: start)
        try (String(contentsOfFile: path, encoding: .utf8) + line + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        try ReviewLog(path: path).record(.good, for: .kanji("月"), at: start)
        let log = try ReviewLog(path: path)
        #expect(log.skipped == [ReviewLog.SkippedLine(number: 2, reason: reason)])
        #expect(log.schedule.cards.keys.sorted { $0.text < $1.text } == [.kanji("日"), .kanji("月")].sorted { $0.text < $1.text })
    }

    @Test func undoTakesBackOneRatingAndKeepsTheLine() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = try ReviewLog(path: path)
        try log.record(.good, for: .kanji("日"), at: start)
        let second = try log.record(.again, for: .kanji("日"), at: start.adding(milliseconds: 60_000))
        try log.undo(second, at: start.adding(milliseconds: 61_000))
        #expect(log.schedule.card(.kanji("日")) == scheduler.review(.new, rating: .good, at: start))
        let reread = try ReviewLog(path: path)
        #expect(reread.entries.count == 3)
        #expect(reread.schedule.steps.count == 1)
        #expect(reread.schedule.card(.kanji("日")) == log.schedule.card(.kanji("日")))
    }

    @Test func aLogThatCannotBeWrittenIsAnErrorAndTheRatingDoesNotCount() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let unwritable = "/proc/self/kanji-list-test/reviews.log"  // nothing to read, nowhere to write, even as root
        let log = try ReviewLog(path: unwritable)
        #expect(throws: ReviewLogError(path: unwritable, message: "No such file or directory")) {
            try log.record(.good, for: .kanji("日"), at: start)
        }
        #expect(log.schedule.cards.isEmpty && log.entries.isEmpty)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)  // a folder where the file should be
        #expect(throws: ReviewLogError(path: path, message: "cannot read: is a directory, not a regular file")) { try ReviewLog(path: path) }
    }

    @Test func statisticsCountDueNewRetentionAndDays() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let log = try ReviewLog(path: path)
        let day = Instant.millisecondsPerDay
        try log.record(.easy, for: .kanji("日"), at: start)  // into review, due in days
        try log.record(.easy, for: .kanji("月"), at: start)
        let nextDue = try #require(log.schedule.card(.kanji("日")).due)
        try log.record(.good, for: .kanji("日"), at: nextDue)  // a review of a card in review: recalled
        try log.record(.again, for: .kanji("月"), at: nextDue)  // forgotten
        try log.record(.good, for: .kanji("火"), at: nextDue)  // new today
        let now = nextDue.adding(milliseconds: 1000)
        let statistics = StudyStatistics(schedule: log.schedule, now: now.date, newPerDay: 10, day: StudyDay(calendar: calendar))
        #expect(statistics.studied == 3)
        #expect(statistics.newToday == 1 && statistics.newLeftToday == 9)
        #expect(statistics.matureReviews == 2 && statistics.recalled == 1 && statistics.retention == 0.5)
        #expect(statistics.reviewsPerDay.map(\.reviews) == [2, 3])
        #expect(statistics.reviewsPerDay.first?.day == "2026-11-24")
        // 月 relearns in 10 minutes and 火 learns in 10: neither is due a second after.
        #expect(statistics.dueNow == 0)
        let later = StudyStatistics(schedule: log.schedule, now: now.adding(milliseconds: day).date, day: StudyDay(calendar: calendar))
        #expect(later.dueNow == 2)
    }

    /// As Anki counts days: a card in review is due from 4:00 on the day its due time falls in
    /// (rated at 09:00 and due in days, it is due at 04:30 that day, not at 03:59), the hour
    /// settable; a card in a learning step is due by the minute.
    @Test func aCardInReviewIsDueFromTheStartOfItsStudyDay() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let log = try ReviewLog(path: path)
        try log.record(.easy, for: .kanji("日"), at: start)  // 09:00, into review
        try log.record(.again, for: .kanji("月"), at: start)  // a learning step
        let due = try #require(log.schedule.card(.kanji("日")).due)
        let day = StudyDay(calendar: calendar)
        let dayStart = Instant(day.interval(containing: due.date).start)
        #expect(dayStart.millisecondsSince1970 == due.millisecondsSince1970 - 5 * 3_600_000, "04:00 of the due day")
        let halfPastFour = dayStart.adding(milliseconds: 30 * 60_000)
        #expect(log.schedule.due(at: halfPastFour, day: day) == [.kanji("月"), .kanji("日")], "the longest overdue first")
        #expect(!log.schedule.due(at: dayStart.adding(milliseconds: -60_000), day: day).contains(.kanji("日")))
        #expect(!log.schedule.due(at: halfPastFour, day: StudyDay(startHour: 6, calendar: calendar)).contains(.kanji("日")))
        let learningDue = try #require(log.schedule.card(.kanji("月")).due)
        #expect(log.schedule.due(at: learningDue.adding(milliseconds: -1000), day: day).isEmpty)
        #expect(log.schedule.due(at: learningDue, day: day) == [.kanji("月")])
        #expect(ReviewOutput.summary(StudyStatistics(schedule: ReviewSchedule(entries: []), now: start.date)) == "0 due, 10 new left today, 0 cards studied\n")
    }

    /// The hour a day starts is kept beside the new cards a day; a damaged one is the default.
    @Test func theDaysStartIsKeptInTheSettings() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("study.json").path
        try StudySettings(newPerDay: 5, dayStartHour: 6).write(to: file)
        #expect(StudySettings.read(from: file) == StudySettings(newPerDay: 5, dayStartHour: 6))
        try Data(#"{"newPerDay":5,"dayStartsAt":30}"#.utf8).write(to: URL(fileURLWithPath: file))
        #expect(StudySettings.read(from: file) == StudySettings(newPerDay: 5, dayStartHour: 4))
        try Data(#"{"newPerDay":7}"#.utf8).write(to: URL(fileURLWithPath: file))
        #expect(StudySettings.read(from: file).dayStartHour == 4)
    }

    @Test func theTestClockIsFixedOrRefused() throws {
        let fixed = try StudyClock.now(environment: [StudyClock.testVariable: "2026-11-24T09:00:00.000Z"])
        #expect(Instant(fixed()) == start)
        #expect(throws: StudyClockError.self) { try StudyClock.now(environment: [StudyClock.testVariable: "tomorrow"]) }
    }

    @Test func theExportIsCSVInTheFSRSOptimizersColumns() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = try ReviewLog(path: path)
        try log.record(.good, for: .word("a,\"b"), at: start)
        try log.record(.good, for: .word("a,\"b"), at: start.adding(milliseconds: 600_000))
        let lines = ReviewOutput.csv(log.schedule).split(separator: "\n")
        #expect(lines.first == "card_id,review_time,review_rating,review_state,review_duration,card,kind,reviewed_at,state,stability,difficulty,due")
        #expect(lines.dropFirst().map { $0.hasPrefix("\"word:a,\"\"b\",17955") } == [true, true])
        #expect(lines.dropFirst().map { $0.split(separator: ",")[2...4].joined(separator: ",") } == ["1795510800000,3,0", "1795511400000,3,1"])
    }
}
