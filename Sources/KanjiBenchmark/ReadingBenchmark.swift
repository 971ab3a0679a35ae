import Foundation

/// `kanji-benchmark --reading TEXT [--dictionary PATH] [--runs N]` (issue 35): kanji-list against
/// its yardsticks, side by side in one run (each round runs every command once, so the machine's
/// load falls on all alike):
/// - `parse --file TEXT` against MeCab with IPADIC alone on the same text (`--mecab-step`, this
///   benchmark's child calling libmecab as the `mecab` command does, a line at a time);
/// - `--version`, `lookup 日` and `search sun` against start-yardstick, a Swift program that prints
///   a line with Foundation, built as kanji-list is (release, `--static-swift-stdlib`);
/// - `read TEXT` in a tmux pane: from the key that starts it to the text's first words on screen,
///   then from `G` to its last words, with what the header said meanwhile.
/// kanji-list is built as `make install` builds it, or the one $KANJI_LIST names.
struct ReadingBenchmark {
    let kanjiList: String
    let textPath: String
    let dictionary: String
    let runs: Int
    let floor: String

    /// Rounds of the Read screen in tmux, whatever `runs` says (a round is a second or two).
    static let minimumTerminalRounds = 5

    func report(command: String) -> String {
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-benchmark-reading-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        setenv("XDG_CACHE_HOME", scratch.appendingPathComponent("cache").path, 1)
        setenv("XDG_STATE_HOME", scratch.appendingPathComponent("state").path, 1)
        // The first use writes the dictionary's image; every run after reads it.
        _ = ChildRun.run([kanjiList, "lookup", "日", "--dictionary", dictionary], captureOutput: false, quiet: true)
        let image = Self.size(ofFolder: scratch.appendingPathComponent("cache").path)
        let commands: [(name: String, arguments: [String])] = [
            ("yardstick: start-yardstick, Swift printing with Foundation", [floor]),
            ("kanji-list --version", [kanjiList, "--version"]),
            ("kanji-list lookup 日", [kanjiList, "lookup", "日", "--dictionary", dictionary]),
            ("kanji-list search sun", [kanjiList, "search", "sun", "--dictionary", dictionary]),
            ("yardstick: MeCab with IPADIC, the text", [me, "--mecab-step", textPath]),
            ("kanji-list parse --file TEXT", [kanjiList, "parse", "--file", textPath, "--dictionary", dictionary]),
        ]
        var samples = [[ChildRun]](repeating: [], count: commands.count)
        for _ in 0..<runs {
            for (index, command) in commands.enumerated() {
                samples[index].append(ChildRun.run(command.arguments, captureOutput: false))
            }
        }
        let medians = samples.map(ChildRun.median)
        let text = (try? String(contentsOfFile: textPath, encoding: .utf8)) ?? ""
        // The same screen on a short text, TEXT's first line, in the same rounds: its first page
        // should come as soon as the long one's.
        let shortPath = scratch.appendingPathComponent("short.txt").path
        let shortText = String(text.prefix { $0 != "\n" }) + "\n"
        let haveShort = (try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)) != nil
            && FileManager.default.createFile(atPath: shortPath, contents: Data(shortText.utf8))
        var reads: [ReadRun] = []
        var shortReads: [ReadRun] = []
        for _ in 0..<(BrowserRun.available ? max(runs, Self.minimumTerminalRounds) : 0) {
            if let run = ReadRun.measure(kanjiList: kanjiList, text: textPath, dictionary: dictionary) { reads.append(run) }
            if haveShort, let run = ReadRun.measure(kanjiList: kanjiList, text: shortPath, dictionary: dictionary) { shortReads.append(run) }
        }
        var lines = [
            "Measured with `\(command)` on \(MarkdownReport.machine()); kanji-list: \(kanjiList).",
            "TEXT: \(textPath), \(Format.megabytes(text.utf8.count)), \(text.unicodeScalars.count) characters; "
                + "dictionary \(dictionary) (its image \(Format.megabytes(image))). Median of \(runs) rounds, "
                + "each round every command once; peak = ru_maxrss (the largest of the rounds).",
            "",
            "| command | time | peak | ratio (goal) |",
            "| --- | ---: | ---: | --- |",
        ]
        func time(_ index: Int) -> Double? { medians[index]?.seconds }
        func peak(_ index: Int) -> Int? { medians[index]?.peakBytes }
        for (index, command) in commands.enumerated() {
            var ratio = ""
            switch index {
            case 1, 2, 3:
                if let own = time(index), let yardstick = time(0) { ratio = "\(Format.ratio(own / yardstick)) start-yardstick (at most 2x)" }
            case 5:
                if let own = time(5), let mecab = time(4) { ratio = "\(Format.ratio(own / mecab)) MeCab's time (at most 2x)" }
                if let own = peak(5), let mecab = peak(4) {
                    ratio += "; peak \(Format.ratio(Double(own) / Double(2 * mecab + image))) of 2x MeCab's + the image (at most 1x)"
                }
            default: break
            }
            let cells = medians[index].map { "\(Format.duration($0.seconds)) | \(Format.megabytes($0.peakBytes))" } ?? "failed | -"
            lines.append("| \(command.name) | \(cells) | \(ratio) |")
        }
        lines.append("")
        if reads.isEmpty {
            lines.append("The Read screen: not measured (tmux or /usr/bin/time missing, or the text never showed).")
        } else {
            let first = reads.map(\.firstPage).median ?? 0
            let end = reads.compactMap(\.toEnd).median
            let words = reads.compactMap(\.firstWords).median
            lines.append("`kanji-list read TEXT` in a 100x30 tmux pane, \(reads.count) starts: the first page on screen "
                + "\(Format.duration(first)) after the key that starts it, cut into words \(words.map(Format.duration) ?? "never") after it "
                + "(goal: within 100 ms); `G` pressed then, "
                + "the text's last words on screen \(end.map(Format.duration) ?? "never") after it (goal: at most 0.5 s). "
                + "The header on the first page: \"\(reads.last?.firstStatus ?? "")\"; once the count was whole: "
                + "\"\(reads.last?.finalStatus ?? "")\".")
            if let short = shortReads.map(\.firstPage).median {
                lines.append("The same on TEXT's first line alone (\(shortText.unicodeScalars.count - 1) characters), in the same rounds: "
                    + "the first page on screen \(Format.duration(short)) after the key; TEXT's first page took \(Format.ratio(first / short)) as long.")
            }
        }
        return lines.joined(separator: "\n")
    }


    private static func size(ofFolder path: String) -> Int {
        guard let files = FileManager.default.enumerator(atPath: path) else { return 0 }
        return files.compactMap { $0 as? String }.reduce(0) { total, file in
            total + ((try? FileManager.default.attributesOfItem(atPath: path + "/" + file))?[.size] as? Int ?? 0)
        }
    }
}

