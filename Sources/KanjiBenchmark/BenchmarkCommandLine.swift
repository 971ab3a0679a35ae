import ArgumentParser

/// kanji-benchmark's command line, read by ArgumentParser as kanji-list's is: `--help` lists every
/// measure and option with its default, and a mistake (an unknown option, one without its value,
/// two measures, an option the measure would not use) is ArgumentParser's error naming it, with
/// exit status 64, before any work: the default run takes minutes. The child processes' own lines
/// (`--step`, `--search-step`, `--mecab-step`, `--repeat-words`) are read before this, in main.swift,
/// so a measured child's start stays as it was.
struct BenchmarkCommandLine: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kanji-benchmark",
        abstract: "Measures kanji-list: the time and peak memory of each step, each in its own process.",
        usage: "kanji-benchmark [<measure>] [<options>]",
        discussion: """
            Without a measure: every step at each dictionary size (the bundled one; the full one and \
            it with its words 2x and 4x, where Debian's kanjidic-xml and edict are installed), then \
            the report as Markdown. Build it with `swift run -c release kanji-benchmark`; \
            docs/benchmarks.md gives each figure with the command that measured it.
            """)

    /// The measures, at most one given.
    struct Measures: ParsableArguments {
        @Option(help: ArgumentHelp("Search alone on a dictionary file: its index's build, each query's time (--runs).", valueName: "file"))
        var search: String?

        @Flag(help: "Handwriting recognition on KanjiVG's strokes, drawn and distorted (--dictionary, --seed, --weights, --only).")
        var recognition = false

        @Option(help: ArgumentHelp("Search scored on a learner query set, docs/learner-queries.tsv (--dictionary, --misses).", valueName: "queries"))
        var learner: String?

        @Option(parsing: .upToNextOption,
                help: ArgumentHelp("Whole commands on one or more dictionary files against myougiden and start-yardstick (--runs).", valueName: "files"))
        var commands: [String] = []

        @Option(parsing: .upToNextOption,
                help: ArgumentHelp("Segmentation on two files: the sentences (scripts/segmentation-sentences), then a dictionary (--runs, --misses).",
                                   valueName: "files"))
        var segmentation: [String] = []

        @Option(help: ArgumentHelp("parse, the Read screen and the start on a text (scripts/reading-text) against their yardsticks (--dictionary, --runs).",
                                   valueName: "text"))
        var reading: String?

        @Option(help: ArgumentHelp("Keys typed on a pasted page of a text against keys that move (--dictionary, --runs).", valueName: "text"))
        var typing: String?

        @Option(help: ArgumentHelp("Known words' costs on a text (--dictionary, --runs).", valueName: "text"))
        var known: String?

        @Flag(help: "Pitch accent and speech (--dictionary, --unidic, --runs).")
        var pronunciation = false
    }

    /// What a measure is given, each used by some of them only.
    struct Settings: ParsableArguments {
        @Option(help: ArgumentHelp(
            "Rounds of each step, the median kept (default: 3; 5 for --search, --segmentation, --known and --pronunciation; 7 for --commands and --reading; 9 for --typing).",
            valueName: "n"))
        var runs: Int?

        @Option(help: ArgumentHelp("Without a measure: also write the report into this file, replacing the report already there.", valueName: "file"))
        var markdown: String?

        @Option(help: ArgumentHelp("The dictionary file (default: Resources/dictionary.json.gz).", valueName: "path"))
        var dictionary: String?

        @Option(help: ArgumentHelp("--learner: write the tune half's misses to this file; --segmentation: list the misses of this half (tune or test).",
                                   valueName: "file-or-half"))
        var misses: String?

        @Option(help: ArgumentHelp("--recognition: the distortions' seed (default: 20261124, the seed of docs/benchmarks.md's figures).", valueName: "n"))
        var seed: UInt64?

        @Option(help: ArgumentHelp("--recognition: four weights, reversal,unpaired,order,zinnia (default: the recogniser's own).", valueName: "weights"))
        var weights: RecognitionWeights?

        @Option(help: ArgumentHelp("--recognition: only the conditions whose title holds this text.", valueName: "text"))
        var only: String?

        @Option(help: ArgumentHelp("--pronunciation: UniDic's folder (default: .build/sources/unidic-lite-1.0.8/unidic_lite/dicdir).", valueName: "folder"))
        var unidic: String?
    }

    @OptionGroup(title: "Measures (one at most)") var measures: Measures
    @OptionGroup(title: "Settings") var settings: Settings

    /// One measure, with what it was given.
    enum Measure: Equatable {
        case everyStep
        case search(file: String)
        case recognition
        case learner(queries: String)
        case commands(files: [String])
        case segmentation(sentences: String, file: String)
        case reading(text: String)
        case typing(text: String)
        case known(text: String)
        case pronunciation

        /// Its option's name, for messages.
        var name: String {
            switch self {
            case .everyStep: "the run without a measure"
            case .search: "--search"
            case .recognition: "--recognition"
            case .learner: "--learner"
            case .commands: "--commands"
            case .segmentation: "--segmentation"
            case .reading: "--reading"
            case .typing: "--typing"
            case .known: "--known"
            case .pronunciation: "--pronunciation"
            }
        }

        /// `--runs` when not given.
        var defaultRuns: Int? {
            switch self {
            case .everyStep: 3
            case .search, .segmentation, .known, .pronunciation: 5
            case .commands, .reading: 7
            case .typing: 9
            case .recognition, .learner: nil
            }
        }
    }

    /// The measures given, in the help's order.
    private var measuresGiven: [Measure] {
        var given: [Measure] = []
        if let file = measures.search { given.append(.search(file: file)) }
        if measures.recognition { given.append(.recognition) }
        if let queries = measures.learner { given.append(.learner(queries: queries)) }
        if !measures.commands.isEmpty { given.append(.commands(files: measures.commands)) }
        if measures.segmentation.count == 2 { given.append(.segmentation(sentences: measures.segmentation[0], file: measures.segmentation[1])) }
        if let text = measures.reading { given.append(.reading(text: text)) }
        if let text = measures.typing { given.append(.typing(text: text)) }
        if let text = measures.known { given.append(.known(text: text)) }
        if measures.pronunciation { given.append(.pronunciation) }
        return given
    }

    /// The measure asked for: the one given, or every step.
    var measure: Measure { measuresGiven.first ?? .everyStep }

    /// `--runs`, or the measure's own default.
    var runs: Int { settings.runs ?? measure.defaultRuns ?? 1 }

    func validate() throws {
        if !measures.segmentation.isEmpty, measures.segmentation.count != 2 {
            throw ValidationError("--segmentation takes two files, the sentences and a dictionary, not \(measures.segmentation.count)")
        }
        let given = measuresGiven
        if given.count > 1 { throw ValidationError("\(given[0].name) and \(given[1].name) are two measures: give one at a time") }
        if let runs = settings.runs, runs < 1 { throw ValidationError("--runs must be at least 1") }
        for (option, isGiven, usedBy) in optionsUsed where isGiven && !usedBy(measure) {
            throw ValidationError("\(option) is not used by \(measure.name)")
        }
    }

    /// Each setting, whether it was given, and which measures use it.
    private var optionsUsed: [(String, Bool, (Measure) -> Bool)] {
        [
            ("--runs", settings.runs != nil, { $0.defaultRuns != nil }),
            ("--markdown", settings.markdown != nil, { $0 == .everyStep }),
            ("--dictionary", settings.dictionary != nil, { measure in
                switch measure {
                case .recognition, .learner, .reading, .typing, .known, .pronunciation: true
                default: false
                }
            }),
            ("--misses", settings.misses != nil, { measure in
                switch measure {
                case .learner, .segmentation: true
                default: false
                }
            }),
            ("--seed", settings.seed != nil, { $0 == .recognition }),
            ("--weights", settings.weights != nil, { $0 == .recognition }),
            ("--only", settings.only != nil, { $0 == .recognition }),
            ("--unidic", settings.unidic != nil, { $0 == .pronunciation }),
        ]
    }
}

/// `--weights`: the own recogniser's reversal, unpaired and order weights and zinnia's, four
/// numbers separated by commas; anything else is refused by ArgumentParser, naming the option.
struct RecognitionWeights: ExpressibleByArgument {
    let reversal, unpaired, order, zinnia: Double

    init?(argument: String) {
        let values = argument.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
        guard values.count == 4, let reversal = values[0], let unpaired = values[1], let order = values[2], let zinnia = values[3] else { return nil }
        (self.reversal, self.unpaired, self.order, self.zinnia) = (reversal, unpaired, order, zinnia)
    }
}
