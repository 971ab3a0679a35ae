import ArgumentParser
import Foundation
import KanjiDictionary
import KanjiRecognition
import Segmentation

/// `kanji-list recognize`: the writing pad's recognition for scripts and tests.
struct RecognizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recognize",
        _superCommandName: "kanji-list",
        abstract: "Recognise a kanji drawn as strokes, read from standard input or a file.",
        discussion: """
            Input: one stroke a line of x,y points separated by spaces, in a box from 0 to 1 with y \
            downwards (0.1,0.5 0.9,0.5 is a stroke of 一), or JSON, an array of strokes each an array of \
            [x, y]. Prints the candidates, best first: the kanji, its score and its meanings, tab-separated, \
            or with --json one JSON object a line. At most 64 strokes of 4,096 points each, in at most \
            1 MB (exit status 2 beyond, or for input that is no drawing; 1 when no kanji has about as \
            many strokes). Uses zinnia (Debian libzinnia0 and tegaki-zinnia-japanese) \
            combined with kanji-list's own recogniser over KanjiVG's strokes; without zinnia, the own one \
            alone, and says so on standard error.
            """)

    @Argument(help: ArgumentHelp("A file of strokes (default: standard input).", valueName: "file"))
    var file: String?

    @Option(help: "How many candidates, at most.")
    var limit = 10

    @Flag(help: "One JSON object a line: kanji, score, meanings.")
    var json = false

    @OptionGroup var dictionary: DictionaryOptions

    func validate() throws {
        guard (1...1000).contains(limit) else { throw ValidationError("--limit must be from 1 to 1000") }
    }

    /// Far more than a drawing takes (a stroke a line of a few dozen points is a few kilobytes).
    static let largestInput = 1 << 20

    func run() throws {
        let name = file ?? "standard input"
        if file ?? "-" == "-", isatty(STDIN_FILENO) != 0 {
            // A filter waiting on a terminal looks hung: say what it waits for, as parse does.
            printError("kanji-list recognize: type strokes, a line each of x,y points from 0 to 1 (0.1,0.5 0.9,0.5 is 一), then Ctrl-D (or give FILE; --help)")
        }
        let drawing: Drawing
        do {
            let text = try ReadCommand.readText(file ?? "-", atMost: Self.largestInput, tooLarge: "far more than a drawing of strokes")
            drawing = try DrawingText.parse(text)
        } catch let error as TextInput.Failure {
            printError("kanji-list: \(error.description)")
            throw ExitCode(2)
        } catch let error as DrawingText.Error {
            printError("kanji-list: \(name): \(error.message)")
            throw ExitCode(2)
        }
        let store = try dictionary.load()
        let recognition = HandwritingRecognizer(kanji: store.kanji)
        if let missing = recognition.zinniaMissing {
            printError("kanji-list: without zinnia: \(missing); using kanji-list's own recogniser alone")
        }
        if let unreadable = recognition.unreadableStrokes {
            printError("kanji-list: \(dictionary.path): \(unreadable)")
        }
        let candidates = recognition.candidates(for: drawing, limit: limit)
        guard !candidates.isEmpty else {
            printError("kanji-list: no kanji of the dictionary has about \(drawing.strokes.count) strokes; nothing to suggest")
            throw ExitCode(1)
        }
        var out: [UInt8] = []
        for candidate in candidates {
            let meanings = store.kanji(for: candidate.character)?.meanings ?? []
            let score = String(format: "%.4f", candidate.score)
            if json {
                out.append(contentsOf: #"{"kanji":"#.utf8)
                JSONString.append(String(candidate.character), to: &out)
                out.append(contentsOf: #","score":\#(score),"meanings":"#.utf8)
                JSONString.appendArray(meanings, to: &out)
                out.append(contentsOf: "}\n".utf8)
            } else {
                out.append(contentsOf: "\(candidate.character)\t\(score)\t\(meanings.prefix(3).joined(separator: ", "))\n".utf8)
            }
        }
        try printOutput(String(decoding: out, as: UTF8.self))
    }
}
