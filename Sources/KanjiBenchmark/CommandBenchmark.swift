import Foundation

/// `kanji-benchmark --commands FILE... [--runs N]`: the commands scripts call once per word, as
/// whole processes side by side in one run (each round runs every command once, so load on the
/// machine falls on all alike): kanji-list reading the dictionary's image, the same reading the
/// JSON in full (its image cache made unwritable), myougiden (SQLite) on the same queries when it
/// is installed, the process floor (`kanji-list --version`) and the yardstick of a start
/// (start-yardstick: Swift printing a line with Foundation, built as kanji-list is; issue 35 wants
/// `--version`, `lookup 日` and `search sun` within 2x of it); and the browser's first frame in
/// tmux beside the floor in the same harness (at least `minimumTerminalRounds` rounds of those).
/// Medians of time, largest peak.
struct CommandBenchmark {
    let kanjiList: String
    let yardstick: String
    let runs: Int

    /// The existing search query set's first query of each kind, and lookup 日.
    static let queries: [(name: String, kanjiList: [String], myougiden: [String])] = [
        ("lookup 日", ["lookup", "日"], ["-t", "-k", "日"]),
        ("search nihon", ["search", "nihon"], ["-t", "nihon"]),
        ("search sun", ["search", "sun"], ["-t", "sun"]),
        ("search 日本", ["search", "日本"], ["-t", "日本"]),
        ("search たべる", ["search", "たべる"], ["-t", "たべる"]),
        ("search to eat", ["search", "to eat"], ["-t", "to eat"]),
    ]

    /// Rounds of the browser's first frame and the floor in tmux, whatever `runs` says: one start
    /// there moves by milliseconds with the machine's load and with when tmux's pane is next read
    /// (a capture-pane every 2-3 ms), as much as the browser's own work over the floor, so five
    /// rounds left the ratio to chance; a round takes about half a second.
    static let minimumTerminalRounds = 15

    private var terminalRounds: Int { max(runs, Self.minimumTerminalRounds) }

    struct Row {
        var name: String
        var image: ChildRun?
        var json: ChildRun?
        var myougiden: ChildRun?
    }