/// `kanji-list read TEXT` in a detached 100x30 pane of a tmux server of its own.
struct ReadRun {
    /// From the key that starts it to the text's first characters on screen.
    var firstPage: Double
    /// From the key that starts it to the first page cut into words (the header counting words,
    /// no longer "reading the dictionary…"); nil if that took over 20 seconds.
    var firstWords: Double?
    /// From `G`, pressed as soon as the first page shows, to the text's last characters on screen
    /// with its first ones gone; nil if that took over 20 seconds.
    var toEnd: Double?
    /// The pane's first line (title and status) on the first page and once the count stopped growing.
    var firstStatus: String
    var finalStatus: String

    nonisolated(unsafe) private static var serial = 0

    static func measure(kanjiList: String, text path: String, dictionary: String) -> ReadRun? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n")
        guard let firstLine = lines.first, let lastLine = lines.last else { return nil }
        let head = String(firstLine.prefix(6))
        let tail = String(lastLine.suffix(3))
        serial += 1
        let socket = "kanji-benchmark-read-\(getpid())-\(serial)"
        func tmux(_ arguments: [String]) -> ChildRun { ChildRun.run([BrowserRun.tmux, "-L", socket] + arguments, quiet: true) }
        let command = "read go; exec \(quoted(kanjiList)) read \(quoted(path)) --dictionary \(quoted(dictionary)) --log /dev/null"
        guard tmux(["new-session", "-d", "-x", "100", "-y", "30", command]).status == 0 else { return nil }
        defer { _ = tmux(["kill-server"]) }
        usleep(200_000)
        func elapsed(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        var start = DispatchTime.now().uptimeNanoseconds
        _ = tmux(["send-keys", "Enter"])
        var pane = ""
        while !pane.contains(head) {
            if elapsed(since: start) > 20 { return nil }
            pane = tmux(["capture-pane", "-p"]).output
        }
        var run = ReadRun(firstPage: elapsed(since: start), firstWords: nil, toEnd: nil, firstStatus: Self.status(pane), finalStatus: "")
        while run.firstWords == nil, elapsed(since: start) < 20 {
            if Self.status(pane).contains("word ") { run.firstWords = elapsed(since: start) } else { pane = tmux(["capture-pane", "-p"]).output }
        }
        start = DispatchTime.now().uptimeNanoseconds
        _ = tmux(["send-keys", "G"])
        while elapsed(since: start) < 20 {
            pane = tmux(["capture-pane", "-p"]).output
            if pane.contains(tail), !pane.contains(head) {
                run.toEnd = elapsed(since: start)
                break
            }
        }
        // The count's last word: the header no longer changes over half a second.
        var last = Self.status(pane)
        for _ in 0..<40 {
            usleep(500_000)
            let now = Self.status(tmux(["capture-pane", "-p"]).output)
            if now == last { break }
            last = now
        }
        run.finalStatus = last
        _ = tmux(["send-keys", "q"])
        return run
    }

