import ArgumentParser
import Dispatch
import Foundation
import KanjiDictionary
import KanjiImport

/// `kanji-list import`: builds a dictionary from KANJIDIC2 and EDICT, the Electronic Dictionary
/// Research and Development Group's files, licensed CC BY-SA 4.0.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Build the dictionary from KANJIDIC2 and EDICT.",
        discussion: """
            Reads KANJIDIC2 (Debian package kanjidic-xml) and EDICT (Debian package edict) and writes a \
            kanji-list dictionary, by default the user's, which the browser then prefers to the bundled one. \
            Both files are the Electronic Dictionary Research and Development Group's \
            (https://www.edrdg.org/), used under Creative Commons Attribution-ShareAlike 4.0; the \
            dictionary's source field credits them. The bundled dictionary is made by: \
            kanji-list import --common-only --ranked-kanji-only --output Resources/dictionary.json
            """)

    @Option(help: ArgumentHelp("KANJIDIC2 (XML, plain or gzip).", valueName: "path"))
    var kanjidic = ImportRequest.debianKanjidic

    @Option(help: ArgumentHelp("EDICT, EUC-JP text.", valueName: "path"))
    var edict = ImportRequest.debianEdict

    @Option(help: ArgumentHelp("JMdict (XML, plain or gzip), read instead of EDICT: senses, all forms, ranks.", valueName: "path"))
    var jmdict: String?

    @Option(help: ArgumentHelp("KRADFILE (UTF-8 or EUC-JP, plain or gzip): each kanji's components.", valueName: "path"))
    var kradfile: String?

    @Option(help: ArgumentHelp("RADKFILE (UTF-8 or EUC-JP, plain or gzip), with --kradfile: the components' own stroke counts.", valueName: "path"))
    var radkfile: String?

    @Option(help: ArgumentHelp("KanjiVG: kanjivg.xml[.gz], a directory of its SVG files, or a zip of them (the kanjivg wheel).", valueName: "path"))
    var kanjivg: String?

    @Option(help: ArgumentHelp("Where to write the dictionary (default: $XDG_DATA_HOME/kanji-list/dictionary.json).", valueName: "path"))
    var output: String?

    @Flag(help: "Keep only the words marked common (EDICT's (P); JMdict's news1, ichi1, spec1, spec2, gai1).")
    var commonOnly = false

    @Flag(help: "Keep only the kanji with a school grade, a JLPT level or a frequency rank.")
    var rankedKanjiOnly = false

    func run() throws {
        let request = ImportRequest(
            kanjidicPath: kanjidic, edictPath: edict, jmdictPath: jmdict, kradfilePath: kradfile, radkfilePath: radkfile, kanjivgPath: kanjivg,
            outputPath: output ?? DictionaryLocations.user(),
            commonWordsOnly: commonOnly, rankedKanjiOnly: rankedKanjiOnly)
        let progressLine = isatty(STDERR_FILENO) == 1 ? ImportProgressLine() : nil
        let flow = ImportFlow(request: request) { progress in
            progressLine?.show(progress)
        }
        let interrupt = ImportInterrupt(cancellation: flow.cancellation)
        defer { interrupt.stop() }
        do {
            let summary = try flow.run()
            progressLine?.clear()
            printError(ImportProgressLine.summary(summary))
        } catch is ImportCancelled {
            progressLine?.clear()
            printError("import cancelled; nothing was written")
            throw ExitCode(130)
        } catch let error as ImportError {
            progressLine?.clear()
            printError("kanji-list import: \(error)")
            throw ExitCode.failure
        }
    }
}
