import Foundation

/// `kanji-benchmark --search FILE [--runs N]`: the search's goals on one dictionary, side by side
/// in one run: index build time and peak memory, per-keystroke times over SearchQueries, and
/// `kanji-list search` as a whole process against simdjson's parse and walk of the same file.
struct SearchBenchmark {
    let kanjiList: String
    let runs: Int
    let path: String

    static let commandQueries = ["sun", "にほん", "nihon", "日", "to eat", "s:29"]

    func report() -> String {
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0
        func ratio(_ bytes: Int) -> String { Format.ratio(Double(bytes) / Double(max(size, 1))) }
        var lines = [
            "## Search (issue 9)", "",
            "Measured with `swift run -c release kanji-benchmark --search \(path) --runs \(runs)` on \(MarkdownReport.machine()); "
                + "\(Format.megabytes(size)) dictionary. Each row is its own process; times are medians of \(runs) runs, "
                + "peak is the largest resident set size of the runs.", "",
            "| step | work | process | peak RSS | peak / file |", "|---|---:|---:|---:|---:|",
        ]
        let simdjson = repeated { ChildRun.run([me, "--step", "simdjson", path]) }
        let load = repeated { ChildRun.run([me, "--step", "load", path]) }
        let index = repeated { ChildRun.run([me, "--search-step", SearchStep.index.rawValue, path]) }
        for (title, run) in [("simdjson parse + walk", simdjson), ("KanjiStore.load", load), (SearchStep.index.title, index)] {
            guard let run else { continue }
            lines.append("| \(title) | \(run.work.map(Format.duration) ?? "—") | \(Format.duration(run.process)) | "
                + "\(Format.megabytes(run.peakBytes)) | \(ratio(run.peakBytes)) |")
        }
        let keystrokes = ChildRun.run([me, "--search-step", SearchStep.keystrokes.rawValue, path])
        lines.append("| \(SearchStep.keystrokes.title) | — | \(Format.duration(keystrokes.seconds)) | "
            + "\(Format.megabytes(keystrokes.peakBytes)) | \(ratio(keystrokes.peakBytes)) |")
        lines += ["", "Per keystroke (`SearchIndex.search` of every prefix of each query, parsing included; goal: median < 1 ms, "
                  + "p99 < 8 ms). Wall-clock time, and in the last columns the thread's CPU time, which leaves out the time "
                  + "other processes held the core (the machine's load average is in the note below the tables):", "",
                  "| queries | count | keystrokes | median | p90 | p99 | max | CPU median | CPU p99 | CPU max |",
                  "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
        for line in keystrokes.output.split(separator: "\n") where line.hasPrefix("kind=") {
            let fields = Dictionary(uniqueKeysWithValues: line.split(separator: " ").compactMap { field -> (String, String)? in
                let parts = field.split(separator: "=", maxSplits: 1)
                return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
            })
            func time(_ key: String) -> String { fields[key].flatMap(Double.init).map(Format.duration) ?? "—" }
            lines.append("| \(fields["kind"] ?? "") | \(fields["queries"] ?? "") | \(fields["keystrokes"] ?? "") | "
                + "\(time("median")) | \(time("p90")) | \(time("p99")) | \(time("max")) | "
                + "\(time("cpumedian")) | \(time("cpup99")) | \(time("cpumax")) |")
        }
        lines += ["", "`kanji-list search QUERY` as a whole process (load, one pass over every entry, print) against the "
                  + "simdjson parse + walk process, the two run in turn \(runs) times for each query so that both meet the "
                  + "same load (goal: at most 1.5x):", "",
                  "| query | process | simdjson, same runs | / simdjson | peak RSS | peak / file |", "|---|---:|---:|---:|---:|---:|"]
        for query in Self.commandQueries {
            var searches: [ChildRun] = []
            var baselines: [ChildRun] = []
            for _ in 0..<runs {
                baselines.append(ChildRun.run([me, "--step", "simdjson", path]))
                searches.append(ChildRun.run([kanjiList, "search", query, "--dictionary", path], captureOutput: false))
            }
            guard searches.allSatisfy({ $0.status == 0 }), baselines.allSatisfy({ $0.status == 0 }) else { continue }
            func median(_ all: [ChildRun]) -> Double { all.map(\.seconds).median ?? 0 }
            let peak = searches.map(\.peakBytes).max() ?? 0
            lines.append("| `\(query)` | \(Format.duration(median(searches))) | \(Format.duration(median(baselines))) | "
                + "\(Format.ratio(median(searches) / median(baselines))) | \(Format.megabytes(peak)) | \(ratio(peak)) |")
        }
        let loadAverage = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3)
            .joined(separator: ", ") ?? "unknown"
        lines += ["", "Load average at the end of the run (1, 5, 15 minutes): \(loadAverage)."]
        return lines.joined(separator: "\n") + "\n"
    }

    private func repeated(_ run: () -> ChildRun) -> Benchmark.Measurement? {
        Benchmark.repeated(runs, run)
    }
}
