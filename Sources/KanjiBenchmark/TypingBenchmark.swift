import Foundation

/// `kanji-benchmark --typing TEXT [--dictionary PATH] [--runs N]` (issue 33, item 7): a page of
/// pasted text on the Read screen, in a 100x30 tmux pane, and the keys a learner types on it. Its
/// yardstick is a key that only moves (`l`, `h`), on the same page in the same run: a key typed
/// (`あ`, as an input method sends it) or taken back (Backspace) at the page's end should cost about
/// what a move does, not what cutting the whole page into words does. Each key is timed from
/// send-keys to the header showing its outcome: the next word's number for a move; for an edit the
/// count of words one more (or back) and whole (no "so far, reading": every piece cut again).
/// kanji-list is the one `make install` builds, or the one $KANJI_LIST names (a build from before).
struct TypingBenchmark {
    let kanjiList: String
    let textPath: String
    let dictionary: String
    let runs: Int

    func report(command: String) -> String {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-benchmark-typing-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        for folder in ["XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME"] {
            setenv(folder, scratch.appendingPathComponent(folder).path, 1)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: textPath))?[.size] as? Int ?? 0
        var lines = [
            "Measured with `\(command)` on \(MarkdownReport.machine()); kanji-list: \(kanjiList).",
            "TEXT: \(textPath), \(Format.megabytes(size)), pasted onto the Read screen (R) with tmux's bracketed paste; "
                + "dictionary \(dictionary). \(runs) rounds of each key, alternating; medians.",
            "",
        ]
        guard let pane = TypingPane.open(kanjiList: kanjiList, text: textPath, dictionary: dictionary) else {
            return (lines + ["The pasted page never showed its words whole within 300 s: not measured."]).joined(separator: "\n")
        }
        defer { pane.close() }
        var moves: [Double] = []
        var edits: [Double] = []
        var failures = 0
        for round in 0..<runs {
            if let time = pane.move(forward: round % 2 == 0) { moves.append(time) } else { failures += 1 }
            if let time = pane.edit(typing: true) { edits.append(time) } else { failures += 1 }
            if let time = pane.edit(typing: false) { edits.append(time) } else { failures += 1 }
        }
        let move = moves.median
        let edit = edits.median
        lines += [
            "The page: \(pane.words) words.",
            "",
            "| key | time (median) | ratio (goal) |",
            "| --- | ---: | --- |",
            "| yardstick: l / h, the next word (\(moves.count) keys) | \(move.map(Format.duration) ?? "-") | |",
            "| あ typed / Backspace at the end, the count whole again (\(edits.count) keys) | \(edit.map(Format.duration) ?? "-") | "
                + (move.flatMap { move in edit.map { Format.ratio($0 / move) + " a move's time (at most 3x)" } } ?? "") + " |",
        ]
        if failures > 0 { lines.append("\(failures) keys never showed their outcome within 30 s.") }
        return lines.joined(separator: "\n")
    }
}

/// kanji-list in a detached 100x30 pane of a tmux server of its own, on the Read screen with TEXT
/// pasted onto it and cut whole.
struct TypingPane {
    let socket: String
    /// The page's words once cut whole.
    private(set) var words: Int

    static func open(kanjiList: String, text: String, dictionary: String) -> TypingPane? {
        let socket = "kanji-benchmark-typing-\(getpid())"
        var pane = TypingPane(socket: socket, words: 0)
        guard pane.tmux(["new-session", "-d", "-x", "100", "-y", "30", kanjiList, "--dictionary", dictionary, "--log", "/dev/null"]).status == 0
        else { return nil }
        guard pane.waitFor(seconds: 60, wholeScreen: true, { $0.contains("#1") }) != nil else {
            pane.close()
            return nil
        }
        _ = pane.tmux(["send-keys", "R"])
        _ = pane.waitFor(seconds: 60) { $0.contains("paste or type") }
        _ = pane.tmux(["load-buffer", "-b", "typing", text])
        _ = pane.tmux(["paste-buffer", "-p", "-d", "-b", "typing"])
        guard let header = pane.waitFor(seconds: 300, { TypingPane.count(in: $0) != nil && !$0.contains("so far") }),
              let words = TypingPane.count(in: header) else {
            pane.close()
            return nil
        }
        pane.words = words
        return pane
    }

    func close() { _ = tmux(["kill-server"]) }

    /// `l` (or `h`): seconds until the header names another word.
    func move(forward: Bool) -> Double? {
        guard let before = TypingPane.position(in: header()) else { return nil }
        return timed(keys: [forward ? "l" : "h"]) { TypingPane.position(in: $0).map { $0 != before } ?? false }
    }

    /// `あ` (or Backspace): seconds until the header's count is one more (or back) and whole.
    func edit(typing: Bool) -> Double? {
        guard let before = TypingPane.count(in: header()) else { return nil }
        return timed(keys: [typing ? "あ" : "BSpace"]) { header in
            !header.contains("so far") && TypingPane.count(in: header).map { typing ? $0 > before : $0 < before } ?? false
        }
    }

    private func timed(keys: [String], until done: (String) -> Bool) -> Double? {
        let start = DispatchTime.now().uptimeNanoseconds
        _ = tmux(["send-keys"] + keys)
        guard waitFor(seconds: 30, done) != nil else { return nil }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The pane's first line (or all of it) once `done` holds of it; nil after `seconds`.
    private func waitFor(seconds: Double, wholeScreen: Bool = false, _ done: (String) -> Bool) -> String? {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
        while DispatchTime.now().uptimeNanoseconds < deadline {
            let line = wholeScreen ? tmux(["capture-pane", "-p"]).output : header()
            if done(line) { return line }
            usleep(1000)
        }
        return nil
    }

    private func header() -> String { String(tmux(["capture-pane", "-p"]).output.prefix { $0 != "\n" }) }

    private func tmux(_ arguments: [String]) -> ChildRun {
        ChildRun.run([BrowserRun.tmux, "-L", socket] + arguments, quiet: true)
    }

    /// N of "word K of N" in the header.
    static func count(in header: String) -> Int? { number(after: " of ", in: header) }

    /// K of "word K of N".
    static func position(in header: String) -> Int? { number(after: "word ", in: header) }

    private static func number(after marker: String, in header: String) -> Int? {
        guard let range = header.range(of: marker) else { return nil }
        return Int(header[range.upperBound...].prefix { $0.isNumber })
    }
}
