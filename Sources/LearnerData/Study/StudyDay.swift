import Foundation

/// A study day as Anki counts it: from `startHour` local time (4:00 unless set: Anki's "next day
/// starts at") to the same hour the next day. A card in review is due from the start of the study
/// day its due time falls in, not from that time of day: rated at 09:00 and due in 8 days, it is
/// due at 04:30 on the eighth day. New cards a day are counted per study day too.
public struct StudyDay: Equatable, Sendable {
    public static let defaultStartHour = 4
    public static let startHourRange = 0...23

    public var startHour: Int
    public var calendar: Calendar

    public init(startHour: Int = Self.defaultStartHour, calendar: Calendar = .current) {
        self.startHour = startHour
        self.calendar = calendar
    }

    /// The study day `date` falls in.
    public func interval(containing date: Date) -> DateInterval {
        let shifted = calendar.date(byAdding: .hour, value: -startHour, to: date) ?? date
        let midnight = calendar.startOfDay(for: shifted)
        let start = calendar.date(byAdding: .hour, value: startHour, to: midnight) ?? midnight
        let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
        return DateInterval(start: start, end: end)
    }
}
