import Foundation
import KanjiDictionary
import LearnerData
import SpacedRepetition
import StateMachineKit

/// The browser's studying: the review log, the session under way (kept while paused, so S
/// resumes it at the card and side it was left on), and the study screen's value for it. The
/// navigation coordinator hands it the screen's requests and shows what it answers.
final class StudyController {
    /// What the coordinator does after a request.
    enum Outcome: Equatable {
        /// Show the study screen as it now is, and say `notice` if there is one.
        case show(StudyScreen, notice: String? = nil)
        case open(ScreenResponse.Destination)
        /// Leave the study screen (the session is paused).
        case leave
        case notice(String)
    }

    private let store: KanjiStore
    private let logPath: String
    private let now: () -> Date
    /// New cards a day: the command line's, else the kept setting; the start screen changes it.
    private var newPerDay: Int
    /// When a study day starts, as the settings keep it.
    private let day: StudyDay
    /// Where the start screen's setting is kept; nil keeps it for this run only.
    private let settingsPath: String?
    private let observers: [TransitionObserver]
    private var log: ReviewLog?
    private var session: StudySession?
    /// The start screen's decks, as offered when it was shown.
    private var offered: [StudyDeck] = []
    /// The JLPT and grade decks, the same for the whole run: made once (a pass over every word,
    /// 0.2 s in a debug build), when S is first pressed.
    private lazy var levelsAndGrades = StudyDeck.levelsAndGrades(in: store)
    /// The deck the start screen's cursor was on when the session was paused there.
    private var startCursor = 0
    /// The sentence a card's word was kept with on the Read screen (its bookmark's), for its front.
    var minedSentence: (StudySubject) -> String? = { _ in nil }

    /// `newPerDay` nil takes the setting kept at `settingsPath` (the default without one).
    init(store: KanjiStore, logPath: String, now: @escaping () -> Date, newPerDay: Int?, settingsPath: String?,
         observers: [TransitionObserver]) {
        self.store = store
        self.logPath = logPath
        self.now = now
        let settings = settingsPath.map(StudySettings.read(from:)) ?? StudySettings()
        self.newPerDay = newPerDay ?? settings.newPerDay
        day = settings.day
        self.settingsPath = settingsPath
        self.observers = observers
    }

    /// Cards due now in every deck, for the header, as of the last look at the log.
    private(set) var dueCount = 0
    /// When `dueCount` was last counted.
    private var countedAt = Date.distantPast

    /// Pauses the session under way (leaving the screen by going back or by `a`), so S resumes it,
    /// on the start screen with its cursor on deck `startCursor`.
    func pause(startCursor: Int) {
        self.startCursor = startCursor
        if let session, session.phase != .paused, session.phase != .done { session.pause() }
    }

    /// Counts the due cards again, the log re-read if another instance wrote to it, at most once a
    /// minute (the idle loop asks between keys); true when the log or the count changed, and
    /// with it what the study screen shows (``screen(updating:)``). A log that cannot be read
    /// again throws, the count left as it was, and is tried again a minute later.
    func recountIfStale() throws(ReviewLogError) -> Bool {
        let time = now()
        guard let log, abs(time.timeIntervalSince(countedAt)) >= 60 else { return false }
        countedAt = time
        let reread = try log.reloadIfChanged()
        let before = dueCount
        recount(log)
        return reread || dueCount != before
    }

    /// `shown` with the counts of the log as last read (another browser's ratings in them), its
    /// cursor kept; nil when no session is under way.
    func screen(updating shown: StudyScreen) -> StudyScreen? {
        guard let session else { return nil }
        var screen = screen(for: session)
        if screen.phase == .start { screen.keepCursor(of: shown) }
        return screen
    }

    private func recount(_ log: ReviewLog) {
        countedAt = now()
        dueCount = log.schedule.due(at: Instant(countedAt), day: day).count
    }

    /// Reads the log (again, if another instance wrote to it); a notice when it cannot be read.
    func refresh() -> String? {
        do {
            if let log {
                try log.reloadIfChanged()
            } else {
                log = try ReviewLog(path: logPath)
            }
            if let log { recount(log) }
            return log?.skipped.first.map { "\(logPath): skipped \(log?.skipped.count ?? 0) damaged line(s), first line \($0.number)" }
        } catch {
            return "\(error)"
        }
    }

