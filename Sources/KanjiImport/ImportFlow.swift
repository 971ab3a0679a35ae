import Foundation
import KanjiDictionary
import StateMachineKit

/// `kanji-list import` as a request flow with cancel: prepare (check the inputs)
/// → convert (read and convert) → write (write and rename), with cancel from any state but the
/// last. `run()` drives the machine on the calling thread; `cancel()` may be called from any thread
/// (a signal handler's queue) and is honoured at the next check of the long loops.
public final class ImportFlow {
    public let request: ImportRequest
    /// The machine named "import", with one state per step. Observe it to log the transitions.
    public let machine: StateMachine
    /// Set by ``cancel()``; a `Sendable` handle a signal handler can hold instead of the flow.
    public let cancellation = ImportCancellation()
    private let progress: (ImportProgress) -> Void

    /// `progress` is called on the thread that calls ``run()``.
    public init(request: ImportRequest, progress: @escaping (ImportProgress) -> Void = { _ in }) {
        self.request = request
        self.progress = progress
        machine = StateMachine(states: [PrepareState(), ConvertState(), WriteState(), CancelState()], name: "import")
    }

    /// Asks the flow to stop. Honoured until writing starts; refused after.
    public func cancel() {
        cancellation.cancel()
    }

    /// Runs the flow to its end. Throws ``ImportCancelled`` when cancelled (nothing was written) and
    /// ``ImportError`` when an input is missing or malformed (the output is untouched).
    public func run() throws -> ImportSummary {
        let started = ContinuousClock.now
        let converted: (bytes: [UInt8], kanji: Int, words: Int)
        do {
            machine.enter(PrepareState.self, event: "start")
            try prepare()
            try cancellation.check()
            machine.enter(ConvertState.self, event: "prepared")
            converted = try convert()
            try cancellation.check()
        } catch let cancelled as ImportCancelled {
            machine.enter(CancelState.self, event: "cancel")
            throw cancelled
        }
        machine.enter(WriteState.self, event: "converted")
        progress(ImportProgress(stage: .writing, count: 0, fraction: 0))
        try DictionaryWriterFile.write(converted.bytes, to: request.outputPath)
        progress(ImportProgress(stage: .writing, count: converted.bytes.count, fraction: 1))
        // Ask the machine, so a late Ctrl-C is recorded as refused by the write state.
        let cancelRefused = cancellation.isCancelled && !machine.enter(CancelState.self, event: "cancel")
        return ImportSummary(
            kanjiCount: converted.kanji, wordCount: converted.words, outputPath: request.outputPath,
            bytes: converted.bytes.count, duration: ContinuousClock.now - started, cancelRefused: cancelRefused)
    }

    /// Fails early, before minutes of work, when an input is missing or the output cannot be made.
    private func prepare() throws {
        let inputs = [
            (request.kanjidicPath, "Debian's kanjidic-xml package installs it; --kanjidic PATH names another"),
            (request.edictPath, "Debian's edict package installs it; --edict PATH names another"),
        ]
        for (path, hint) in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ImportError(file: path, message: "no such file (\(hint))")
            }
            guard !isDirectory.boolValue, FileManager.default.isReadableFile(atPath: path) else {
                throw ImportError(file: path, message: "not a readable file")
            }
        }
        try DictionaryWriterFile.prepareDirectory(for: request.outputPath)
    }

    /// Reads both files and encodes the dictionary, checking for a cancel all along.
    private func convert() throws -> (bytes: [UInt8], kanji: Int, words: Int) {
        let kanjidic = try KanjidicFile.read(gzipFile: request.kanjidicPath, cancellation: cancellation, progress: progress)
        let kept = request.rankedKanjiOnly ? kanjidic.kanji.filter(ImportSelection.isRanked) : kanjidic.kanji
        let kanji = ImportSelection.ordered(kept)
        try cancellation.check()
        let edict = try EdictFile.read(
            path: request.edictPath, commonOnly: request.commonWordsOnly, cancellation: cancellation, progress: progress)
        try cancellation.check()
        let source = ImportSource.credit(kanjidic: kanjidic.header, edictCreated: edict.created)
        let bytes = DictionaryWriter.encode(source: source, kanji: kanji, words: edict.words)
        return (bytes, kanji.count, edict.words.count)
    }
}
