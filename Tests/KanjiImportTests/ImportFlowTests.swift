import Foundation
import KanjiDictionary
import StateMachineKit
import Testing
@testable import KanjiImport

extension TransitionRecorder {
    /// The attempts as "from→to" strings, refused ones marked.
    var transitions: [String] {
        attempts.map { attempt in
            let step = "\(attempt.from ?? "-")→\(attempt.to ?? "-")"
            return attempt.outcome.isAccepted ? step : "refused \(step)"
        }
    }
}

struct ImportFlowTests {
    private func request(output: String, kanjidic: String = "kanjidic-sample.xml.gz", edict: String = "edict-sample.txt") -> ImportRequest {
        ImportRequest(kanjidicPath: ImportSamples.path(kanjidic), edictPath: ImportSamples.path(edict), outputPath: output)
    }

    @Test func runsPrepareConvertWriteAndWritesTheDictionary() throws {
        let directory = try ImportSamples.scratchDirectory()
        let flow = ImportFlow(request: request(output: directory + "/new/dictionary.json"))
        let recorder = TransitionRecorder()
        flow.machine.addObserver(recorder)
        let summary = try flow.run()
        #expect(flow.machine.name == "import")
        #expect(recorder.transitions == ["-→Prepare", "Prepare→Convert", "Convert→Write"])
        #expect(summary.kanjiCount == 7 && summary.wordCount == 8 && !summary.cancelRefused)
        let written = try #require(FileManager.default.contents(atPath: summary.outputPath))
        #expect(written.count == summary.bytes)
        #expect(try ImportSamples.contents(ofDirectory: directory + "/new") == ["dictionary.json"])
    }

    @Test func theSameInputGivesTheSameBytes() throws {
        let directory = try ImportSamples.scratchDirectory()
        _ = try ImportFlow(request: request(output: directory + "/a.json")).run()
        _ = try ImportFlow(request: request(output: directory + "/b.json")).run()
        let first = try #require(FileManager.default.contents(atPath: directory + "/a.json"))
        #expect(first == FileManager.default.contents(atPath: directory + "/b.json"))
    }

    @Test func filtersKeepRankedKanjiAndCommonWords() throws {
        let directory = try ImportSamples.scratchDirectory()
        var filtered = request(output: directory + "/dictionary.json")
        filtered.commonWordsOnly = true
        filtered.rankedKanjiOnly = true
        let summary = try ImportFlow(request: filtered).run()
        #expect(summary.kanjiCount == 4 && summary.wordCount == 2)
        let text = String(decoding: try #require(FileManager.default.contents(atPath: summary.outputPath)), as: UTF8.self)
        #expect(text.split(separator: "\n").dropFirst().first?.hasPrefix("{\"character\":\"日\"") == true)
    }

    @Test(arguments: [
        ("kanjidic-truncated.xml.gz", "edict-sample.txt"), ("kanjidic-malformed.xml.gz", "edict-sample.txt"),
        ("kanjidic-sample.xml.gz", "edict-invalid-eucjp.txt"), ("kanjidic-sample.xml.gz", "edict-malformed.txt"),
        ("kanjidic-sample.xml.gz", "no-such-edict.txt"),
    ])
    func aFailureLeavesTheOutputUntouched(kanjidic: String, edict: String) throws {
        let directory = try ImportSamples.scratchDirectory()
        let output = directory + "/dictionary.json"
        try Data("previous".utf8).write(to: URL(fileURLWithPath: output))
        let error = #expect(throws: ImportError.self) {
            try ImportFlow(request: request(output: output, kanjidic: kanjidic, edict: edict)).run()
        }
        #expect(error?.file == ImportSamples.path(edict) || error?.file == ImportSamples.path(kanjidic))
        #expect(FileManager.default.contents(atPath: output) == Data("previous".utf8))
        #expect(try ImportSamples.contents(ofDirectory: directory) == ["dictionary.json"])
    }

    @Test func aMissingInputStopsInPrepare() throws {
        let directory = try ImportSamples.scratchDirectory()
        let flow = ImportFlow(request: request(output: directory + "/dictionary.json", kanjidic: "no-such.xml.gz"))
        let error = #expect(throws: ImportError.self) { try flow.run() }
        #expect(error?.file == ImportSamples.path("no-such.xml.gz"))
        #expect(error?.message.contains("kanjidic-xml") == true)
        #expect(flow.machine.currentState is PrepareState)
    }

    /// A flow that cancels itself when progress first reaches `stage`, as Ctrl-C would then.
    private func flowCancelling(at stage: ImportProgress.Stage, output: String) -> (ImportFlow, TransitionRecorder) {
        var cancelDuring: ImportFlow?
        let flow = ImportFlow(request: request(output: output)) { progress in
            if progress.stage == stage { cancelDuring?.cancel() }
        }
        cancelDuring = flow
        let recorder = TransitionRecorder()
        flow.machine.addObserver(recorder)
        return (flow, recorder)
    }

    @Test func aCancelBeforeTheResponseWritesNothing() throws {
        let directory = try ImportSamples.scratchDirectory()
        let (flow, recorder) = flowCancelling(at: .words, output: directory + "/dictionary.json")
        #expect(throws: ImportCancelled.self) { try flow.run() }
        #expect(recorder.transitions == ["-→Prepare", "Prepare→Convert", "Convert→Cancel"])
        #expect(try ImportSamples.contents(ofDirectory: directory).isEmpty)
    }

    @Test func aCancelBeforeRunStopsInPrepare() throws {
        let directory = try ImportSamples.scratchDirectory()
        let flow = ImportFlow(request: request(output: directory + "/dictionary.json"))
        flow.cancel()
        #expect(throws: ImportCancelled.self) { try flow.run() }
        #expect(flow.machine.currentState is CancelState)
        #expect(try ImportSamples.contents(ofDirectory: directory).isEmpty)
    }

    @Test func aCancelDuringTheResponseIsRefusedAndTheImportFinishes() throws {
        let directory = try ImportSamples.scratchDirectory()
        let (flow, recorder) = flowCancelling(at: .writing, output: directory + "/dictionary.json")
        let summary = try flow.run()
        #expect(summary.cancelRefused)
        #expect(recorder.transitions.last == "refused Write→Cancel")
        #expect(FileManager.default.fileExists(atPath: summary.outputPath))
    }

    @Test func theStatesAllowCancelFromAllButTheLast() {
        let machine = ImportFlow(request: request(output: "/tmp/unused.json")).machine
        #expect(machine.graph(.mermaid).isEmpty == false)
        #expect(PrepareState().isValidNextState(CancelState.self) && ConvertState().isValidNextState(CancelState.self))
        #expect(!WriteState().isValidNextState(CancelState.self) && !CancelState().isValidNextState(PrepareState.self))
        #expect(!PrepareState().isValidNextState(WriteState.self))
    }

    @Test func theSummaryLineGivesCountsPathSizeAndTime() {
        let summary = ImportSummary(kanjiCount: 3, wordCount: 5, outputPath: "/x.json", bytes: 4_200_000,
                                    duration: .milliseconds(1250), cancelRefused: false)
        #expect(ImportProgressLine.summary(summary) == "imported 3 kanji and 5 words into /x.json (4.2 MB) in 1.3 s")
    }
}
