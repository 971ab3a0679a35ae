import Foundation

/// The results as Markdown for the README and docs/benchmarks.md: the machine and the command
/// first, so that the numbers can be reproduced and compared.
enum MarkdownReport {
    static func render(_ results: [Benchmark.SizeResult], runs: Int, command: String) -> String {
        var lines = [
            "# kanji-list benchmarks", "",
            "Measured with `\(command)` on \(machine()).", "",
            "Every step runs alone in a fresh process; times are the median of \(runs) runs, peak is the",
            "process's largest resident set size (the largest of the runs). *work* is the time a step measures",
            "inside its process, *process* the wall-clock time of the whole process. The simdjson baseline is",
            "a child of the benchmark (a Swift executable like `kanji-list`) that only parses the file with",
            "simdjson's DOM parser and visits every kanji, word and meaning. The browser runs in a 100x30",
            "tmux pane; its time is from the key that starts it to its first kanji row on screen, polled",
            "with `tmux capture-pane` (a few milliseconds apart), and its peak comes from `/usr/bin/time`.",
            "Goal 2 compares it with the simdjson step run in the same harness, which shows a row once it has",
            "parsed and walked the file, so both include starting in a terminal and tmux noticing the row.", "",
            "## Goals", "",
            "| goal | " + results.map { "\($0.dictionary.name)" }.joined(separator: " | ") + " |",
            "|---|" + results.map { _ in "---:|" }.joined(),
        ]
        let goals = results.map(GoalRatios.init)
        func row(_ title: String, _ value: (GoalRatios) -> String) {
            lines.append("| \(title) | " + goals.map(value).joined(separator: " | ") + " |")
        }
        func ratio(_ value: Double?) -> String { value.map(Format.ratio) ?? "—" }
        func duration(_ value: Double?) -> String { value.map(Format.duration) ?? "—" }
        row("1. `lookup 日` / simdjson parse+walk, process vs process (≤ 1.5x)") { ratio($0.lookup) }
        row("1. (extra) `lookup 日` process / simdjson in process") { ratio($0.lookupInProcess) }
        row("2. browser first frame / simdjson, both in the same tmux harness (≤ 1.5x)") { ratio($0.firstFrame) }
        row("2. (extra) browser first frame in tmux / simdjson as a plain process") { ratio($0.firstFrameVersusProcess) }
        row("2. (extra) load + first frame's data / simdjson, in process") { ratio($0.firstFrameData) }
        row("3. peak / file size, `lookup 日` (≤ 2.5x)") { ratio($0.lookupPeak) }
        row("3. peak / file size, browser (≤ 2.5x)") { ratio($0.browserPeak) }
        row("4. words containing 日, the list (< 1 ms)") { duration($0.wordList) }
        row("4. words containing 日, 40 decoded (< 1 ms)") { duration($0.screenful) }
        row("4. words containing 日, all decoded (< 1 ms)") { duration($0.allWords) }
        row("4. kanji of 日本語 (< 1 ms)") { duration($0.wordKanji) }
        for result in results {
            lines += ["", "## \(result.dictionary.name)", "", "\(Format.megabytes(result.fileBytes)), \(counts(result)).", "",
                      "| step | work | process | peak RSS | peak / file |", "|---|---:|---:|---:|---:|"]
            for (title, measurement) in result.steps {
                guard let measurement else {
                    lines.append("| \(title) | failed or unavailable | | | |")
                    continue
                }
                let peak = Double(measurement.peakBytes) / Double(max(result.fileBytes, 1))
                let measuredPeak = measurement.peakBytes > 0
                lines.append("| \(title) | \(duration(measurement.work)) | \(Format.duration(measurement.process)) | \(measuredPeak ? Format.megabytes(measurement.peakBytes) : "—") | \(measuredPeak ? Format.ratio(peak) : "—") |")
            }
        }
        lines += growth(results.filter { $0.dictionary.name.hasPrefix("full") })
        return lines.joined(separator: "\n") + "\n"
    }

    /// Goal 5: each size against the full dictionary; flat per-copy ratios mean linear cost.
    private static func growth(_ results: [Benchmark.SizeResult]) -> [String] {
        guard results.count > 1, let base = results.first else { return [] }
        var lines = ["", "## Growth with the number of words (goal 5: linear)", "",
                     "| size | load | load / 1x | lookup / 1x | lookup peak / 1x |", "|---|---:|---:|---:|---:|"]
        func relative(_ value: Double?, _ reference: Double?) -> String {
            guard let value, let reference, reference > 0 else { return "—" }
            return Format.ratio(value / reference)
        }
        let baseLoad = base.measurement(Step.load.title)
        let baseLookup = base.measurement(Benchmark.lookupTitle)
        for result in results {
            let load = result.measurement(Step.load.title)
            let lookup = result.measurement(Benchmark.lookupTitle)
            lines.append("| \(result.dictionary.name) | \(load?.work.map(Format.duration) ?? "—") | \(relative(load?.work, baseLoad?.work)) | \(relative(lookup?.process, baseLookup?.process)) | \(relative(lookup.map { Double($0.peakBytes) }, baseLookup.map { Double($0.peakBytes) })) |")
        }
        return lines
    }

    private static func counts(_ result: Benchmark.SizeResult) -> String {
        let line = result.measurement(Step.load.title)?.output.split(separator: "\n").first.map(String.init) ?? ""
        return line.replacingOccurrences(of: "=", with: " ").replacingOccurrences(of: " words", with: ", words")
    }

    /// The CPU model from /proc/cpuinfo, the number of cores and the kernel.
    static func machine() -> String {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "an unknown CPU"
        var system = utsname()
        uname(&system)
        let kernel = withUnsafeBytes(of: &system.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return "\(model), \(ProcessInfo.processInfo.activeProcessorCount) cores, Linux \(kernel)"
    }

    /// Ends this benchmark's part of docs/benchmarks.md; what follows it (other benchmarks'
    /// tables) is kept when the report is written again.
    static let endMarker = "<!-- end of kanji-benchmark's report: the sections below are kept when it is written again -->"

    /// `existing` with its report part replaced by `report`, keeping what comes after the marker.
    static func replacingReport(in existing: String?, with report: String) -> String {
        let kept = existing.flatMap { $0.range(of: endMarker) }.map { existing?[$0.upperBound...] ?? "" } ?? "\n"
        return report.trimmingCharacters(in: .newlines) + "\n\n" + endMarker + kept
    }
}
