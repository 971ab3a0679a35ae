import Foundation

/// Runs every step on one dictionary and prints the table and the goal ratios.
struct Benchmark {
    let kanjiList: String
    let runs: Int

    struct Measurement {
        /// The median of the step's own timing of its work (nil for whole-process steps).
        var work: Double?
        /// The median wall-clock time of the whole child process.
        var process: Double
        var peakBytes: Int
        var output: String
    }

    struct SizeResult {
        var dictionary: BenchData.Dictionary
        var fileBytes: Int
        var steps: [(title: String, measurement: Measurement?)]

        func measurement(_ title: String) -> Measurement? { steps.first { $0.title == title }?.measurement }
    }

    static let lookupTitle = "kanji-list lookup 日 (whole process)"
    static let browserTitle = "browser, first frame in tmux"
    static let simdjsonInTerminalTitle = "simdjson parse + walk, done in tmux"

    func measure(_ dictionary: BenchData.Dictionary) -> SizeResult {
        let size = (try? FileManager.default.attributesOfItem(atPath: dictionary.path))?[.size] as? Int ?? 0
        var steps: [(String, Measurement?)] = []
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        // JSONDecoder takes seconds per run at the larger sizes: one run there is enough to compare.
        for step in Step.allCases {
            let count = step == .jsonDecoder && dictionary.wordCopies > 1 ? 1 : runs
            steps.append((step.title, Self.repeated(count) { ChildRun.run([me, "--step", step.rawValue, dictionary.path]) }))
        }
        let lookup = FileManager.default.isExecutableFile(atPath: kanjiList)
            ? Self.repeated(runs) { ChildRun.run([kanjiList, "lookup", "日", "--dictionary", dictionary.path], captureOutput: false) }
            : nil
        steps.append((Self.lookupTitle, lookup))
        let browser = FileManager.default.isExecutableFile(atPath: kanjiList) && BrowserRun.available
            ? browserRuns(runs, dictionary.path)
            : nil
        steps.append((Self.browserTitle, browser))
        let baseline = BrowserRun.available ? terminalBaseline(runs, me, dictionary.path) : nil
        steps.append((Self.simdjsonInTerminalTitle, baseline))
        return SizeResult(dictionary: dictionary, fileBytes: size, steps: steps)
    }

    /// The browser's median time to its first frame (as `process`) and its largest peak; nil if any run fails.
    private func browserRuns(_ count: Int, _ path: String) -> Measurement? {
        var all: [BrowserRun] = []
        for _ in 0..<count {
            guard let one = BrowserRun.measure(kanjiList: kanjiList, dictionary: path) else { return nil }
            all.append(one)
        }
        let times = all.map(\.firstFrame).sorted()
        return Measurement(work: nil, process: times[times.count / 2], peakBytes: all.map(\.peakBytes).max() ?? 0, output: "")
    }

    /// The median time for the simdjson step to show its row in the same tmux harness; nil if any run fails.
    private func terminalBaseline(_ count: Int, _ me: String, _ path: String) -> Measurement? {
        var times: [Double] = []
        for _ in 0..<count {
            guard let one = BrowserRun.simdjsonInTerminal(benchmark: me, dictionary: path) else { return nil }
            times.append(one)
        }
        return Measurement(work: nil, process: times.sorted()[times.count / 2], peakBytes: 0, output: "")
    }

    /// Medians over `count` runs; nil if any run fails.
    static func repeated(_ count: Int, _ run: () -> ChildRun) -> Measurement? {
        var all: [ChildRun] = []
        for _ in 0..<count {
            let one = run()
            guard one.status == 0 else { return nil }
            all.append(one)
        }
        let work = all.compactMap { StepTimer.parse($0.output) }
        return Measurement(
            work: work.count == all.count ? work.median : nil, process: all.map(\.seconds).median ?? 0,
            peakBytes: all.map(\.peakBytes).max() ?? 0, output: all.last?.output ?? "")
    }
}

extension Benchmark.SizeResult {
    func printTable() {
        let counts = measurement(Step.load.title)?.output.split(separator: "\n").first.map(String.init) ?? ""
        print("== \(dictionary.name): \(dictionary.path)")
        print("   \(Format.megabytes(fileBytes)), \(counts.replacingOccurrences(of: "=", with: " "))")
        print(Format.row("step", "work", "process", "peak RSS", "peak/file"))
        for (title, measurement) in steps {
            guard let measurement else {
                print(Format.row(title, "failed or unavailable", "", "", ""))
                continue
            }
            print(Format.row(
                title, measurement.work.map(Format.duration) ?? "—", Format.duration(measurement.process),
                Format.megabytes(measurement.peakBytes), Format.ratio(Double(measurement.peakBytes) / Double(max(fileBytes, 1)))))
        }
        printRatios()
        print("")
    }

    private func printRatios() {
        let goals = GoalRatios(self)
        let decoder = measurement(Step.jsonDecoder.title)
        if let load = measurement(Step.load.title), let loadWork = load.work, let decoderWork = decoder?.work {
            print("   load vs JSONDecoder: \(Format.ratio(loadWork / decoderWork)) of its time, \(Format.ratio(Double(load.peakBytes) / Double(max(decoder?.peakBytes ?? 1, 1)))) of its memory")
        }
        func ratio(_ value: Double?) -> String { value.map(Format.ratio) ?? "—" }
        func duration(_ value: Double?) -> String { value.map(Format.duration) ?? "—" }
        print("   goal 1, lookup ≤ 1.5x simdjson (process vs process): \(ratio(goals.lookup)) \(GoalRatios.met(goals.lookup, below: 1.5)); vs simdjson in process \(ratio(goals.lookupInProcess))")
        print("   goal 2, first frame ≤ 1.5x simdjson (both in tmux): \(ratio(goals.firstFrame)) \(GoalRatios.met(goals.firstFrame, below: 1.5)); vs simdjson as a plain process \(ratio(goals.firstFrameVersusProcess)); its data in process \(ratio(goals.firstFrameData))")
        let worst = [goals.lookupPeak, goals.browserPeak].compactMap { $0 }.max()
        print("   goal 3, peak ≤ 2.5x file: lookup \(ratio(goals.lookupPeak)), browser \(ratio(goals.browserPeak)) \(GoalRatios.met(worst, below: 2.5))")
        print("   goal 4, under 1 ms each: words containing 日 \(duration(goals.wordList)), 40 decoded \(duration(goals.screenful)), all decoded \(duration(goals.allWords)); kanji of 日本語 \(duration(goals.wordKanji))")
    }
}

extension Benchmark {
    /// Goal 5: time and memory per copy of the words, which stay flat if cost grows linearly.
    static func printGrowth(_ results: [SizeResult]) {
        guard results.count > 1, let base = results.first else { return }
        print("== growth with the number of words (goal 5: no faster than linear)")
        print(Format.row("size", "load", "load / 1x", "lookup / 1x", "peak / 1x"))
        let baseLoad = base.measurement(Step.load.title)
        let baseLookup = base.measurement(lookupTitle)
        for result in results {
            let load = result.measurement(Step.load.title)
            let lookup = result.measurement(lookupTitle)
            func relative(_ value: Double?, _ reference: Double?) -> String {
                guard let value, let reference, reference > 0 else { return "—" }
                return Format.ratio(value / reference)
            }
            print(Format.row(
                result.dictionary.name, load?.work.map(Format.duration) ?? "—", relative(load?.work, baseLoad?.work),
                relative(lookup?.process, baseLookup?.process),
                relative(load.map { Double($0.peakBytes) }, baseLoad.map { Double($0.peakBytes) })))
        }
    }
}
