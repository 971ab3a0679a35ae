import ArgumentParser
import Glibc
import KanjiBrowser
import KanjiDictionary
import KanjiTerminal
import LearnerData
import Segmentation

/// `kanji-list read FILE`: the browser on the Read screen with the file's text.
struct ReadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read",
        _superCommandName: "kanji-list",
        abstract: "Read a Japanese text word by word in the browser: each word's entry, open it, bookmark it.",
        discussion: """
            FILE is read whole (at most 8 MB; - reads standard input, then takes keys from the terminal). \
            ← → (h l, w b) move word by word, ↑ ↓ line by line, Enter opens the word, [ ] make it a character \
            shorter or longer when the cut is wrong, m bookmarks it, Esc goes back. R in the browser opens an \
            empty page to paste text onto. Words are found with MeCab and IPADIC where installed, else by longest \
            dictionary match. The log records the file's name, never its text. \
            --stats prints the text's vocabulary instead (any size, read in pieces): the share of its running \
            words you know ("87% known": marked known with K or `kanji-list known`, or reviewed to a stability of \
            21 days), each state's count, and the words not known yet by how often they occur. \
            Exit status 2 for a file that cannot be read (the reason named).
            """)

    @Argument(help: "The text file, or - for standard input.")
    var file: String

    @Flag(help: "Every word alike: no new words underlined, no share known.")
    var plain = false

    @Flag(help: "Print the text's words by state and the share known instead of reading it.")
    var stats = false

    @Flag(help: "With --stats: as JSON (knownShare, runningWords, differentWords, unknown).")
    var json = false

    @OptionGroup var dictionary: DictionaryOptions

    @OptionGroup var log: LogOptions

    func validate() throws {
        if json && !stats { throw ValidationError("--json goes with --stats") }
    }

    func run() throws {
        if stats { return try printStats() }
        // The browser starts itself again (CrashReporterSetting): before standard input is read,
        // or the second start would find the terminal there instead of the text.
        CrashReporterSetting.makeNonInteractive()
        let text: String
        do {
            text = try ReadCommand.readText(file)
        } catch {
            printError("kanji-list: \(error.description)")
            throw ExitCode(2)
        }
        if file == "-" {
            // The text came on standard input: the keys come from the terminal.
            let terminal = open("/dev/tty", O_RDONLY)
            guard terminal >= 0 else {
                printError("kanji-list: the text came on standard input and there is no terminal to read keys from")
                throw ExitCode(2)
            }
            dup2(terminal, STDIN_FILENO)
            close(terminal)
        }
        let source = file == "-" ? "standard input" : String(file.split(separator: "/").last ?? Substring(file))
        try BrowseCommand.browse(dictionary: dictionary, log: log, openingText: (text, source), showsWordStates: !plain)
    }

    /// `--stats`: the text read in pieces, each word's state looked up once.
    private func printStats() throws {
        var input: TextInput
        do {
            input = try TextInput(path: file)
        } catch {
            printError("kanji-list: \(error.description)")
            throw ExitCode(2)
        }
        let store = try dictionary.load()
        let marks = try KnownCommand.openStore().marks
        let states = LearnerStates(schedule: try StudyCommand.openReviewLog().schedule, marks: marks)
        let (segmenter, mecabMissing) = Segmenter.make(lexicon: Lexicon(store: store), useMeCab: true)
        if let mecabMissing { printError("kanji-list: MeCab is not available (\(mecabMissing)); using longest dictionary match") }
        var known: [Int: (text: String, state: WordState)] = [:]
        var words: [(text: String, state: WordState)] = []
        while true {
            let piece: TextInput.Piece?
            do {
                piece = try input.next()
            } catch {
                printError("kanji-list: \(error.description)")
                throw ExitCode(2)
            }
            guard let piece else { break }
            for segment in segmenter.segments(of: piece.text) {
                guard let index = segment.word else { continue }
                if let word = known[index] {
                    words.append(word)
                    continue
                }
                let entry = store.word(at: index)
                let word = (entry.word, states.state(of: .word(entry.word), ignoredByNature: WordState.isIgnoredByNature(entry)))
                known[index] = word
                words.append(word)
            }
        }
        let vocabulary = TextVocabulary(words)
        let name = file == "-" ? "standard input" : file
        try printOutput(json ? TextVocabularyOutput.json(vocabulary, name: name) : TextVocabularyOutput.text(vocabulary, name: name))
    }

    /// The whole text, checked as `parse` checks it; more than a page holds is refused.
    static func readText(_ path: String) throws(TextInput.Failure) -> String {
        try readText(path, atMost: TextInput.largestPage, tooLarge: "too much to read on one page; kanji-list parse --file streams any size")
    }

    /// The whole text of `path` (- for standard input), checked as `parse` checks it, read
    /// piece by piece up to `atMost` bytes: more is refused with `tooLarge` as the reason.
    static func readText(_ path: String, atMost limit: Int, tooLarge: String) throws(TextInput.Failure) -> String {
        var input = try TextInput(path: path)
        var text = ""
        var bytes = 0
        while let piece = try input.next() {
            bytes += piece.text.utf8.count
            guard bytes <= limit else {
                let size = limit >= 1 << 20 ? "\(limit >> 20) MB" : "\(limit >> 10) KB"
                throw TextInput.Failure(description: "\(path == "-" ? "standard input" : path) is larger than \(size), \(tooLarge)")
            }
            text += piece.text
        }
        return text
    }
}
