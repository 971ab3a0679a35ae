import Foundation
import LearnerData
import SpacedRepetition
import StateMachineKit

/// One sitting of reviews over a deck: which cards are due, which card is shown and on which side,
/// each rating recorded in the review log as it is given, undo, pause and resume. Its moves are a
/// statechart (StudyFlow) that the transition log hears as machine `study`.
///
/// The cards: those of the deck due now, longest overdue first, then new ones in the deck's order
/// up to what the day's limit leaves. A card rated into a learning step comes back when that step
/// is due, or up to 20 minutes early when nothing else is left (Anki's learn-ahead limit).
public final class StudySession {
    public enum Phase: String, Sendable {
        case start, front, back, done, paused
    }

    /// How far ahead of its due time a learning card is shown when nothing else is left.
    static let learnAhead: Int64 = 20 * 60_000

    /// The deck, which the start screen may still change.
    public private(set) var deck: StudyDeck
    /// The card shown (front or back); nil on the start and done screens.
    public private(set) var current: StudySubject? {
        didSet { shownAt = current.map { _ in Instant(now()) } }
    }
    /// When the card shown was shown, for its rating's duration.
    private var shownAt: Instant?
    /// The last rating that could not be written, said once.
    public private(set) var problem: String?

    private let log: ReviewLog
    private let now: () -> Date
    /// New cards a day; the start screen may change it before a deck begins.
    public var newPerDay: Int
    private let day: StudyDay
    private var chart: Statechart?
    /// Due cards, then new ones.
    private var queue: [StudySubject] = []
    /// Cards rated into a learning step this session, soonest due first.
    private var learning: [StudySubject] = []
    /// This session's ratings, newest last, for undo.
    private var given: [ReviewLogEntry.Review] = []
    private var pendingRating: Rating?

    /// A session over `deck`'s cards that `isStudiable` accepts (those the dictionary has), started
    /// on its start screen.
    public init(
        deck: StudyDeck, log: ReviewLog, now: @escaping () -> Date, newPerDay: Int = StudyStatistics.defaultNewPerDay,
        day: StudyDay = StudyDay(), observers: [TransitionObserver] = []
    ) throws(StatechartError) {
        self.deck = deck
        self.log = log
        self.now = now
        self.newPerDay = newPerDay
        self.day = day
        let chart = try StudyFlow.chart(StudyFlow.Actions(record: { [unowned self] in record() },
                                                          undo: { [unowned self] in takeBack() }))
        for observer in observers { chart.addObserver(observer) }
        self.chart = chart
        try chart.start()
        fillQueue()
    }

    /// Where the session is; the start screen when its chart could not run.
    public var phase: Phase {
        switch chart?.currentState(as: StudyFlow.State.self) {
        case .paused: .paused
        case .done: .done
        case .back: .back
        case .front: .front
        // rated is passed through; study, session and resume are never the innermost state.
        case .start, .rated, .study, .session, .resume, nil: .start
        }
    }

    /// Due reviews, new cards and cards in a learning step left in this session, the one shown
    /// included (as Anki counts them). A card in a learning step counts as learning, also when it
    /// waits in the queue (due from an earlier sitting, or put back there by an undo).
    public var waiting: (due: Int, new: Int, learning: Int) {
        let schedule = log.schedule
        var counts = (due: 0, new: 0, learning: learning.count)
        for subject in queue + (current.map { [$0] } ?? []) {
            switch schedule.cards[subject]?.state {
            case nil: counts.new += 1
            case .review: counts.due += 1
            case .learning, .relearning: counts.learning += 1
            }
        }
        return counts
    }

    /// What the start screen reports: due now in the deck, and new cards the day still allows.
    public var statistics: StudyStatistics {
        StudyStatistics(schedule: log.schedule, now: now(), newPerDay: newPerDay, day: day)
    }

