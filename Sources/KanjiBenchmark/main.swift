import Foundation
import KanjiDictionary
import KanjiRecognition
import KanjiSearch

// `swift run -c release kanji-benchmark [--runs N] [--markdown FILE]`: for each dictionary size,
// the time and peak memory of each step, each in its own child process, with the ratios the
// goals are stated in; then the same as Markdown, on stdout and in FILE if given.
// `--search FILE [--runs N]` measures search alone (SearchBenchmark); `--learner QUERIES
// [--dictionary PATH] [--misses FILE]` scores it on the learner query set (LearnerBenchmark); `--segmentation
// SENTENCES FILE [--runs N] [--misses SPLIT]` measures segmentation (SegmentationBenchmark). `--step NAME FILE`,
// `--search-step NAME FILE` and `--repeat-words IN OUT N` are the child processes' side.
// `--known TEXT [--dictionary PATH] [--runs N]` measures known words' costs (KnownWordsBenchmark).
// `--commands FILE... [--runs N]` measures whole commands against myougiden (CommandBenchmark), with
// the kanji-list `make install` builds or the one $KANJI_LIST names, and against start-yardstick;
// `--reading TEXT [--dictionary PATH] [--runs N]` parse, the Read screen and the start against their
// yardsticks (ReadingBenchmark, TEXT from scripts/reading-text), `--mecab-step TEXT` being its child.
// `--typing TEXT [--dictionary PATH] [--runs N]` keys typed on a pasted page against keys that move (TypingBenchmark).
// `--pronunciation [--dictionary PATH] [--unidic DIR] [--runs N]` measures pitch accent and speech
// (PronunciationBenchmark).

