import Foundation
import Testing
@testable import LearnerData

/// History is the log read backwards: accepted moves onto a kanji's or a word's screen.
@Suite struct HistoryTests {
    static func line(_ time: String, event: String = "open", to: String, subject: String?, accepted: Bool = true,
                     machine: String = "navigation") -> String {
        TransitionLogLine(time: time, machine: machine, event: event, from: "All", to: to, accepted: accepted,
                          reason: accepted ? nil : "not a valid move", subject: subject, depth: 2).json
    }

    @Test func newestFirstEachOnceWithItsLastTime() throws {
        let text = [
            Self.line("2026-11-20T10:00:00.000Z", to: "Detail", subject: "日"),
            Self.line("2026-11-20T10:00:01.000Z", to: "List", subject: "日本"),
            Self.line("2026-11-21T09:00:00.000Z", to: "Detail", subject: "人"),
            Self.line("2026-11-22T08:00:00.000Z", event: "back", to: "Detail", subject: "日"),
            Self.line("2026-11-22T08:00:01.000Z", event: "all", to: "All", subject: nil),
            Self.line("2026-11-22T08:00:02.000Z", to: "Detail", subject: "大", accepted: false),
            Self.line("2026-11-22T08:00:03.000Z", to: "Detail", subject: "生", machine: "app"),
            "{not json",
        ].joined(separator: "\n")
        let history = History(log: TransitionLogReader(data: Data(text.utf8)))
        #expect(history.entries.map(\.subject) == [.kanji("日"), .kanji("人"), .word("日本")])
        #expect(history.entries.map { TransitionLogLine.timestamp($0.lastSeen) }
            == ["2026-11-22T08:00:00.000Z", "2026-11-21T09:00:00.000Z", "2026-11-20T10:00:01.000Z"])
        #expect(history.skippedLines == 1)
    }

    @Test func aKanjiAndAWordWrittenAlikeAreTwoEntries() {
        let text = [Self.line("2026-11-20T10:00:00.000Z", to: "Detail", subject: "日"),
                    Self.line("2026-11-20T10:00:01.000Z", to: "List", subject: "日")].joined(separator: "\n")
        let history = History(log: TransitionLogReader(data: Data(text.utf8)))
        #expect(history.entries.map(\.subject) == [.word("日"), .kanji("日")])
    }

    @Test func daysAreTodayYesterdayOrTheDateInTheUsersTimeZone() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let now = try #require(TransitionLogLine.date(fromTimestamp: "2026-11-22T16:30:00.000Z"))  // 01:30 on the 23rd in Tokyo
        func label(_ time: String) throws -> String {
            DayLabel.text(for: try #require(TransitionLogLine.date(fromTimestamp: time)), now: now, calendar: calendar)
        }
        #expect(try label("2026-11-22T15:00:00.000Z") == "today")  // 00:00 on the 23rd
        #expect(try label("2026-11-22T14:59:59.999Z") == "yesterday")
        #expect(try label("2026-11-21T15:00:00.000Z") == "yesterday")
        #expect(try label("2026-11-21T14:59:59.000Z") == "2026-11-21")
        #expect(try label("2025-01-02T03:00:00.000Z") == "2025-01-02")
    }
}
