import ArgumentParser
import Foundation
import KanjiBrowser

/// `kanji-list strokes 日`: a kanji's stroke order as text, for scripts and documentation.
struct StrokesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strokes",
        _superCommandName: "kanji-list",
        abstract: "Print a kanji's stroke order (KanjiVG) drawn in braille, each stroke numbered.",
        discussion: "Needs a dictionary with KanjiVG's strokes: the bundled one has them, and `import --kanjivg` adds them.")

    @Argument(help: "One kanji (日).")
    var kanji: String

    @Flag(help: "One panel per stroke: the strokes written so far, up to each one.")
    var frames = false

    @Option(help: ArgumentHelp("Width of a diagram in terminal columns (its height is half that).", valueName: "columns"))
    var size = 16

    @Option(help: ArgumentHelp("Frames: how many columns a row of panels may take.", valueName: "columns"))
    var width = 80

    @OptionGroup var dictionary: DictionaryOptions

    func validate() throws {
        guard kanji.count == 1 else { throw ValidationError("give one kanji, not \"\(kanji)\"") }
        guard (2...200).contains(size) else { throw ValidationError("--size must be from 2 to 200, not \(size)") }
        guard (2...1000).contains(width) else { throw ValidationError("--width must be from 2 to 1000, not \(width)") }
    }

    func run() throws {
        let store = try dictionary.load()
        guard let character = kanji.first, let entry = store.kanji(for: character) else {
            printError("kanji-list: \(kanji) is not in the dictionary (\(dictionary.path))")
            throw ExitCode(1)
        }
        guard !entry.strokePaths.isEmpty else {
            printError("kanji-list: the dictionary has no strokes for \(kanji) (import with --kanjivg; \(dictionary.path))")
            throw ExitCode(1)
        }
        for (number, problem) in StrokeDiagram.unreadable(entry.strokePaths) {
            printError("kanji-list: \(dictionary.path): stroke \(number) of \(kanji) cannot be drawn: \(problem)")
        }
        let text = frames
            ? StrokePanels.text(paths: entry.strokePaths, size: size, width: width)
            : StrokeDiagram(paths: entry.strokePaths, width: size).lines.joined(separator: "\n") + "\n"
        try printOutput(text)
    }
}
