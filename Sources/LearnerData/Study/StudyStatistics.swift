import Foundation
import SpacedRepetition

/// What `kanji-list study` and the browser's header say about the reviews: how many cards are due,
/// how many new ones may still start today, reviews per day and retention over the last 30 days.
public struct StudyStatistics: Equatable, Sendable {
    /// The default limit of new cards a day.
    public static let defaultNewPerDay = 10

    public struct Day: Equatable, Sendable {
        /// YYYY-MM-DD in the local time zone.
        public var day: String
        public var reviews: Int
    }

    public var studied: Int
    public var dueNow: Int
    public var newToday: Int
    /// The new-card limit less the cards first rated today (never below 0).
    public var newLeftToday: Int
    /// Days of the last 30 with reviews, oldest first.
    public var reviewsPerDay: [Day]
    /// Reviews in the last 30 days of cards already in review, and how many of them were recalled
    /// (rated Hard or better): FSRS's "true retention", which leaves out learning steps.
    public var matureReviews: Int
    public var recalled: Int

    public var retention: Double? { matureReviews == 0 ? nil : Double(recalled) / Double(matureReviews) }

    public init(schedule: ReviewSchedule, now: Date, newPerDay: Int = Self.defaultNewPerDay, day: StudyDay = StudyDay()) {
        let time = Instant(now)
        let calendar = day.calendar
        studied = schedule.cards.count
        dueNow = schedule.due(at: time, day: day).count
        let today = day.interval(containing: now)
        newToday = schedule.introducedCount(in: today)
        newLeftToday = max(0, newPerDay - newToday)
        let monthStart = calendar.date(byAdding: .day, value: -29, to: today.start) ?? today.start
        let recent = schedule.steps.filter { $0.time.date >= monthStart && $0.time.date <= now }
        var perDay: [String: Int] = [:]
        for step in recent { perDay[DayLabel.day(of: step.time.date, calendar: calendar), default: 0] += 1 }
        reviewsPerDay = perDay.sorted { $0.key < $1.key }.map { Day(day: $0.key, reviews: $0.value) }
        let mature = recent.filter { $0.before.state == .review }
        matureReviews = mature.count
        recalled = mature.filter { $0.rating != .again }.count
    }
}
