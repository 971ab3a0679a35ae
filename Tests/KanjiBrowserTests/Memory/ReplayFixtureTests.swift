import Foundation
import KanjiDictionary
import TestSupport
import Testing
@testable import KanjiBrowser
@testable import LearnerData

/// Logs written by earlier versions (Fixtures/Logs) replay step for step on the bundled
/// dictionary, and replay makes only what its output needs.
@Suite struct ReplayFixtureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Fixtures/Logs")
    static let dictionaryPath = BundledDictionary.path
    static let store = BundledDictionary.store

    static let logs = ["walk-d1f74f2.log", "every-screen-df2df0d.log", "writing-pad-issue24.log", "study-session.log", "read-issue20.log",
                        "list-order-issue21.log"]

    @Test(arguments: logs)
    func anEarlierVersionsLogReplaysStepForStep(name: String) throws {
        let log = try TransitionLogReader(path: Self.fixtures.appendingPathComponent(name).path)
        let navigationLines = log.lines.filter { $0.line.machine == MachineCatalog.navigation }
        #expect(log.skipped.isEmpty)
        for screenSize in [nil, SessionReplay.smallestScreen] as [(width: Int, height: Int)?] {
            let summary = try SessionReplay(store: try Self.store.get(), dictionaryPath: Self.dictionaryPath, log: log,
                                            screenSize: screenSize).run()
            #expect(summary.steps == navigationLines.count)
        }
    }

    /// Every event the navigation has appears in the fixtures under the name it logs today, so a
    /// renamed event fails here even before a replay would.
    @Test func theFixturesHoldEveryNavigationEvent() throws {
        var logged = Set<String>()
        for name in Self.logs {
            let log = try TransitionLogReader(path: Self.fixtures.appendingPathComponent(name).path)
            for numbered in log.lines where numbered.line.machine == MachineCatalog.navigation {
                let event = try #require(numbered.line.event)
                #expect(NavigationEvent(rawValue: event)?.rawValue == event, "\(name) line \(numbered.number): \(event)")
                logged.insert(event)
            }
        }
        let events: [NavigationEvent] = [.start, .open, .back, .all, .query, .order]
            + NavigationState.allCases.filter { $0.showEvent != nil }.map { .show($0) }
        #expect(Set(events.map(\.rawValue)) == logged)
    }

    /// Replay without screens builds no search index however many sessions and searches the log
    /// holds (it did one per `start` line), and every session shares one All list.
    @Test func replayWithoutScreensBuildsNoSearchIndex() throws {
        let store = try SampleDictionary.store()
        let session = [
            line("start", nil, "All", depth: 1), line("search", "All", "Search", depth: 2),
            line("query", "Search", "Search", subject: "nihon", depth: 2), line("back", "Search", "All", depth: 1),
        ]
        let text = Array(repeating: session.joined(separator: "\n"), count: 500).joined(separator: "\n") + "\n"
        let replay = SessionReplay(store: store, dictionaryPath: "sample.json", log: TransitionLogReader(data: Data(text.utf8)))
        #expect(try replay.run().steps == 2_000)
        #expect(replay.resources.searchIndex === SearchIndexBuild.never)
        #expect(replay.resources.handwriting === HandwritingBuild.never)
        let root = try #require(replay.navigation?.stack.screens.first)
        #expect(root == .kanjiList(replay.resources.allList(in: .frequency)))
    }

    @Test func replayWithScreensBuildsOneSearchIndexForEverySession() throws {
        let store = try SampleDictionary.store()
        let session = [line("start", nil, "All", depth: 1), line("search", "All", "Search", depth: 2)]
        let text = Array(repeating: session.joined(separator: "\n"), count: 3).joined(separator: "\n") + "\n"
        let replay = SessionReplay(store: store, dictionaryPath: "sample.json", log: TransitionLogReader(data: Data(text.utf8)),
                                   screenSize: (60, 12))
        #expect(try replay.run().steps == 6)
        guard case .search(let search) = replay.navigation?.stack.top else {
            Issue.record("the search is not on top")
            return
        }
        #expect(search.indexBuild !== SearchIndexBuild.never)
        #expect(search.indexBuild === replay.resources.searchIndex)
    }

    private func line(_ event: String, _ from: String?, _ to: String, subject: String? = nil, depth: Int) -> String {
        TransitionLogLine(time: "2026-11-24T01:00:00.000Z", machine: "navigation", event: event, from: from, to: to,
                          accepted: true, reason: nil, subject: subject, depth: depth).json
    }
}
