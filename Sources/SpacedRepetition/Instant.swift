import Foundation

/// A moment as whole milliseconds since 1970 (UTC). Scheduling counts whole days between moments
/// (py-fsrs's `timedelta.days`, a floor), which a Double of seconds can get wrong by one at a
/// day's exact boundary; integers cannot.
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
    public static let millisecondsPerDay: Int64 = 86_400_000

    public var millisecondsSince1970: Int64

    public init(millisecondsSince1970: Int64) {
        self.millisecondsSince1970 = millisecondsSince1970
    }

    /// The date to the nearest millisecond.
    public init(_ date: Date) {
        millisecondsSince1970 = Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    public var date: Date { Date(timeIntervalSince1970: TimeInterval(millisecondsSince1970) / 1000) }

    public func adding(milliseconds: Int64) -> Instant {
        Instant(millisecondsSince1970: millisecondsSince1970 + milliseconds)
    }

    public func adding(days: Int) -> Instant {
        adding(milliseconds: Int64(days) * Self.millisecondsPerDay)
    }

    /// Whole days from `earlier` to this moment, rounded down (negative when this is earlier).
    public func wholeDays(since earlier: Instant) -> Int {
        let difference = millisecondsSince1970 - earlier.millisecondsSince1970
        let (quotient, remainder) = difference.quotientAndRemainder(dividingBy: Self.millisecondsPerDay)
        return Int(remainder < 0 ? quotient - 1 : quotient)
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.millisecondsSince1970 < rhs.millisecondsSince1970 }

    public var description: String { "\(millisecondsSince1970) ms" }
}
