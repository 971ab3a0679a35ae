import TestSupport
import Foundation
import KanjiDictionary
import Testing
@testable import KanjiBrowser
@testable import LearnerData

/// Sessions recorded by the real app into a real log, replayed without a terminal.
@Suite struct SessionReplayTests {
    let directory = TestFolders.unused("kanji-list-replay")
    var logPath: String { directory.appendingPathComponent("transitions.log").path }

    /// Runs the app on `store` with a real log and bookmarks file, pressing `keys`; returns the log.
    func record(_ keys: [Key], store: KanjiStore, waitingForTheSearchAfter keysBeforeWaiting: Int = 0) throws -> TransitionLogReader {
        let configuration = BrowserConfiguration(dictionaryPath: "sample.json", dictionaryKind: "bundled",
                                                 bookmarksPath: directory.appendingPathComponent("bookmarks.json").path)
        let app = BrowserApp(configuration: configuration, log: TransitionLog(path: logPath), load: { _ in store })
        app.waitUntilLoaded()
        for (index, key) in keys.enumerated() {
            _ = app.handle(key)
            if index + 1 == keysBeforeWaiting {
                #expect(Polling.until {
                    guard case .search(let search) = app.navigation?.stack.top, search.outcome == .indexing else { return true }
                    _ = app.idle()
                    return false
                }, "the index was not built within 60 s")
            }
        }
        return try TransitionLogReader(path: logPath)
    }

    static let walk: [Key] = [
        .enter, .enter, .character("a"), .character("a"),  // 日, 日本, all, all again: refused
        .character("H"), .character("H"), .down, .enter,  // history, history again: refused; open 日
        .character("m"), .character("'"), .enter, .left, .left, .left, .left,  // bookmark 日本, open it, back to All
    ]

    @Test func aRecordedSessionWithRefusedMovesReplaysStepForStep() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try SampleDictionary.store()
        let log = try record(Self.walk, store: store)
        let navigationLines = log.lines.filter { $0.line.machine == "navigation" }
        #expect(navigationLines.contains { !$0.line.accepted && $0.line.event == "all" })
        #expect(navigationLines.contains { !$0.line.accepted && $0.line.event == "history" })
        var steps: [SessionReplay.Step] = []
        let summary = try SessionReplay(store: store, dictionaryPath: "sample.json", log: log, screenSize: (60, 12))
            .run { steps.append($0) }
        #expect(summary.steps == navigationLines.count)
        #expect(summary.otherLines == log.lines.count - navigationLines.count)
        #expect(steps.map(\.line) == navigationLines.map(\.number))
        #expect(steps.map(\.move) == navigationLines.map { ReplayedMove($0.line) })
        let historyStep = try #require(steps.first { $0.move.event == "history" && $0.move.accepted })
        #expect(historyStep.screen?.contains("History — newest first") == true)
        #expect(historyStep.screen?.contains("日本") == true, "the history as the session saw it")
        #expect(steps.last?.screen?.hasPrefix(" Kanji list") == true)
    }

    @Test func aTamperedLineIsTheFirstDifference() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try SampleDictionary.store()
        let log = try record(Self.walk, store: store)
        let refused = try #require(log.lines.first { !$0.line.accepted && $0.line.machine == "navigation" })
        var text = try String(contentsOfFile: logPath, encoding: .utf8).split(separator: "\n").map(String.init)
        text[refused.number - 1] = text[refused.number - 1].replacingOccurrences(of: "\"accepted\":false", with: "\"accepted\":true")
        let tampered = TransitionLogReader(data: Data((text.joined(separator: "\n") + "\n").utf8))
        let difference = #expect(throws: SessionReplay.Difference.self) {
            try SessionReplay(store: store, dictionaryPath: "sample.json", log: tampered).run()
        }
        #expect(difference?.line == refused.number)
        #expect(difference?.description.contains("accepted") == true && difference?.description.contains("refused") == true)
    }

    @Test func aLogFromAnotherDictionaryNamesTheKanjiItLacks() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = try record([.down, .down, .down, .enter], store: try SampleDictionary.store())  // 本
        let smaller = try KanjiStore(source: nil, kanji: SampleDictionary.kanji.filter { $0.character != "本" }, words: [])
        let open = try #require(log.lines.first { $0.line.event == "open" })
        let difference = #expect(throws: SessionReplay.Difference.self) {
            try SessionReplay(store: smaller, dictionaryPath: "smaller.json", log: log).run()
        }
        #expect(difference?.line == open.number)
        #expect(difference?.replayed == "本 is not in smaller.json; was the log made with another dictionary?")
    }

    @Test func aSearchSettledOnReplaysWithItsQuery() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try SampleDictionary.store()
        var keys: [Key] = [.character("/")]
        keys += "person".map { .character($0) }
        keys += [.enter, .left, .escape]
        let log = try record(keys, store: store, waitingForTheSearchAfter: 7)
        #expect(log.lines.contains { $0.line.event == "query" && $0.line.subject == "person" })
        var screens: [String] = []
        let summary = try SessionReplay(store: store, dictionaryPath: "sample.json", log: log, screenSize: (60, 12))
            .run { screens.append($0.screen ?? "") }
        #expect(summary.steps == log.lines.filter { $0.line.machine == "navigation" }.count)
        #expect(screens.contains { $0.contains("人 — kanji details") })
    }

    @Test func stepsBeforeAStartAndDamagedLinesAreReported() throws {
        let open = TransitionLogLine(time: "2026-11-21T22:41:07.042Z", machine: "navigation", event: "open", from: "All",
                                     to: "Detail", accepted: true, reason: nil, subject: "日", depth: 2).json
        let log = TransitionLogReader(data: Data(("{\"cut\n" + open + "\n").utf8))
        let difference = #expect(throws: SessionReplay.Difference.self) {
            try SessionReplay(store: try SampleDictionary.store(), dictionaryPath: "sample.json", log: log).run()
        }
        #expect(difference?.line == 2)
        #expect(difference?.replayed.contains("no session has started") == true)
        #expect(log.skipped.map(\.number) == [1])
    }
}