let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "--step" {
    guard let step = Step(rawValue: arguments[2]) else { exit(2) }
    exit(step.run(path: arguments[3]))
}
if arguments.count == 4, arguments[1] == "--search-step" {
    guard let step = SearchStep(rawValue: arguments[2]) else { exit(2) }
    exit(step.run(path: arguments[3]))
}
if arguments.count >= 3, arguments[1] == "--search" {
    let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[safe: $0 + 1] ?? "") } ?? 5
    print(SearchBenchmark(kanjiList: BenchData().kanjiList, runs: runs, path: arguments[2]).report())
    exit(0)
}
if arguments.count >= 2, arguments[1] == "--recognition" {
    func option(_ name: String) -> String? { arguments.firstIndex(of: name).flatMap { arguments[safe: $0 + 1] } }
    let path = option("--dictionary") ?? BenchData().root + "/Resources/dictionary.json.gz"
    let seed = option("--seed").flatMap { UInt64($0) } ?? RecognitionBenchmark.evaluationSeed
    var weights = StrokeMatchRecognizer.Weights.standard
    var zinniaWeight = CombinedRecognizer.standardZinniaWeight
    if let values = option("--weights")?.split(separator: ",").compactMap({ Double($0) }), values.count == 4 {
        (weights.reversal, weights.unpaired, weights.order, zinniaWeight) = (values[0], values[1], values[2], values[3])
    }
    do {
        let store = try KanjiStore.load(contentsOf: path)
        let command = (["swift run -c release kanji-benchmark"] + arguments.dropFirst()).joined(separator: " ")
        print(RecognitionBenchmark(store: store, seed: seed, weights: weights, zinniaWeight: zinniaWeight, only: option("--only")).report(command: command))
        exit(0)
    } catch {
        note("\(error)")
        exit(1)
    }
}
if arguments.count >= 3, arguments[1] == "--learner" {
    let path = arguments.firstIndex(of: "--dictionary").flatMap { arguments[safe: $0 + 1] } ?? BenchData().root + "/Resources/dictionary.json.gz"
    do {
        let store = try KanjiStore.load(contentsOf: path)
        let queries = try LearnerBenchmark.read(arguments[2])
        let command = (["swift run -c release kanji-benchmark"] + arguments.dropFirst()).joined(separator: " ")
        let misses = arguments.firstIndex(of: "--misses").flatMap { arguments[safe: $0 + 1] }
        print(try LearnerBenchmark(store: store, index: SearchIndex(store: store), queries: queries, missesPath: misses).report(command: command))
        exit(0)
    } catch {
        note("\(error)")
        exit(1)
    }
}
if arguments.count >= 3, arguments[1] == "--commands" {
    let runsAt = arguments.firstIndex(of: "--runs")
    let runs = runsAt.flatMap { Int(arguments[safe: $0 + 1] ?? "") } ?? 7
    let files = arguments[2...].enumerated().filter { offset, _ in runsAt.map { offset + 2 != $0 && offset + 2 != $0 + 1 } ?? true }.map(\.element)
    // KANJI_LIST names another build to measure instead (an older one, for a before and after in one sitting).
    guard let kanjiList = ProcessInfo.processInfo.environment["KANJI_LIST"] ?? BenchData().installed("kanji-list"),
          let yardstick = BenchData().installed("start-yardstick") else {
        note("cannot build kanji-list or start-yardstick")
        exit(1)
    }
    print(CommandBenchmark(kanjiList: kanjiList, yardstick: yardstick, runs: runs).report(dictionaries: files))
    exit(0)
}
if arguments.count >= 4, arguments[1] == "--segmentation" {
    let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[safe: $0 + 1] ?? "") } ?? 5
    do {
        let misses = arguments.firstIndex(of: "--misses").flatMap { arguments[safe: $0 + 1] }
        print(try SegmentationBenchmark(sentencesPath: arguments[2], dictionaryPath: arguments[3], runs: runs, missesOf: misses).report())
        exit(0)
    } catch {
        note("cannot measure segmentation: \(error)")
        exit(1)
    }
}
if arguments.count == 3, arguments[1] == "--mecab-step" {
    exit(MeCabStep.run(path: arguments[2]))
}
if arguments.count >= 3, arguments[1] == "--reading" {
    let data = BenchData()
    let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[safe: $0 + 1] ?? "") } ?? 7
    let dictionary = arguments.firstIndex(of: "--dictionary").flatMap { arguments[safe: $0 + 1] } ?? data.root + "/Resources/dictionary.json.gz"
    guard let kanjiList = ProcessInfo.processInfo.environment["KANJI_LIST"] ?? data.installed("kanji-list"),
          let floor = data.installed("start-yardstick")
    else {
        note("cannot build kanji-list or start-yardstick")
        exit(1)
    }
    let command = (["swift run -c release kanji-benchmark"] + arguments.dropFirst()).joined(separator: " ")
    print(ReadingBenchmark(kanjiList: kanjiList, textPath: arguments[2], dictionary: dictionary, runs: runs, floor: floor).report(command: command))
    exit(0)
}
if arguments.count >= 3, arguments[1] == "--typing" {
    func option(_ name: String) -> String? { arguments.firstIndex(of: name).flatMap { arguments[safe: $0 + 1] } }
    guard let kanjiList = ProcessInfo.processInfo.environment["KANJI_LIST"] ?? BenchData().installed("kanji-list") else {
        note("cannot build kanji-list")
        exit(1)
    }
    let command = (["swift run -c release kanji-benchmark"] + arguments.dropFirst()).joined(separator: " ")
    print(TypingBenchmark(kanjiList: kanjiList, textPath: arguments[2], dictionary: option("--dictionary") ?? BenchData().root + "/Resources/dictionary.json.gz",
                          runs: option("--runs").flatMap(Int.init) ?? 9).report(command: command))
    exit(0)
}
if arguments.count >= 3, arguments[1] == "--known" {
    func option(_ name: String) -> String? { arguments.firstIndex(of: name).flatMap { arguments[safe: $0 + 1] } }
    guard let kanjiList = ProcessInfo.processInfo.environment["KANJI_LIST"] ?? BenchData().installed("kanji-list") else {
        note("cannot build kanji-list")
        exit(1)
    }
    let command = (["swift run -c release kanji-benchmark"] + arguments.dropFirst()).joined(separator: " ")
    print(KnownWordsBenchmark(kanjiList: kanjiList, textPath: arguments[2], dictionary: option("--dictionary") ?? BenchData().root + "/Resources/dictionary.json.gz",
                              runs: option("--runs").flatMap(Int.init) ?? 5).report(command: command))
    exit(0)
}
if arguments.count >= 2, arguments[1] == "--pronunciation" {
    func option(_ name: String) -> String? { arguments.firstIndex(of: name).flatMap { arguments[safe: $0 + 1] } }
    let root = BenchData().root
    let path = option("--dictionary") ?? root + "/Resources/dictionary.json.gz"
    let unidic = option("--unidic") ?? root + "/.build/sources/unidic-lite-1.0.8/unidic_lite/dicdir"
    do {
        let store = try KanjiStore.load(contentsOf: path)
        let command = (["swift run -c release kanji-benchmark"] + arguments.dropFirst()).joined(separator: " ")
        print(PronunciationBenchmark(store: store, unidic: unidic, runs: option("--runs").flatMap { Int($0) } ?? 5).report(command: command))
        exit(0)
    } catch {
        note("\(error)")
        exit(1)
    }
}
if arguments.count == 5, arguments[1] == "--repeat-words", let times = Int(arguments[4]) {
    exit(BenchData.writeRepeatedWords(from: arguments[2], to: arguments[3], times: times))
}
let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[safe: $0 + 1] ?? "") } ?? 3
let markdownPath = arguments.firstIndex(of: "--markdown").flatMap { arguments[safe: $0 + 1] }
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
let command = (["swift run -c release kanji-benchmark"] + arguments.dropFirst()).joined(separator: " ")
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
