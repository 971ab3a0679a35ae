import ArgumentParser
import Glibc
import KanjiBrowser
import KanjiDictionary
import KanjiTerminal
import Segmentation

/// `kanji-list read FILE`: the browser on the Read screen with the file's text.
struct ReadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read",
        abstract: "Read a Japanese text word by word in the browser: each word's entry, open it, bookmark it.",
        discussion: """
            FILE is read whole (at most 8 MB; - reads standard input, then takes keys from the terminal). \
            ← → (h l, w b) move word by word, ↑ ↓ line by line, Enter opens the word, [ ] make it a character \
            shorter or longer when the cut is wrong, m bookmarks it, Esc goes back. R in the browser opens an \
            empty page to paste text onto. Words are found with MeCab and IPADIC where installed, else by longest \
            dictionary match. The log records the file's name, never its text. \
            Exit status 2 for a file that cannot be read (the reason named).
            """)

    @Argument(help: "The text file, or - for standard input.")
    var file: String

    @OptionGroup var dictionary: DictionaryOptions

    @OptionGroup var log: LogOptions

    func run() throws {
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
        try BrowseCommand.browse(dictionary: dictionary, log: log, openingText: (text, source))
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