    /// How long each rating, Again to Easy, would put the shown card away for, in milliseconds
    /// (what Anki writes on its buttons); empty when no card is shown.
    public var intervals: [Int64] {
        guard let current else { return [] }
        let time = Instant(now())
        let card = log.schedule.card(current)
        return Rating.allCases.map { rating in
            (log.schedule.scheduler.review(card, rating: rating, at: time).due?.millisecondsSince1970 ?? 0) - time.millisecondsSince1970
        }
    }

    /// The soonest time a card of the deck is due next, and which, once nothing is left now.
    public var nextDue: (subject: StudySubject, due: Instant)? {
        let schedule = log.schedule
        return deck.subjects.compactMap { subject in schedule.cards[subject]?.due.map { (subject, $0) } }
            .min { $0.1 < $1.1 }
    }

    public var canUndo: Bool { !given.isEmpty && phase != .start && phase != .paused }

    public func takeProblem() -> String? {
        defer { problem = nil }
        return problem
    }

    /// From the start screen to the first card of `deck` (the session's own when nil), or to the
    /// end when there is none.
    public func begin(_ deck: StudyDeck? = nil) {
        guard phase == .start else { return send(.begin) }  // logged as ignored
        if let deck { self.deck = deck }
        fillQueue()
        current = nextCard()
        send(current == nil ? .finish : .begin)
    }

    public func reveal() { send(.reveal) }

    public func rate(_ rating: Rating) {
        pendingRating = phase == .back ? rating : nil
        send(StudyFlow.message(for: rating))
    }

    /// Takes back the last rating of this session; false (and nothing sent) when there is none.
    @discardableResult
    public func undo() -> Bool {
        guard canUndo else { return false }
        send(.undo)
        return true
    }

    public func pause() { send(.pause) }

    public func resume() { send(.resume) }

    private func send(_ message: StudyFlow.Message) {
        do {
            try chart?.send(message)
        } catch {
            problem = "\(error)"
        }
    }

    /// `rated`'s enter action: writes the rating, puts the card where it goes next, and moves on.
    private func record() {
        guard let subject = current, let rating = pendingRating else { return send(.next) }
        pendingRating = nil
        let time = Instant(now())
        do {
            let duration = shownAt.map { max(0, time.millisecondsSince1970 - $0.millisecondsSince1970) }
            let review = try log.record(rating, for: subject, at: time, duration: duration)
            given.append(review)
            if let due = review.card.due, review.card.state != .review {
                learning.append(subject)
                learning.sort { (dueTime($0) ?? due) < (dueTime($1) ?? due) }
            }
        } catch {
            // Not counted: the card stays on its back for the next rating key.
            problem = "\(error.short); the rating was not saved"
            return send(.unsaved)
        }
        current = nextCard()
        send(current == nil ? .finish : .next)
    }

    /// The undo handler's action: an undo line for the last rating, and its card shown again.
    private func takeBack() {
        guard let review = given.popLast() else { return }
        do {
            try log.undo(review, at: Instant(now()))
        } catch {
            given.append(review)
            problem = "\(error.short); the undo was not saved"
            return
        }
        learning.removeAll { $0 == review.subject }
        if let current, current != review.subject { queue.insert(current, at: 0) }
        current = review.subject
    }

    private func fillQueue() {
        let time = Instant(now())
        let schedule = log.schedule
        let inDeck = Set(deck.subjects)
        let due = schedule.due(at: time, day: day).filter { inDeck.contains($0) && !learning.contains($0) && $0 != current }
        let allowed = statistics.newLeftToday
        let new = deck.subjects.filter { schedule.cards[$0] == nil && $0 != current }.prefix(allowed)
        queue = due + new
    }

    private func nextCard() -> StudySubject? {
        let time = Instant(now())
        if let index = learning.firstIndex(where: { (dueTime($0) ?? time) <= time }) { return learning.remove(at: index) }
        if !queue.isEmpty { return queue.removeFirst() }
        if let first = learning.first, let due = dueTime(first), due <= time.adding(milliseconds: Self.learnAhead) {
            return learning.removeFirst()
        }
        return nil
    }

    private func dueTime(_ subject: StudySubject) -> Instant? {
        log.schedule.card(subject).due
    }
}
