import ArgumentParser
import Glibc
import KanjiDictionary
import LearnerData
import Segmentation

/// `kanji-list parse`: Japanese text cut into words, each with its dictionary word.
struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        _superCommandName: "kanji-list",
        abstract: "Split Japanese text into words, each with its dictionary word, reading and inflection.",
        discussion: """
            Reads TEXT, or the file given with --file, or standard input for - (or no TEXT on a pipe). \
            Prints one word a line: the text as written, the dictionary word it stands for (deinflected: \
            食べさせられた → 食べる), the reading of the text as written, the inflection (its chain of real \
            forms and its steps' names: 食べさせられた ‹ 食べさせられる ‹ 食べさせる ‹ 食べる (causative, passive, \
            past)) and the first meanings, tab-separated; a name (MeCab's proper noun, JMnedict's entry) has \
            its types before them ("name: place, surname"). Punctuation, Latin text and numbers are their own segments. \
            --json: one object a line with text, name (a name's types; only for a name), word (null where no \
            dictionary word matches), wordReadings \
            (its readings), reading, \
            inflection (the steps' names), chain (the form after each step, the dictionary form first), \
            meanings, start and end (offsets in Unicode code points of the input), and candidates: every \
            dictionary word the text from its start may be, the one chosen first, then the longer and shorter \
            ones and homographs, each with its text, word, reading, inflection, chain, start and end. \
            --furigana: the text with readings over its kanji in Anki's format (日本語[にほんご]を \
            勉強[べんきょう]しています). \
            Words are found with MeCab and its IPADIC dictionary (Debian: mecab-ipadic-utf8, libmecab2) \
            joined into the dictionary's words; where MeCab is missing, by longest dictionary match, and \
            the command says so on standard error. \
            Exit status: 0; 2 for input that cannot be read (the reason named: a missing file, not UTF-8 \
            with the byte offset, a binary file, the file standard output goes to).
            """)

    @Argument(help: "The text; - for standard input.")
    var text: String?

    @Option(name: .long, help: ArgumentHelp("Read the text from this file.", valueName: "path"))
    var file: String?

    @Flag(help: "One JSON object a line: text, word, wordReadings, reading, inflection, chain, meanings, start, end, candidates.")
    var json = false

    @Flag(help: "The text with furigana in Anki's format.")
    var furigana = false

    @Flag(help: "Longest dictionary match only, even where MeCab is installed.")
    var withoutMecab = false

    @OptionGroup var dictionary: DictionaryOptions

    func validate() throws {
        if text != nil && file != nil { throw ValidationError("give the text or --file, not both") }
        if json && furigana { throw ValidationError("--json and --furigana are different outputs: give one") }
    }

    func run() throws {
        let format: ParsePrinter.Format = json ? .json : furigana ? .furigana : .text
        var output = ParseOutput(format: format)
        if let text, text != "-" {
            let (_, first) = try prepare()
            var printer = ParsePrinter(format: format)
            try output.add(printer.print(first.segments(of: text), of: text, offset: 0, segmenter: first))
            try output.finish()
            end(holding: first)
        }
        var input: TextInput
        do {
            input = try TextInput(path: file ?? "-")
        } catch {
            printError("kanji-list: \(error.description)")
            throw ExitCode(2)
        }
        if input.isSameFile(as: STDOUT_FILENO) {
            printError("kanji-list: \(file ?? "standard input") is also standard output: parse would read its own words for ever")
            throw ExitCode(2)
        }
        if file == nil, isatty(STDIN_FILENO) != 0 {
            // A filter waiting on a terminal looks hung: say what it waits for, as python3 and bc do.
            printError("kanji-list parse: type or paste Japanese text, then Ctrl-D (or give TEXT, --file PATH; --help)")
        }
        // What one thread looked up (a word's entry, a spelling's words, a form's deinflections)
        // the others do not look up again.
        let shared = SharedLookups()
        let (lexicon, first) = try prepare(shared: shared)
        let workers = [OrderedWork.Worker(ParseWorker(segmenter: first, format: format))]
            + (1..<ParseCommand.threads).map { _ in
                let segmenter = Segmenter.make(lexicon: lexicon, useMeCab: !withoutMecab, shared: shared).segmenter
                return OrderedWork.Worker(ParseWorker(segmenter: segmenter, format: format))
            }
        var readFailure: TextInput.Failure?
        do {
            try OrderedWork.run(
                workers: workers, work: { $0.print($1) }, next: { try ParseCommand.batch(of: &input, failure: &readFailure) },
                size: { $0.reduce(0) { $0 + $1.text.utf8.count } }, take: { for piece in $0 { try output.add(piece) } })
        } catch let failure as TextInput.Failure {
            try output.finish()
            printError("kanji-list: \(failure.description)")
            throw ExitCode(2)
        }
        try output.finish()
        end(holding: workers)
    }

    /// Threads cutting a file: the machine's cores, at most two. Each holds a segmenter with its
    /// own MeCab and caches, 60 MB more on a novel (43 MB of it IPADIC's sys.dic, mapped again):
    /// two keep parse's peak inside its budget (issue 35: twice MeCab's and the dictionary's
    /// image); more would want one MeCab model the threads' taggers share.
    private static let threads = min(2, OrderedWork.cores)

    /// The next pieces of `input`, together at least ``batchBytes`` of text unless it ends: a thread
    /// is woken once for many short lines. A failure after some pieces is kept in `failure` and
    /// thrown at the next call, so those pieces are printed before it is reported.
    private static func batch(of input: inout TextInput, failure: inout TextInput.Failure?) throws(TextInput.Failure) -> [TextInput.Piece]? {
        if let failure { throw failure }
        var pieces: [TextInput.Piece] = []
        var bytes = 0
        while bytes < batchBytes {
            do {
                guard let piece = try input.next() else { break }
                pieces.append(piece)
                bytes += piece.text.utf8.count
            } catch {
                if pieces.isEmpty { throw error }
                failure = error
                break
            }
        }
        return pieces.isEmpty ? nil : pieces
    }

    private static let batchBytes = 1 << 13

    /// Ends the process with the output written and the segmenters never freed: their caches hold
    /// a long text's words (hundreds of thousands of strings), and freeing them one by one as `run`
    /// returned was 2.5% of parse's time on a novel, where the kernel takes the memory back at
    /// once. What main does after a command is done first (a damaged image reported).
    private func end(holding segmenters: some Any) -> Never {
        withExtendedLifetime(segmenters) {
            LoadedDictionary.reportDamage()
            Glibc.exit(EXIT_SUCCESS)
        }
    }

    /// The dictionary's lexicon, its image's pages kept as read, and a segmenter on it (sharing
    /// `shared`'s look-ups), saying on standard error when MeCab is missing.
    private func prepare(shared: SharedLookups? = nil) throws -> (Lexicon, Segmenter) {
        let store = try dictionary.load()
        // A long text asks for the same common words' entries again and again.
        store.keepPagesRead()
        let lexicon = Lexicon(store: store)
        let (segmenter, mecabMissing) = Segmenter.make(lexicon: lexicon, useMeCab: !withoutMecab, shared: shared)
        if let mecabMissing { printError("kanji-list: MeCab is not available (\(mecabMissing)); using longest dictionary match") }
        return (lexicon, segmenter)
    }
}

