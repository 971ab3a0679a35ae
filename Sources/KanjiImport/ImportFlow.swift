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
        let converted: (parts: [[UInt8]], kanji: Int, words: Int)
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
        let byteCount = converted.parts.reduce(0) { $0 + $1.count }
        try DictionaryWriterFile.write(parts: converted.parts, to: request.outputPath)
        progress(ImportProgress(stage: .writing, count: byteCount, fraction: 1))
        // Ask the machine, so a late Ctrl-C is recorded as refused by the write state.
        let cancelRefused = cancellation.isCancelled && !machine.enter(CancelState.self, event: "cancel")
        return ImportSummary(
            kanjiCount: converted.kanji, wordCount: converted.words, outputPath: request.outputPath,
            bytes: byteCount, duration: ContinuousClock.now - started, cancelRefused: cancelRefused)
    }

    /// Fails early, before minutes of work, when an input is missing or the output cannot be made.
    private func prepare() throws {
        var inputs = [(request.kanjidicPath, "Debian's kanjidic-xml package installs it; --kanjidic PATH names another")]
        if let jmdict = request.jmdictPath {
            inputs.append((jmdict, "--jmdict names JMdict's XML, plain or gzip"))
        } else {
            inputs.append((request.edictPath, "Debian's edict package installs it; --edict PATH names another"))
        }
        if let kradfile = request.kradfilePath { inputs.append((kradfile, "--kradfile names KRADFILE")) }
        if let radkfile = request.radkfilePath {
            // Stroke counts of components no kanji has would be dropped: refuse rather than ignore it.
            guard request.kradfilePath != nil else {
                throw ImportError(file: radkfile, message: "--radkfile gives components' stroke counts; it needs --kradfile")
            }
            inputs.append((radkfile, "--radkfile names RADKFILE"))
        }
        for (path, hint) in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ImportError(file: path, message: "no such file (\(hint))")
            }
            guard !isDirectory.boolValue, FileManager.default.isReadableFile(atPath: path) else {
                throw ImportError(file: path, message: "not a readable file")
            }
        }
        // KanjiVG may also be a directory of SVG files.
        if let kanjivg = request.kanjivgPath, !FileManager.default.isReadableFile(atPath: kanjivg) {
            throw ImportError(file: kanjivg, message: "no such file or directory (--kanjivg names kanjivg.xml[.gz], a directory of its SVGs or a zip of them)")
        }
        try DictionaryWriterFile.prepareDirectory(for: request.outputPath)
    }

    /// Reads the files and encodes the dictionary, checking for a cancel all along. JMdict's
    /// words are encoded as they are read, so its entries are never all in memory.
    private func convert() throws -> (parts: [[UInt8]], kanji: Int, words: Int) {
        let kanjidic = try KanjidicFile.read(gzipFile: request.kanjidicPath, cancellation: cancellation, progress: progress)
        let kept = request.rankedKanjiOnly ? kanjidic.kanji.filter(ImportSelection.isRanked) : kanjidic.kanji
        var kanji = ImportSelection.ordered(kept)
        try cancellation.check()
        if let kradfile = request.kradfilePath {
            let components = try KradFile.read(path: kradfile, cancellation: cancellation)
            for index in kanji.indices {
                kanji[index].components = kanji[index].character.unicodeScalars.first.flatMap { components[$0] } ?? []
            }
        }
        let componentStrokes = try request.radkfilePath.map { try RadkFile.read(path: $0, cancellation: cancellation) } ?? [:]
        if let kanjivg = request.kanjivgPath {
            let wanted = Set(kanji.compactMap { $0.character.unicodeScalars.first })
            let strokes = try KanjiVGFile.read(path: kanjivg, wanted: wanted, cancellation: cancellation)
            for index in kanji.indices {
                kanji[index].strokePaths = kanji[index].character.unicodeScalars.first.flatMap { strokes[$0] } ?? []
            }
        }
        try cancellation.check()
        var words = DictionaryWriter.WordLines()
        let wordsSource: ImportSource.Words
        var tags: [String: String] = [:]
        if let jmdict = request.jmdictPath {
            let summary = try JmdictFile.read(
                path: jmdict, commonOnly: request.commonWordsOnly, cancellation: cancellation, progress: progress
            ) { words.append($0) }
            wordsSource = .jmdict(created: summary.created)
            tags = summary.tagNames
        } else {
            let edict = try EdictFile.read(
                path: request.edictPath, commonOnly: request.commonWordsOnly, cancellation: cancellation, progress: progress)
            for word in edict.words { words.append(word) }
            wordsSource = .edict(created: edict.created)
        }
        try cancellation.check()
        let source = ImportSource.credit(
            kanjidic: kanjidic.header, words: wordsSource, kradfile: request.kradfilePath != nil,
            radkfile: request.radkfilePath != nil, kanjivg: request.kanjivgPath != nil)
        let parts = DictionaryWriter.fileParts(source: source, kanji: kanji, words: words, tags: tags, componentStrokes: componentStrokes)
        return ([parts.head, words.bytes, parts.tail], kanji.count, words.count)
    }
}
