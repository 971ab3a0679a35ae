import TestSupport
import Foundation
import KanjiDictionary
import StateMachineKit
import Testing
@testable import KanjiBrowser
@testable import LearnerData

@Suite struct TransitionLogTests {
    let directory: URL

    init() throws {
        directory = try TestFolders.make("kanji-list-log")
    }

    func lines(at path: String) throws -> [[String: Any]] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func everyStepIsOneJSONLineInOrder() throws {
        let path = directory.appendingPathComponent("nested/transitions.log").path
        let log = TransitionLog(path: path)
        let coordinator = NavigationCoordinator(store: try SampleDictionary.store(), observers: [log])
        coordinator.start()
        for key: Key in [.enter, .enter, .left, .character("a"), .character("a")] {
            _ = coordinator.handle(key, layout: Layout(width: 80, height: 15))
        }
        let entries = try lines(at: path)
        #expect(entries.map { $0["event"] as? String } == ["start", "open", "open", "back", "all", "all"])
        #expect(entries.map { $0["to"] as? String } == ["All", "Detail", "List", "Detail", "All", "All"])
        #expect(entries.map { $0["accepted"] as? Bool } == [true, true, true, true, true, false])
        #expect(entries.map { $0["depth"] as? Int } == [1, 2, 3, 2, 1, 1])
        #expect(entries.map { $0["subject"] as? String } == [nil, "日", "日本", "日", nil, nil])
        #expect(entries[0]["from"] is NSNull)
        #expect(entries.allSatisfy { $0["machine"] as? String == "navigation" })
        let time = try #require(entries[0]["time"] as? String)
        #expect(time.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/) != nil, "time is \(time)")
        #expect(log.problem == nil)
    }

    @Test func aLogThatCannotBeOpenedIsReportedOnceAndTheAppRunsOn() throws {
        let blocker = directory.appendingPathComponent("file")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data().write(to: blocker)
        let log = TransitionLog(path: blocker.appendingPathComponent("transitions.log").path)
        let problem = try #require(log.problem)
        #expect(problem.contains(blocker.path))
        let coordinator = NavigationCoordinator(store: try SampleDictionary.store(), observers: [log])
        coordinator.start()
        _ = coordinator.handle(.enter, layout: Layout(width: 80, height: 15))
        #expect(coordinator.stack.depth == 2)
        #expect(log.problem == problem)
    }

    @Test func linesAreAppendedToAnExistingLog() throws {
        let path = directory.appendingPathComponent("transitions.log").path
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{\"earlier\":true}\n".utf8).write(to: URL(fileURLWithPath: path))
        let log = TransitionLog(path: path)
        log.machineDidAttempt(TransitionAttempt(machine: "navigation", event: "start", from: nil, to: "All", outcome: .accepted))
        let entries = try lines(at: path)
        #expect(entries.count == 2)
        #expect(entries[0]["earlier"] as? Bool == true)
        #expect(entries[1]["to"] as? String == "All")
    }

    @Test func defaultPathFollowsXDG() {
        #expect(TransitionLog.defaultPath(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"])
            == "/x/state/kanji-list/transitions.log")
        #expect(TransitionLog.defaultPath(environment: ["HOME": "/home/u"])
            == "/home/u/.local/state/kanji-list/transitions.log")
        #expect(TransitionLog.defaultPath(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/u"])
            == "/home/u/.local/state/kanji-list/transitions.log")
    }
}

@Suite struct TransitionLogLineTests {
    @Test func fieldsComeInTheDocumentedOrderWithNullsAndEscapes() throws {
        let line = TransitionLogLine(
            time: "2026-11-21T22:41:07.042Z", machine: "navigation", event: "open", from: nil, to: "Detail",
            accepted: false, reason: "say \"no\"\\\n\u{1}", subject: "日", depth: 2)
        #expect(line.json == #"{"time":"2026-11-21T22:41:07.042Z","machine":"navigation","event":"open","from":null,"to":"Detail","accepted":false,"reason":"say \"no\"\\\n\u0001","subject":"日","depth":2}"#)
        let parsed = try #require(JSONSerialization.jsonObject(with: Data(line.json.utf8)) as? [String: Any])
        #expect(parsed["reason"] as? String == "say \"no\"\\\n\u{1}")
    }
}

@Suite struct TimestampTests {
    @Test func utcWithMilliseconds() {
        #expect(TransitionLogLine.timestamp(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
        #expect(TransitionLogLine.timestamp(Date(timeIntervalSince1970: 1_795_300_867.042_5)) == "2026-11-21T22:41:07.042Z")
        #expect(TransitionLogLine.timestamp(Date(timeIntervalSince1970: 951_782_400.999)) == "2000-02-29T00:00:00.999Z")
    }
}
