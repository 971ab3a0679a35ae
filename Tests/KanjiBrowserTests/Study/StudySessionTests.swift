import Foundation
import SpacedRepetition
import StateMachineKit
import TestSupport
import Testing
@testable import KanjiBrowser
@testable import LearnerData

/// The study session's statechart: its valid and invalid moves, undo, pause and resume through
/// history, and what each rating leaves in the review log.
@Suite final class StudySessionTests {
    let directory = TestFolders.unused("kanji-list-study")
    let start = Instant(millisecondsSince1970: 1_795_510_800_000)  // 2026-11-24T09:00:00Z
    var clock: Instant
    let recorder = TransitionRecorder()
    let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        return calendar
    }()

    init() { clock = start }

    deinit { try? FileManager.default.removeItem(at: directory) }

    func session(_ subjects: [StudySubject], log: ReviewLog? = nil, newPerDay: Int = 10) throws -> StudySession {
        let log = try log ?? ReviewLog(path: directory.appendingPathComponent("reviews.log").path)
        return try StudySession(deck: StudyDeck(source: .bookmarks, subjects: subjects), log: log,
                                now: { [unowned self] in clock.date }, newPerDay: newPerDay, day: StudyDay(calendar: calendar),
                                observers: [recorder])
    }

    var moves: [String] {
        recorder.attempts.map { "\($0.event ?? "-") \($0.from ?? "-")→\($0.to ?? "-")\($0.outcome.isAccepted ? "" : " refused")" }
    }

    @Test func aSessionGoesStartFrontBackRatedAndDone() throws {
        let study = try session([.kanji("日"), .kanji("月")])
        #expect(study.phase == .start)
        #expect(study.waiting.new == 2)
        study.begin()
        #expect(study.phase == .front && study.current == .kanji("日"))
        study.reveal()
        #expect(study.phase == .back)
        study.rate(.easy)
        #expect(study.phase == .front && study.current == .kanji("月"))
        study.reveal()
        study.rate(.easy)
        #expect(study.phase == .done && study.current == nil)
        #expect(moves == [
            "start -→study", "begin start→front", "reveal front→back", "easy back→rated", "next rated→front",
            "reveal front→back", "easy back→rated", "finish rated→done",
        ])
    }

    /// A rating records how long its card was shown (the export's review_duration); the counts
    /// include the card shown, and undo is there only once something was rated.
    @Test func aRatingRecordsHowLongItsCardWasShown() throws {
        let study = try session([.kanji("日"), .kanji("月")])
        study.begin()
        #expect(study.waiting.new == 2 && !study.canUndo)
        clock = clock.adding(milliseconds: 5200)
        study.reveal()
        study.rate(.good)
        #expect(study.waiting.new == 1 && study.waiting.learning == 1 && study.canUndo)
        let log = try ReviewLog(path: directory.appendingPathComponent("reviews.log").path)
        #expect(log.schedule.steps.map(\.duration) == [5200])
        let row = ReviewOutput.csv(log.schedule).split(separator: "\n")[1].split(separator: ",", omittingEmptySubsequences: false)
        #expect(row[4] == "5200", "review_duration")
        var screen = StudyScreen(phase: .front, deckName: "Bookmarks")
        #expect(!screen.keymap.bindings.contains { $0.keys.contains { $0.command == .undoRating } })
        screen.canUndo = true
        #expect(screen.keymap.bindings.contains { $0.keys.contains { $0.command == .undoRating } })
    }

    @Test func movesTheChartHasNoHandlerForAreIgnoredAndChangeNothing() throws {
        let study = try session([.kanji("日")])
        study.reveal()  // on the start screen
        study.rate(.good)
        #expect(study.phase == .start)
        study.begin()
        study.rate(.good)  // on the front: reveal first
        #expect(study.phase == .front)
        study.begin()
        study.resume()
        #expect(study.phase == .front)
        let refused = recorder.attempts.filter { !$0.outcome.isAccepted }.map(\.event)
        #expect(refused == ["reveal", "good", "good", "begin", "resume"])
        #expect(try ReviewLog(path: directory.appendingPathComponent("reviews.log").path).entries.isEmpty)
    }

    /// A rating the log cannot take (here its file became a folder) said the path twice and
    /// turned the card to its front, so the next rating key did nothing: the card stays on its
    /// back, the notice says the file's name and the reason, and the next rating is saved.
    @Test func aRatingThatCannotBeSavedKeepsTheCardOnItsBack() throws {
        let path = directory.appendingPathComponent("reviews.log").path
        let study = try session([.kanji("日"), .kanji("月")])
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        study.begin()
        study.reveal()
        study.rate(.good)
        #expect(study.takeProblem() == "reviews.log: cannot read: is a directory, not a regular file; the rating was not saved")
        #expect(study.phase == .back && study.current == .kanji("日"))
        #expect(moves.suffix(2) == ["good back→rated", "unsaved rated→back"])
        try FileManager.default.removeItem(atPath: path)
        study.rate(.good)
        #expect(study.takeProblem() == nil && study.phase == .front && study.current == .kanji("月"))
        #expect(try ReviewLog(path: path).entries.map(\.subject) == [.kanji("日")])
    }

    @Test func aDeckWithNothingDueFinishesAtOnce() throws {
        let study = try session([.kanji("日")], newPerDay: 0)
        study.begin()
        #expect(study.phase == .done)
        #expect(moves.last == "finish start→done")
    }

    @Test func eachRatingIsInTheLogAsFSRSSchedulesIt() throws {
        let path = directory.appendingPathComponent("reviews.log").path
        let study = try session([.kanji("日"), .kanji("月")])
        study.begin()
        study.reveal()
        study.rate(.good)
        clock = clock.adding(milliseconds: 5000)
        study.reveal()
        study.rate(.again)
        let scheduler = Scheduler()
        let schedule = try ReviewLog(path: path).schedule
        #expect(schedule.card(.kanji("日")) == scheduler.review(.new, rating: .good, at: start))
        #expect(schedule.card(.kanji("月")) == scheduler.review(.new, rating: .again, at: clock))
        // Nothing else left: the learning cards come back within the learn-ahead limit, soonest first.
        #expect(study.current == .kanji("月") && study.phase == .front)
    }

    @Test func undoTakesBackTheLastRatingAndShowsItsCardAgain() throws {
        let path = directory.appendingPathComponent("reviews.log").path
        let study = try session([.kanji("日"), .kanji("月")])
        #expect(!study.undo(), "nothing to undo on the start screen")
        study.begin()
        study.reveal()
        study.rate(.easy)
        #expect(study.current == .kanji("月"))
        #expect(study.undo())
        #expect(study.phase == .front && study.current == .kanji("日"))
        #expect(try ReviewLog(path: path).schedule.cards.isEmpty)
        study.reveal()
        study.rate(.easy)
        #expect(study.current == .kanji("月"), "月 waits its turn again, not twice")
        study.reveal()
        study.rate(.easy)
        #expect(study.phase == .done)
        #expect(study.undo())
        #expect(study.phase == .front && study.current == .kanji("月"))
        #expect(moves.filter { $0.hasPrefix("undo") } == ["undo front→front", "undo done→front"])
    }

    /// A card an undo puts back in the queue while it is in a learning step counts as learning,
    /// not as a due review (the header said "1 due" for it).
    @Test func aLearningCardPutBackByUndoIsCountedAsLearning() throws {
        let study = try session([.kanji("日"), .kanji("月")])
        study.begin()
        study.reveal()
        study.rate(.again)
        study.reveal()
        study.rate(.again)
        #expect(study.current == .kanji("日"), "back within the learn-ahead limit")
        study.reveal()
        #expect(study.undo())
        #expect(study.current == .kanji("月"))
        #expect(study.waiting == (due: 0, new: 1, learning: 1), "月 shown, new again; 日 waiting, learning")
    }

    @Test func pauseKeepsTheCardAndSideAndResumeReturnsThere() throws {
        let study = try session([.kanji("日"), .kanji("月")])
        study.begin()
        study.reveal()
        study.pause()
        #expect(study.phase == .paused)
        study.reveal()
        study.rate(.good)
        #expect(study.phase == .paused, "no rating while paused")
        study.resume()
        #expect(study.phase == .back && study.current == .kanji("日"))
        study.rate(.easy)
        study.pause()
        study.resume()
        #expect(study.phase == .front && study.current == .kanji("月"))
        #expect(moves.filter { $0.hasPrefix("resume") } == ["resume paused→resume", "resume paused→resume"])
    }

    @Test func theDaysNewCardLimitCountsCardsStartedEarlierToday() throws {
        let log = try ReviewLog(path: directory.appendingPathComponent("reviews.log").path)
        try log.record(.easy, for: .kanji("火"), at: start)
        let study = try session([.kanji("日"), .kanji("月"), .kanji("水")], log: log, newPerDay: 2)
        #expect(study.waiting.new == 1)
        #expect(study.statistics.newLeftToday == 1)
    }

    @Test func dueCardsComeBeforeNewOnesLongestOverdueFirst() throws {
        let log = try ReviewLog(path: directory.appendingPathComponent("reviews.log").path)
        try log.record(.easy, for: .kanji("月"), at: start)
        try log.record(.easy, for: .kanji("水"), at: start.adding(milliseconds: 60_000))
        clock = start.adding(days: 30)
        let study = try session([.kanji("日"), .kanji("水"), .kanji("月")], log: log)
        #expect(study.waiting.due == 2 && study.waiting.new == 1)
        study.begin()
        #expect(study.current == .kanji("月"))
    }

    @Test func theChartIsDrawnWithEveryStateAndMove() throws {
        let graph = try StudyFlow.chart(StudyFlow.Actions(record: {}, undo: {})).graph(.mermaid)
        for state in ["start", "front", "back", "rated", "done", "paused"] { #expect(graph.contains(state)) }
        #expect(graph.contains("reveal") && graph.contains("undo") && graph.contains("resume"))
    }
}