    private static func status(_ pane: String) -> String {
        String(pane.split(separator: "\n").first ?? "").split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}

/// The child side of MeCab's yardstick: TEXT a line at a time through libmecab with IPADIC, its
/// output written as the `mecab` command writes it; the exit status.
enum MeCabStep {
    private typealias New2 = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias SparseToString2 = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int) -> UnsafePointer<CChar>?

    static func run(path: String) -> Int32 {
        guard let handle = dlopen("libmecab.so.2", RTLD_NOW), let new2 = dlsym(handle, "mecab_new2"),
              let parse = dlsym(handle, "mecab_sparse_tostr2"),
              let tagger = unsafeBitCast(new2, to: New2.self)("-r /dev/null -d /var/lib/mecab/dic/ipadic-utf8"),
              let data = FileManager.default.contents(atPath: path)
        else {
            note("cannot run MeCab with IPADIC on \(path)")
            return 1
        }
        let toString = unsafeBitCast(parse, to: SparseToString2.self)
        var output: [UInt8] = []
        for line in data.split(separator: UInt8(ascii: "\n")) {
            let parsed = Array(line).withUnsafeBufferPointer { bytes in
                bytes.baseAddress.flatMap { base in
                    base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { toString(tagger, $0, bytes.count) }
                }
            }
            guard let parsed else { return 1 }
            output += UnsafeRawBufferPointer(start: parsed, count: strlen(parsed))
            if output.count > 1 << 16 {
                guard writeAll(output) else { return 1 }
                output.removeAll(keepingCapacity: true)
            }
        }
        return writeAll(output) ? 0 : 1
    }

    /// Writes `bytes` whole to standard output.
    private static func writeAll(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = write(STDOUT_FILENO, buffer.baseAddress.map { $0 + written }, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
    }
}