    func report(dictionaries: [String]) -> String {
        let myougiden = Self.findMyougiden()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-benchmark-cache-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cache = scratch.appendingPathComponent("cache").path
        // A file where the cache folder would be: kanji-list then reads the JSON in full every time.
        let unwritable = scratch.appendingPathComponent("unwritable").path
        // Without them every figure below would measure something else.
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        } catch {
            return "kanji-benchmark: cannot make \(scratch.path): \(error.localizedDescription)\n"
        }
        guard FileManager.default.createFile(atPath: unwritable, contents: Data()) else {
            return "kanji-benchmark: cannot make \(unwritable)\n"
        }
        // A state folder of its own: the browser opens the All list in the order last chosen with
        // `o`, and the harness waits for the frequency order's "#1" row.
        setenv("XDG_STATE_HOME", scratch.appendingPathComponent("state").path, 1)
        var lines = [
            "Commands as whole processes, median of \(runs) rounds, each round every command once; peak = ru_maxrss "
                + "(by /usr/bin/time, which each command runs under).",
            "kanji-list: \(kanjiList)",
            "yardstick: \(yardstick)",
            "myougiden: \(myougiden ?? "not installed (pip install myougiden==0.8.9; updatedb-myougiden -j JMdict_e.gz)")",
            "",
        ]
        for dictionary in dictionaries {
            setenv("XDG_CACHE_HOME", cache, 1)
            try? FileManager.default.removeItem(atPath: cache)
            let build = ChildRun.run([kanjiList, "lookup", "日", "--dictionary", dictionary], captureOutput: false, quiet: true)
            var floor: [ChildRun] = []
            var yardstickRuns: [ChildRun] = []
            var rows = Self.queries.map { Row(name: $0.name) }
            var samples = [[ChildRun]](repeating: [], count: rows.count * 3)
            for _ in 0..<runs {
                setenv("XDG_CACHE_HOME", cache, 1)
                yardstickRuns.append(ChildRun.run([yardstick], captureOutput: false))
                floor.append(ChildRun.run([kanjiList, "--version"], captureOutput: false))
                for (index, query) in Self.queries.enumerated() {
                    let arguments = [kanjiList] + query.kanjiList + ["--dictionary", dictionary]
                    setenv("XDG_CACHE_HOME", cache, 1)
                    samples[index * 3].append(ChildRun.run(arguments, captureOutput: false))
                    setenv("XDG_CACHE_HOME", unwritable, 1)
                    samples[index * 3 + 1].append(ChildRun.run(arguments, captureOutput: false, quiet: true))
                    if let myougiden {
                        samples[index * 3 + 2].append(ChildRun.run([myougiden] + query.myougiden, captureOutput: false, quiet: true))
                    }
                }
            }
            for index in rows.indices {
                rows[index].image = ChildRun.median(samples[index * 3])
                rows[index].json = ChildRun.median(samples[index * 3 + 1])
                rows[index].myougiden = ChildRun.median(samples[index * 3 + 2])
            }
            let floorRun = ChildRun.median(floor)
            let yardstickRun = ChildRun.median(yardstickRuns)
            // The browser in a terminal, reading the image, beside the floor in the same harness,
            // one of each a round.
            setenv("XDG_CACHE_HOME", cache, 1)
            var frames: [BrowserRun] = []
            var terminalFloors: [Double] = []
            for _ in 0..<(BrowserRun.available ? terminalRounds : 0) {
                if let run = BrowserRun.measure(kanjiList: kanjiList, dictionary: dictionary) { frames.append(run) }
                if let seconds = BrowserRun.floorInTerminal(kanjiList: kanjiList) { terminalFloors.append(seconds) }
            }
            lines.append("### \(URL(fileURLWithPath: dictionary).lastPathComponent) (\(Format.megabytes(Self.size(of: dictionary))))")
            lines.append("")
            lines.append("first use (read the JSON, write its image): \(Format.duration(build.seconds)), peak \(Format.megabytes(build.peakBytes))")
            lines.append("yardstick (start-yardstick): \(yardstickRun.map { "\(Format.duration($0.seconds)), peak \(Format.megabytes($0.peakBytes))" } ?? "-")")
            lines.append("process floor (kanji-list --version): \(floorRun.map { "\(Format.duration($0.seconds)), peak \(Format.megabytes($0.peakBytes))" } ?? "-")"
                + "; \(Self.ratio(floorRun?.seconds, yardstickRun?.seconds)) the yardstick (goal: at most 2x)")
            let frame = frames.map(\.firstFrame).median
            let terminalFloor = terminalFloors.median
            if let frame, let terminalFloor {
                lines.append("browser's first frame in tmux (to the first kanji row): \(Format.duration(frame)), peak "
                    + "\(Format.megabytes(frames.map(\.peakBytes).max() ?? 0)); the floor in the same harness (--version, then a row): "
                    + "\(Format.duration(terminalFloor)); \(Format.ratio(frame / terminalFloor)) the floor (goal: at most 2x); "
                    + "medians of \(frames.count) and \(terminalFloors.count) starts, interleaved")
            }
            lines.append("")
            lines.append("| command | kanji-list, image | kanji-list, JSON | myougiden | image / myougiden | image / floor | image / yardstick | peak, image / myougiden |")
            lines.append("| --- | --- | --- | --- | --- | --- | --- | --- |")
            for row in rows {
                func cell(_ run: ChildRun?) -> String {
                    run.map { "\(Format.duration($0.seconds)), \(Format.megabytes($0.peakBytes))" } ?? "-"
                }
                let image = row.image
                lines.append("| \(row.name) | \(cell(image)) | \(cell(row.json)) | \(cell(row.myougiden)) | "
                    + "\(Self.ratio(image?.seconds, row.myougiden?.seconds)) | \(Self.ratio(image?.seconds, floorRun?.seconds)) | "
                    + "\(Self.ratio(image?.seconds, yardstickRun?.seconds)) | "
                    + "\(Self.ratio(image.map { Double($0.peakBytes) }, row.myougiden.map { Double($0.peakBytes) })) |")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    private static func ratio(_ a: Double?, _ b: Double?) -> String {
        guard let a, let b, b > 0 else { return "-" }
        return Format.ratio(a / b)
    }

    /// $MYOUGIDEN, else the first on PATH (name the script itself: a pyenv shim adds its own start-up).
    private static func findMyougiden() -> String? {
        if let chosen = ProcessInfo.processInfo.environment["MYOUGIDEN"] { return chosen }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/myougiden" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func size(of path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0
    }
}