/// A thread's segmenter and printer: pieces of input in, their output's bytes out.
private struct ParseWorker {
    let segmenter: Segmenter
    var printer: ParsePrinter

    init(segmenter: Segmenter, format: ParsePrinter.Format) {
        self.segmenter = segmenter
        printer = ParsePrinter(format: format)
    }

    /// Each piece's output, a piece's bytes apart: they go out as one thread printing them would
    /// write them.
    mutating func print(_ pieces: [TextInput.Piece]) -> [[UInt8]] {
        pieces.map { piece in
            printer.print(segmenter.segments(of: piece.text), of: piece.text, offset: piece.scalarOffset, segmenter: segmenter)
        }
    }
}

/// parse's standard output: the pieces' bytes in order, written every 64 KB.
private struct ParseOutput {
    let format: ParsePrinter.Format
    private var out: [UInt8] = []
    /// The last byte added, written or not: furigana ends its text with a line's end.
    private var last: UInt8?

    init(format: ParsePrinter.Format) {
        self.format = format
    }

    mutating func add(_ bytes: [UInt8]) throws {
        out += bytes
        last = bytes.last ?? last
        if out.count > 1 << 16 { try flush() }
    }

    mutating func finish() throws {
        if format == .furigana, let last, last != UInt8(ascii: "\n") { try add([UInt8(ascii: "\n")]) }
        try flush()
    }

