import Foundation

/// The browser in a real terminal: `kanji-list --dictionary FILE --log /dev/null` in a detached
/// 100x30 tmux pane of its own server. The time runs from the keypress that starts it to the
/// first kanji row ("#1") on screen; the peak is what /usr/bin/time reports after q quits it.
struct BrowserRun {
    var firstFrame: Double
    var peakBytes: Int

    static let tmux = "/usr/bin/tmux"
    static let time = ChildRun.time

    /// Each run gets a tmux server of its own; the last one may still be going away.
    nonisolated(unsafe) private static var serial = 0

    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: tmux) && FileManager.default.isExecutableFile(atPath: time)
    }

    /// One run; nil if the first row does not appear within 20 seconds or no peak is reported.
    static func measure(kanjiList: String, dictionary: String) -> BrowserRun? {
        serial += 1
        let peakFile = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-benchmark-\(getpid())-\(serial).peak").path
        try? FileManager.default.removeItem(atPath: peakFile)
        defer { try? FileManager.default.removeItem(atPath: peakFile) }
        let command = "exec \(time) -f %M -o \(quoted(peakFile)) \(quoted(kanjiList)) --dictionary \(quoted(dictionary)) --log /dev/null"
        return timeToFirstRow(of: command, quit: true) { firstFrame in
            // The server must outlive the browser's quitting, or /usr/bin/time dies with it.
            for _ in 0..<200 {
                if let text = try? String(contentsOfFile: peakFile, encoding: .utf8),
                   let kilobytes = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                    return BrowserRun(firstFrame: firstFrame, peakBytes: kilobytes * 1024)
                }
                usleep(50_000)
            }
            return nil
        }
    }

    /// The same harness around the simdjson step, which prints a "#1" row once it has parsed and
    /// walked the file: the baseline the browser's first frame is compared with, so both include
    /// starting a process in a terminal and tmux noticing the row.
    static func simdjsonInTerminal(benchmark: String, dictionary: String) -> Double? {
        rowAfter("\(quoted(benchmark)) --step simdjson \(quoted(dictionary)) > /dev/null")
    }

    /// The process floor in the same harness: `kanji-list --version`, then a "#1" row; what the
    /// browser's first frame is compared with.
    static func floorInTerminal(kanjiList: String) -> Double? {
        rowAfter("\(quoted(kanjiList)) --version > /dev/null")
    }

    /// Time until a "#1" row printed once `command` has succeeded is on screen.
    private static func rowAfter(_ command: String) -> Double? {
        serial += 1
        return timeToFirstRow(of: command + " && echo '#1 done'; sleep 60", quit: false) { $0 }
    }

    /// Starts `command` in a detached 100x30 pane of a tmux server of its own, times it from the
    /// key that lets it run to the first "#1 " on screen, and hands that to `finish` while the
    /// server still runs.
    private static func timeToFirstRow<T>(of command: String, quit: Bool, finish: (Double) -> T?) -> T? {
        let socket = "kanji-benchmark-\(getpid())-\(serial)"
        // Quiet: kill-server complains when the server has already gone with the browser.
        func run(_ arguments: [String]) -> ChildRun { ChildRun.run([tmux, "-L", socket] + arguments, quiet: true) }
        // The shell waits for a key, so that the clock starts with the command, not with tmux.
        guard run(["new-session", "-d", "-x", "100", "-y", "30", "read go; " + command]).status == 0 else { return nil }
        defer { _ = run(["kill-server"]) }
        usleep(200_000)
        let start = DispatchTime.now().uptimeNanoseconds
        _ = run(["send-keys", "Enter"])
        while true {
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if elapsed > 20 { return nil }
            if run(["capture-pane", "-p"]).output.contains("#1 ") {
                if quit { _ = run(["send-keys", "q"]) }
                return finish(elapsed)
            }
        }
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