    /// The study screen: the paused session resumed, or a start screen offering every deck, the
    /// bookmarks first, or a search's results first when `search` is given.
    func open(search: StudyDeck?, bookmarks: [StudySubject]) -> Outcome {
        if let notice = refresh(), log == nil { return .notice(notice) }
        guard let log else { return .notice("\(logPath): cannot be read") }
        if search == nil, let session, session.phase == .paused {
            session.resume()
            return .show(screen(for: session))
        }
        // Bookmarks and search results the dictionary does not have (made with another one) are left out.
        let known = { (subjects: [StudySubject]) in subjects.filter { StudyCard($0, in: self.store) != nil } }
        startCursor = 0
        offered = search.map { [StudyDeck(source: $0.source, subjects: known($0.subjects))] } ?? []
        offered += [StudyDeck(source: .bookmarks, subjects: known(bookmarks))] + levelsAndGrades
        do {
            session = try StudySession(deck: offered.first ?? StudyDeck(source: .bookmarks, subjects: []), log: log,
                                       now: now, newPerDay: newPerDay, day: day, observers: observers)
        } catch {
            return .notice("\(error)")
        }
        return .show(startScreen(log: log))
    }

    func handle(_ request: ScreenResponse.StudyRequest) -> Outcome {
        guard let session else { return .leave }
        switch request {
        case .results, .text: break  // the coordinator opens the screen for these
        case .begin(let index):
            guard offered.indices.contains(index) else { return .notice("No such deck") }
            session.begin(offered[index])
        case .newPerDay(let step, let cursor):
            return changeNewPerDay(by: step, session: session, cursor: cursor)
        case .reveal: session.reveal()
        case .rate(let rating): session.rate(rating)
        case .undo:
            if !session.undo() { return .notice("Nothing to undo") }
        case .open:
            guard let subject = session.current,
                  let destination = StudyList.destination(of: subject, card: StudyCard(subject, in: store), in: store)
            else { return .notice("Nothing to open") }
            return .open(destination)
        }
        return shown(session)
    }

    /// One more or fewer new card a day, kept for the next sessions; the start screen again.
    private func changeNewPerDay(by step: Int, session: StudySession, cursor: Int) -> Outcome {
        guard let log else { return .leave }
        let range = StudySettings.newPerDayRange
        newPerDay = min(range.upperBound, max(range.lowerBound, newPerDay + step))
        session.newPerDay = newPerDay
        var problem: String?
        do {
            try settingsPath.map(StudySettings(newPerDay: newPerDay, dayStartHour: day.startHour).write(to:))
        } catch {
            problem = "\(error); \(newPerDay) new cards a day for now"
        }
        return .show(startScreen(log: log, cursor: cursor), notice: problem)
    }

    private func shown(_ session: StudySession) -> Outcome {
        if let log { recount(log) }
        if let problem = session.takeProblem() { return .notice(problem) }
        return .show(screen(for: session))
    }

    private func startScreen(log: ReviewLog, cursor: Int = 0) -> StudyScreen {
        let time = Instant(now())
        let due = Set(log.schedule.due(at: time, day: day))
        let rows = offered.map { deck in
            StudyScreen.DeckRow(name: deck.name, cards: deck.subjects.count,
                                due: deck.subjects.filter(due.contains).count,
                                new: deck.subjects.filter { log.schedule.cards[$0] == nil }.count)
        }
        var screen = StudyScreen(phase: .start, deckName: offered.first?.name ?? "", decks: rows, cursor: cursor)
        fillCounts(&screen, log: log)
        return screen
    }

    private func screen(for session: StudySession) -> StudyScreen {
        guard let log else { return StudyScreen(phase: .start, deckName: "") }
        if session.phase == .start || session.phase == .paused { return startScreen(log: log, cursor: startCursor) }
        var screen = StudyScreen(phase: session.phase, deckName: session.deck.name)
        screen.face = session.current.flatMap { StudyCardFace($0, in: store, sentence: minedSentence($0)) }
        screen.intervals = session.intervals.map { IntervalFormat.short(milliseconds: $0) }
        let waiting = session.waiting
        screen.waiting = StudyScreen.Waiting(due: waiting.due, new: waiting.new, learning: waiting.learning)
        screen.canUndo = session.canUndo
        if let next = session.nextDue {
            let wait = max(0, next.due.millisecondsSince1970 - Instant(now()).millisecondsSince1970)
            let shown = StudyCardFace(next.subject, in: store)?.front ?? next.subject.text
            screen.nextDue = "\(shown) in \(IntervalFormat.short(milliseconds: wait))"
        }
        fillCounts(&screen, log: log)
        return screen
    }

    private func fillCounts(_ screen: inout StudyScreen, log: ReviewLog) {
        let statistics = StudyStatistics(schedule: log.schedule, now: now(), newPerDay: newPerDay, day: day)
        screen.dueNow = statistics.dueNow
        screen.newLeftToday = statistics.newLeftToday
        screen.newPerDay = newPerDay
    }
}
