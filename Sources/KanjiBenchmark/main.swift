import Foundation
import KanjiDictionary
import KanjiRecognition
import KanjiSearch

// `swift run -c release kanji-benchmark [--runs N] [--markdown FILE]`: for each dictionary size,
// the time and peak memory of each step, each in its own child process, with the ratios the
// goals are stated in; then the same as Markdown, on stdout and in FILE if given. One measure
// instead (--search, --reading, ...): `kanji-benchmark --help` lists them with their options
// (BenchmarkCommandLine). The child processes' lines, `--step NAME FILE`, `--search-step NAME FILE`,
// `--mecab-step TEXT` and `--repeat-words IN OUT N`, are read first, by hand: ArgumentParser's
// reflection would add to the start of the MeCab yardstick they measure.

let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "--step" {
    guard let step = Step(rawValue: arguments[2]) else { exit(2) }
    exit(step.run(path: arguments[3]))
}
if arguments.count == 4, arguments[1] == "--search-step" {
    guard let step = SearchStep(rawValue: arguments[2]) else { exit(2) }
    exit(step.run(path: arguments[3]))
}
if arguments.count == 3, arguments[1] == "--mecab-step" {
    exit(MeCabStep.run(path: arguments[2]))
}
if arguments.count == 5, arguments[1] == "--repeat-words", let times = Int(arguments[4]) {
    exit(BenchData.writeRepeatedWords(from: arguments[2], to: arguments[3], times: times))
}
let commandLine = BenchmarkCommandLine.parseOrExit()
let runs = commandLine.runs
let settings = commandLine.settings
let dictionaryPath = settings.dictionary ?? BenchData().root + "/Resources/dictionary.json.gz"
/// The command as docs/benchmarks.md gives it beside its figures.
let command = (["swift run -c release kanji-benchmark"] + arguments.dropFirst()).joined(separator: " ")

switch commandLine.measure {
case .search(let file):
    print(SearchBenchmark(kanjiList: BenchData().kanjiList, runs: runs, path: file).report())
case .recognition:
    var weights = StrokeMatchRecognizer.Weights.standard
    var zinniaWeight = CombinedRecognizer.standardZinniaWeight
    if let given = settings.weights {
        (weights.reversal, weights.unpaired, weights.order, zinniaWeight) = (given.reversal, given.unpaired, given.order, given.zinnia)
    }
    do {
        let store = try KanjiStore.load(contentsOf: dictionaryPath)
        let benchmark = RecognitionBenchmark(store: store, seed: settings.seed ?? RecognitionBenchmark.evaluationSeed, weights: weights,
                                             zinniaWeight: zinniaWeight, only: settings.only)
        print(benchmark.report(command: command))
    } catch {
        note("\(error)")
        exit(1)
    }
case .learner(let queriesPath):
    do {
        let store = try KanjiStore.load(contentsOf: dictionaryPath)
        let queries = try LearnerBenchmark.read(queriesPath)
        print(try LearnerBenchmark(store: store, index: SearchIndex(store: store), queries: queries, missesPath: settings.misses).report(command: command))
    } catch {
        note("\(error)")
        exit(1)
    }
case .commands(let files):
    // KANJI_LIST names another build to measure instead (an older one, for a before and after in one sitting).
    guard let kanjiList = ProcessInfo.processInfo.environment["KANJI_LIST"] ?? BenchData().installed("kanji-list"),
          let yardstick = BenchData().installed("start-yardstick") else {
        note("cannot build kanji-list or start-yardstick")
        exit(1)
    }
    print(CommandBenchmark(kanjiList: kanjiList, yardstick: yardstick, runs: runs).report(dictionaries: files))
case .segmentation(let sentences, let file):
    do {
        print(try SegmentationBenchmark(sentencesPath: sentences, dictionaryPath: file, runs: runs, missesOf: settings.misses).report())
    } catch {
        note("cannot measure segmentation: \(error)")
        exit(1)
    }
case .reading(let text):
    let data = BenchData()
    guard let kanjiList = ProcessInfo.processInfo.environment["KANJI_LIST"] ?? data.installed("kanji-list"),
          let floor = data.installed("start-yardstick")
    else {
        note("cannot build kanji-list or start-yardstick")
        exit(1)
    }
    print(ReadingBenchmark(kanjiList: kanjiList, textPath: text, dictionary: dictionaryPath, runs: runs, floor: floor).report(command: command))
case .typing(let text):
    guard let kanjiList = ProcessInfo.processInfo.environment["KANJI_LIST"] ?? BenchData().installed("kanji-list") else {
        note("cannot build kanji-list")
        exit(1)
    }
    print(TypingBenchmark(kanjiList: kanjiList, textPath: text, dictionary: dictionaryPath, runs: runs).report(command: command))
case .known(let text):
    guard let kanjiList = ProcessInfo.processInfo.environment["KANJI_LIST"] ?? BenchData().installed("kanji-list") else {
        note("cannot build kanji-list")
        exit(1)
    }
    print(KnownWordsBenchmark(kanjiList: kanjiList, textPath: text, dictionary: dictionaryPath, runs: runs).report(command: command))
case .pronunciation:
    let unidic = settings.unidic ?? BenchData().root + "/.build/sources/unidic-lite-1.0.8/unidic_lite/dicdir"
    do {
        let store = try KanjiStore.load(contentsOf: dictionaryPath)
        print(PronunciationBenchmark(store: store, unidic: unidic, runs: runs).report(command: command))
    } catch {
        note("\(error)")
        exit(1)
    }
case .everyStep:
    measureEveryStep(runs: runs, markdownPath: settings.markdown, command: command)
}

/// Every step at each dictionary size, the tables printed as they are measured, then the report
/// as Markdown (also into --markdown's file).
func measureEveryStep(runs: Int, markdownPath: String?, command: String) {
    let data = BenchData()
    let dictionaries = data.prepare()
    if dictionaries.isEmpty {
        note("no dictionary to measure: add Resources/dictionary.json.gz or install kanjidic-xml and edict")
        exit(1)
    }
    let benchmark = Benchmark(kanjiList: data.kanjiList, runs: runs)
    print("kanji-benchmark: median of \(runs) runs per step, each step in a fresh process; peak = ru_maxrss\n")
    var results: [Benchmark.SizeResult] = []
    for dictionary in dictionaries {
        let result = benchmark.measure(dictionary)
        result.printTable()
        results.append(result)
    }
    Benchmark.printGrowth(results.filter { $0.dictionary.name.hasPrefix("full") })
    let markdown = MarkdownReport.render(results, runs: runs, command: command)
    print("\n" + markdown)
    if let markdownPath {
        do {
            let existing = try? String(contentsOfFile: markdownPath, encoding: .utf8)
            try MarkdownReport.replacingReport(in: existing, with: markdown).write(toFile: markdownPath, atomically: true, encoding: .utf8)
        } catch {
            note("cannot write \(markdownPath): \(error)")
        }
    }
}
