import TestSupport
import Foundation
import StateMachineKit
import Testing
@testable import LearnerData

/// Reading the log back: what the log writes comes back equal; anything else is skipped and counted.
@Suite struct TransitionLogReaderTests {
    let directory = TestFolders.unused("kanji-list-reader")

    @Test func whatTheLogWritesReadsBackEqual() throws {
        let path = directory.appendingPathComponent("transitions.log").path
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = TransitionLog(path: path)
        log.navigationDidAttempt(TransitionAttempt(machine: "navigation", event: "start", from: nil, to: "All", outcome: .accepted),
                                 subject: nil, depth: 1)
        log.navigationDidAttempt(TransitionAttempt(machine: "navigation", event: "all", from: "Detail", to: "Detail",
                                                   outcome: .refused("not a valid move")), subject: "日本\t\"語\"", depth: 2)
        log.machineDidAttempt(TransitionAttempt(machine: "lifecycle", event: nil, from: "running", to: "terminating", outcome: .accepted))
        let reader = try TransitionLogReader(path: path)
        let written = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(reader.skipped.isEmpty)
        #expect(written.count == 3)
        #expect(reader.lines.map(\.line.json) == written)
        #expect(reader.lines.map(\.number) == [1, 2, 3])
        #expect(reader.lines[1].line.reason == "not a valid move" && !reader.lines[1].line.accepted)
        #expect(reader.lines[2].line.event == nil && reader.lines[0].line.from == nil)
    }

    @Test func damagedAndForeignLinesAreSkippedWithTheirNumbersAndWhy() {
        let good = #"{"time":"2026-11-21T22:41:07.042Z","machine":"navigation","event":"open","from":"All","to":"Detail","accepted":true,"reason":null,"subject":"日","depth":2}"#
        let text = [
            good,
            String(good.prefix(60)),  // cut short by a crash
            #"{"earlier":true}"#,  // another program's JSON
            #"{"time":"2026-11-21T22:41:07.042Z","machine":"navigation","accepted":1,"depth":2}"#,  // 1 is not true
            #"{"time":"yesterday","machine":"navigation","accepted":true,"depth":2}"#,
            "[1,2,3]",
            "",
            "\u{FF}\u{FE} binary",
            good,
        ].joined(separator: "\n") + "\n"
        let reader = TransitionLogReader(data: Data(text.utf8))
        #expect(reader.lines.map(\.number) == [1, 9])
        #expect(reader.skipped.map(\.number) == [2, 3, 4, 5, 6, 8])
        #expect(reader.skipped[1].reason == "no field time")
        #expect(reader.skipped[2].reason == "field accepted has the wrong type")
        #expect(reader.skipped[3].reason == "time yesterday is not a log timestamp")
    }

    @Test func aLogNotWrittenYetIsEmptyAndAnUnreadableOneIsAnErrorNamingIt() throws {
        let missing = try TransitionLogReader(path: directory.appendingPathComponent("none.log").path)
        #expect(missing.lines.isEmpty && missing.skipped.isEmpty)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: TransitionLogError.self) { try TransitionLogReader(path: directory.path) }
    }

    @Test func timestampsReadBackToTheSameMillisecond() throws {
        for seconds in [0.0, 951_782_400.999, 1_795_300_867.042] {
            let text = TransitionLogLine.timestamp(Date(timeIntervalSince1970: seconds))
            let date = try #require(TransitionLogLine.date(fromTimestamp: text))
            #expect(TransitionLogLine.timestamp(date) == text)
        }
        for bad in ["2026-11-21T22:41:07Z", "2026-13-21T22:41:07.042Z", "2026-11-21 22:41:07.042Z", "２026-11-21T22:41:07.042Z"] {
            #expect(TransitionLogLine.date(fromTimestamp: bad) == nil, "\(bad)")
        }
    }

    /// Dates no calendar has were read (2026-02-31 as March 3rd, year 0), and a date past year
    /// 9999 (FSRS's due date after a review in 9999) was written as 10000-…, which no reader took.
    @Test func impossibleDatesAreRefusedAndEveryWrittenDateReadsBack() throws {
        for bad in ["2026-02-31T00:00:00.000Z", "2023-02-29T00:00:00.000Z", "2026-04-31T00:00:00.000Z", "0000-01-01T00:00:00.000Z",
                    "2026-11-21T23:59:60.000Z", "1900-02-29T00:00:00.000Z"] {
            #expect(TransitionLogLine.date(fromTimestamp: bad) == nil, "\(bad)")
        }
        for good in ["2024-02-29T12:00:00.000Z", "2000-02-29T00:00:00.000Z", "0001-01-01T00:00:00.000Z", "9999-12-31T23:59:59.999Z"] {
            let date = try #require(TransitionLogLine.date(fromTimestamp: good), "\(good)")
            #expect(TransitionLogLine.timestamp(date) == good)
        }
        let beyond = Date(timeIntervalSince1970: 253_402_300_800 + 86400 * 30)
        #expect(TransitionLogLine.timestamp(beyond) == "9999-12-31T23:59:59.999Z")
    }
}