    /// Text's bytes are escaped field by field as the printer makes them (``ParsePrinter``), so
    /// only JSON (whose strings keep DEL, C1 and bidirectional controls) and furigana (the text as
    /// it is) are looked through for controls again.
    private mutating func flush() throws {
        try format == .text ? printOutput(escapedUTF8: out) : printOutput(utf8: out)
        out.removeAll(keepingCapacity: true)
    }
}

/// Writes segments as the parse command's formats, a piece of input at a time.
private struct ParsePrinter {
    enum Format {
        case text
        case json
        case furigana
    }

    let format: Format
    private var out: [UInt8] = []
    /// Each dictionary word's own fields as printed (text: its word and first meanings, escaped;
    /// JSON: their literals), made once: a text names the same words (の, は, する) again and
    /// again, and decoding an entry was a fifth of the command's time.
    private var wordFields: [Int: (word: [UInt8], readings: [UInt8], meanings: [UInt8])] = [:]

    init(format: Format) {
        self.format = format
    }

    /// The output of `segments` of `text`, which starts at scalar `offset` of the input; `segmenter`
    /// gives each word's entry and, for JSON, its candidates.
    mutating func print(_ segments: [Segment], of text: String, offset: Int, segmenter: Segmenter) -> [UInt8] {
        switch format {
        case .furigana: out += Furigana.anki(segments).utf8
        case .text: for segment in segments where segment.kind != .space { appendText(segment, words: segmenter) }
        case .json:
            let scalars = Array(text.unicodeScalars)
            for segment in segments {
                appendJSON(segment, offset: offset, candidates: segmenter.candidates(at: segment, in: scalars), words: segmenter)
            }
        }
        defer { out = [] }
        return out
    }

    /// Word `word`'s fields in this format, made the first time it is printed, from the entry
    /// `words` decoded to choose it (decoding it again was a twentieth of the command's time).
    private mutating func fields(of word: Int, words: Segmenter) -> (word: [UInt8], readings: [UInt8], meanings: [UInt8]) {
        if let known = wordFields[word] { return known }
        let entry = words.entry(word)
        var made: (word: [UInt8], readings: [UInt8], meanings: [UInt8]) = ([], [], [])
        if format == .json {
            JSONString.append(entry.word, to: &made.word)
            JSONString.appendArray(entry.readings, to: &made.readings)
            JSONString.appendArray(entry.meanings, to: &made.meanings)
        } else {
            ControlCharacters.appendEscaped(entry.word, to: &made.word)
            ParsePrinter.appendFirstMeanings(entry, to: &made.meanings)
        }
        wordFields[word] = made
        return made
    }

