import Foundation
import KanjiBrowser

/// `kanji-benchmark --known TEXT [--dictionary PATH] [--runs N]` (issue 36): what knowing words
/// costs, each against its yardstick in the same run.
/// - `read --stats TEXT` against `parse --file TEXT`: the same cutting into words, and then each
///   word's state and the counts; rounds alternate the two, so the machine's load falls on both;
/// - a frame of the Read screen on TEXT (80x24, in this process, through `BrowserApp.frame` as
///   the terminal asks for it) with the words' states and the text's share known, against the
///   same frame with `read --plain`'s configuration (no states), frames alternating.
/// The learner knows the text's 2,000 most frequent words (marked by `known import`), so every
/// state is met. kanji-list is built as `make install` builds it, or the one $KANJI_LIST names.
struct KnownWordsBenchmark {
    let kanjiList: String
    let textPath: String
    let dictionary: String
    let runs: Int

    static let frames = 200

    func report(command: String) -> String {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-benchmark-known-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        for (variable, folder) in [("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state"), ("XDG_DATA_HOME", "data")] {
            setenv(variable, scratch.appendingPathComponent(folder).path, 1)
        }
        guard markFrequentWordsKnown(scratch: scratch) else { return "could not mark the text's words known" }
        let commands = [
            ("yardstick: kanji-list parse --file TEXT", [kanjiList, "parse", "--file", textPath, "--dictionary", dictionary]),
            ("kanji-list read --stats TEXT", [kanjiList, "read", "--stats", textPath, "--dictionary", dictionary]),
        ]
        var samples = [[ChildRun]](repeating: [], count: commands.count)
        for _ in 0..<runs {
            for (index, command) in commands.enumerated() { samples[index].append(ChildRun.run(command.1, captureOutput: false)) }
        }
        let medians = samples.map(ChildRun.median)
        let text = (try? String(contentsOfFile: textPath, encoding: .utf8)) ?? ""
        let stats = ChildRun.run([kanjiList, "read", "--stats", textPath, "--dictionary", dictionary]).output
        var lines = [
            "Measured with `\(command)` on \(MarkdownReport.machine()); kanji-list: \(kanjiList).",
            "TEXT: \(textPath), \(Format.megabytes(text.utf8.count)), \(text.unicodeScalars.count) characters; "
                + "dictionary \(dictionary); the text's 2,000 most frequent words marked known "
                + "(\(stats.split(separator: "\n").first.map(String.init) ?? "?")). Median of \(runs) rounds.",
            "",
            "| command | time | peak | ratio |",
            "| --- | ---: | ---: | --- |",
        ]
        for (index, command) in commands.enumerated() {
            guard let run = medians[index] else {
                lines.append("| \(command.0) | failed | | |")
                continue
            }
            let ratio = index == 0 ? "1" : medians[0].map { String(format: "%.2f× the yardstick", run.seconds / $0.seconds) } ?? ""
            lines.append("| \(command.0) | \(Format.duration(run.seconds)) | \(Format.megabytes(run.peakBytes)) | \(ratio) |")
        }
        lines.append("")
        if let (plain, states) = frameTimes(text: text, scratch: scratch) {
            lines.append("The Read screen on TEXT at 80x24, \(Self.frames) frames each, alternating (median per frame): "
                + String(format: "%.3f ms with the words' states and the share known, %.3f ms plain (`read --plain`): %.2f×, %+.3f ms a frame.",
                         states * 1000, plain * 1000, states / plain, (states - plain) * 1000))
        } else {
            lines.append("The Read screen: not measured (the text did not show within 120 s).")
        }
        return lines.joined(separator: "\n")
    }

    /// Marks the text's 2,000 most frequent words known, as a learner's `known import` would.
    private func markFrequentWordsKnown(scratch: URL) -> Bool {
        let stats = ChildRun.run([kanjiList, "read", "--stats", "--json", textPath, "--dictionary", dictionary])
        guard let object = try? JSONSerialization.jsonObject(with: Data(stats.output.utf8)) as? [String: Any],
              let unknown = object["unknown"] as? [[String: Any]] else { return false }
        let words = unknown.prefix(2000).compactMap { $0["word"] as? String }
        let list = scratch.appendingPathComponent("known.txt")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try Data((words.joined(separator: "\n") + "\n").utf8).write(to: list)
        } catch {
            return false
        }
        return ChildRun.run([kanjiList, "known", "import", list.path], quiet: true).status == 0
    }

    /// The median time of a frame of the Read screen on the text, plain and with states.
    private func frameTimes(text: String, scratch: URL) -> (plain: Double, states: Double)? {
        func app(states: Bool) -> BrowserApp? {
            var configuration = BrowserConfiguration(
                dictionaryPath: dictionary, dictionaryKind: "benchmark", reviewLogPath: scratch.appendingPathComponent("data/kanji-list/reviews.log").path,
                openingText: (text, "TEXT"), knownMarksPath: scratch.appendingPathComponent("data/kanji-list/known.tsv").path)
            configuration.showsWordStates = states
            let app = BrowserApp(configuration: configuration, log: nil)
            app.resize(width: 80, height: 24)
            app.waitUntilLoaded(seconds: 120)
            let deadline = ContinuousClock.now + .seconds(120)
            while !app.frame(width: 80, height: 24).text.contains("word 1 of") {
                guard ContinuousClock.now < deadline else { return nil }
                _ = app.idle()
                usleep(10_000)
            }
            return app
        }
        guard let plain = app(states: false), let states = app(states: true) else { return nil }
        var times: [[Double]] = [[], []]
        for _ in 0..<Self.frames {
            for (index, app) in [plain, states].enumerated() {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = app.frame(width: 80, height: 24)
                times[index].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
        }
        guard let plainMedian = times[0].median, let statesMedian = times[1].median else { return nil }
        return (plainMedian, statesMedian)
    }
}
