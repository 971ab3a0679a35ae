import Foundation

/// When something was seen, as a person says it: "today", "yesterday", or the date.
public enum DayLabel {
    public static func text(for date: Date, now: Date = Date(), calendar: Calendar = .current) -> String {
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: now)).day
        switch days {
        case 0: return "today"
        case 1: return "yesterday"
        default: return day(of: date, calendar: calendar)
        }
    }

    /// The date alone, YYYY-MM-DD, in the calendar's time zone.
    public static func day(of date: Date, calendar: Calendar = .current) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
