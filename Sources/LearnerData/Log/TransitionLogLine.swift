import Foundation
import KanjiDictionary

/// One line of the transition log: a JSON object with the fields the README documents, always in
/// the same order and always all present (null where there is no value), so lines read alike.
public struct TransitionLogLine: Equatable, Sendable {
    public var time: String
    /// Which machine made the attempt: "navigation", "loading", "app", "lifecycle".
    public var machine: String
    /// What the user (or the app) did: "start", "open", "back", "all", …
    public var event: String?
    public var from: String?
    public var to: String?
    public var accepted: Bool
    /// Why a refused attempt was refused.
    public var reason: String?
    /// The kanji or word the step is about, where there is one.
    public var subject: String?
    /// Depth of the navigation stack after the attempt.
    public var depth: Int

    /// The line's JSON, without the newline.
    public var json: String {
        let fields: [(String, String)] = [
            ("time", JSONString.literal(time)),
            ("machine", JSONString.literal(machine)),
            ("event", JSONString.literal(event)),
            ("from", JSONString.literal(from)),
            ("to", JSONString.literal(to)),
            ("accepted", accepted ? "true" : "false"),
            ("reason", JSONString.literal(reason)),
            ("subject", JSONString.literal(subject)),
            ("depth", String(depth)),
        ]
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    /// ISO 8601 in UTC with milliseconds ("2026-11-21T22:41:07.042Z"), formatted with the C
    /// library: Foundation's formatters load ICU's time zone data, which cost the first log line,
    /// written while the app starts, about 10 ms.
    /// A date past the last a timestamp can write (9999-12-31T23:59:59.999Z, a due date FSRS
    /// puts after a review in 9999) is written as that one, so every timestamp written reads back.
    public static func timestamp(_ date: Date) -> String {
        let milliseconds = min(Int64((date.timeIntervalSince1970 * 1000).rounded(.down)), latestMilliseconds)
        var seconds = time_t(milliseconds.quotientAndRemainder(dividingBy: 1000).quotient)
        let fraction = Int((milliseconds % 1000 + 1000) % 1000)
        if milliseconds < 0, fraction != 0 { seconds -= 1 }
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func padded(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(parts.tm_year + 1900, 4) + "-" + padded(parts.tm_mon + 1, 2) + "-" + padded(parts.tm_mday, 2)
            + "T" + padded(parts.tm_hour, 2) + ":" + padded(parts.tm_min, 2) + ":" + padded(parts.tm_sec, 2)
            + "." + padded(Int32(fraction), 3) + "Z"
    }

    /// 9999-12-31T23:59:59.999Z, the last moment a four-digit year can write.
    static let latestMilliseconds: Int64 = 253_402_300_799_999

    /// The date of a `timestamp`; nil for any other text, and for a date no calendar has
    /// (2026-02-31, 23:59:60, year 0).
    public static func date(fromTimestamp text: String) -> Date? {
        let bytes = Array(text.utf8)
        let separators: [Int: UInt8] = [4: 45, 7: 45, 10: 84, 13: 58, 16: 58, 19: 46, 23: 90]  // - - T : : . Z
        guard bytes.count == 24 else { return nil }
        for (offset, byte) in bytes.enumerated() {
            if let separator = separators[offset] {
                guard byte == separator else { return nil }
            } else if !(48...57).contains(byte) {
                return nil
            }
        }
        func number(_ range: Range<Int>) -> Int32 {
            bytes[range].reduce(0) { $0 * 10 + Int32($1 - 48) }
        }
        var parts = tm()
        parts.tm_year = number(0..<4) - 1900
        parts.tm_mon = number(5..<7) - 1
        parts.tm_mday = number(8..<10)
        parts.tm_hour = number(11..<13)
        parts.tm_min = number(14..<16)
        parts.tm_sec = number(17..<19)
        let year = number(0..<4)
        guard year >= 1, (0...11).contains(parts.tm_mon), (1...daysIn(month: parts.tm_mon, of: year)).contains(parts.tm_mday),
              parts.tm_hour < 24, parts.tm_min < 60, parts.tm_sec < 60 else { return nil }
        let seconds = timegm(&parts)
        return Date(timeIntervalSince1970: TimeInterval(seconds) + TimeInterval(number(20..<23)) / 1000)
    }

    /// Days in a month (0 January) of the Gregorian calendar.
    private static func daysIn(month: Int32, of year: Int32) -> Int32 {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][Int(month)]
    }
}