    /// `行きました	行く	いきました	行きました ‹ 行きます ‹ 行く (polite, past)	to go, to move…`, a name's types before
    /// its meanings (`田中	田中	たなか		name: place, surname, female given name; Tanaka`); control characters in the text
    /// shown escaped (`\u001B`), as every field is as it goes in: the output holds no control but
    /// its tabs and newlines, and is not looked through again (``printOutput(escapedUTF8:)``).
    private mutating func appendText(_ segment: Segment, words: Segmenter) {
        let word = segment.word.map { fields(of: $0, words: words) }
        let tab = UInt8(ascii: "\t")
        ControlCharacters.appendEscaped(segment.text, to: &out)
        out.append(tab)
        out += word?.word ?? []
        out.append(tab)
        ControlCharacters.appendEscaped(segment.reading ?? "", to: &out)
        out.append(tab)
        ControlCharacters.appendEscaped(segment.inflectionText, to: &out)
        out.append(tab)
        if let nameType = segment.nameType {
            out += "name: ".utf8
            ControlCharacters.appendEscaped(nameType, to: &out)
            if word != nil { out += "; ".utf8 }
        }
        out += word?.meanings ?? []
        out.append(UInt8(ascii: "\n"))
    }

    private mutating func appendJSON(_ segment: Segment, offset: Int, candidates: [Segment], words: Segmenter) {
        let word = segment.word.map { fields(of: $0, words: words) }
        out += #"{"text":"#.utf8
        JSONString.append(segment.text, to: &out)
        out += #","kind":"#.utf8
        JSONString.append(segment.kind.rawValue, to: &out)
        if let nameType = segment.nameType {
            out += #","name":"#.utf8
            JSONString.append(nameType, to: &out)
        }
        out += #","word":"#.utf8
        out += word?.word ?? Array("null".utf8)
        out += #","wordReadings":"#.utf8
        out += word?.readings ?? Array("[]".utf8)
        appendReadingAndInflection(segment)
        out += #","meanings":"#.utf8
        out += word?.meanings ?? Array("[]".utf8)
        out += #","start":\#(offset + segment.range.lowerBound),"end":\#(offset + segment.range.upperBound)"#.utf8
        out += #","candidates":["#.utf8
        for (index, candidate) in candidates.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            appendCandidate(candidate, offset: offset, words: words)
        }
        out += "]}\n".utf8
    }

    /// `{"text":"行きました","word":"行く","reading":"いきました","inflection":["polite","past"],"chain":[…],"start":0,"end":5}`.
    private mutating func appendCandidate(_ candidate: Segment, offset: Int, words: Segmenter) {
        out += #"{"text":"#.utf8
        JSONString.append(candidate.text, to: &out)
        out += #","word":"#.utf8
        out += candidate.word.map { fields(of: $0, words: words).word } ?? Array("null".utf8)
        appendReadingAndInflection(candidate)
        out += #","start":\#(offset + candidate.range.lowerBound),"end":\#(offset + candidate.range.upperBound)}"#.utf8
    }

    /// `,"reading":…,"inflection":[…],"chain":[…]`, of a segment and of a candidate alike.
    private mutating func appendReadingAndInflection(_ segment: Segment) {
        out += #","reading":"#.utf8
        if let reading = segment.reading { JSONString.append(reading, to: &out) } else { out += "null".utf8 }
        out += #","inflection":"#.utf8
        JSONString.appendArray(segment.inflection, to: &out)
        out += #","chain":"#.utf8
        JSONString.appendArray(segment.chain, to: &out)
    }

    /// `to go, to move…`: the first three meanings, escaped each as it goes in (escaping works
    /// scalar by scalar, so this is the three joined and then escaped, without the joined string:
    /// 4,000 instructions a word).
    private static func appendFirstMeanings(_ entry: WordEntry, to out: inout [UInt8]) {
        let meanings = entry.meanings
        for (index, meaning) in meanings.prefix(3).enumerated() {
            if index > 0 { out += ", ".utf8 }
            ControlCharacters.appendEscaped(meaning, to: &out)
        }
        if meanings.count > 3 { out += "…".utf8 }
    }
}
