import Foundation
import SpacedRepetition

/// Every card's schedule, rebuilt from the review log: each card's ratings that were not undone,
/// in time order, replayed through the scheduler. Replaying (rather than trusting the state a line
/// was written with) keeps two instances' reviews of one card both counted, in order.
public struct ReviewSchedule: Sendable {
    /// A rating that counts, with the card as it was before and after it.
    public struct Step: Equatable, Sendable {
        public var subject: StudySubject
        public var rating: Rating
        public var time: Instant
        public var before: ScheduledCard
        public var after: ScheduledCard
        /// From showing the card to rating it, in milliseconds, where the log has it.
        public var duration: Int64?
    }

    public let scheduler: Scheduler
    /// Each reviewed card as its last rating left it.
    public private(set) var cards: [StudySubject: ScheduledCard] = [:]
    /// Every rating that counts, oldest first.
    public private(set) var steps: [Step] = []

    public init(entries: [ReviewLogEntry], scheduler: Scheduler = Scheduler()) {
        self.scheduler = scheduler
        var undone: [UndoKey: Int] = [:]
        for case .undo(let subject, let reviewTime, _) in entries {
            undone[UndoKey(subject: subject, time: reviewTime), default: 0] += 1
        }
        var reviews: [ReviewLogEntry.Review] = []
        for case .review(let review) in entries.reversed() {
            let key = UndoKey(subject: review.subject, time: review.time)
            if let count = undone[key], count > 0 {
                undone[key] = count - 1
            } else {
                reviews.append(review)
            }
        }
        // Oldest first; ratings at the same moment keep the log's order.
        reviews.reverse()
        let ordered = reviews.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
        for (_, review) in ordered { replay(review) }
    }

    /// Adds a rating made at or after every one so far, as the rebuild would place it (last),
    /// without replaying the others; false, changing nothing, for an earlier one.
    mutating func appendNewest(_ review: ReviewLogEntry.Review) -> Bool {
        guard steps.last.map({ $0.time <= review.time }) ?? true else { return false }
        replay(review)
        return true
    }

    private mutating func replay(_ review: ReviewLogEntry.Review) {
        let before = cards[review.subject] ?? .new
        let after = scheduler.review(before, rating: review.rating, at: review.time)
        cards[review.subject] = after
        steps.append(Step(subject: review.subject, rating: review.rating, time: review.time, before: before, after: after,
                          duration: review.duration))
    }

    /// The card as its ratings left it; `.new` for one never rated.
    public func card(_ subject: StudySubject) -> ScheduledCard {
        cards[subject] ?? .new
    }

    /// The reviewed cards due at `time`, the longest overdue first: a card in review from the
    /// start of the study day (`day`) its due time falls in, one in a learning step at its time.
    public func due(at time: Instant, day: StudyDay = StudyDay()) -> [StudySubject] {
        let dayEnd = Instant(day.interval(containing: time.date).end)
        return cards.filter { card in
            guard let due = card.value.due else { return true }
            return card.value.state == .review ? due < dayEnd : due <= time
        }
        .sorted { ($0.value.due ?? time, $0.key.text) < ($1.value.due ?? time, $1.key.text) }
        .map(\.key)
    }

    /// Cards first rated in `interval` (new cards introduced then).
    public func introducedCount(in interval: DateInterval) -> Int {
        steps.filter { $0.before.isNew && interval.contains($0.time.date) }.count
    }

    private struct UndoKey: Hashable {
        var subject: StudySubject
        var time: Instant
    }
}
