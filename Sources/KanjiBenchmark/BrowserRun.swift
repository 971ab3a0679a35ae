import Foundation

/// The browser in a real terminal: `kanji-list --dictionary FILE --log /dev/null` in a detached
/// 100x30 tmux pane of its own server. The time runs from the keypress that starts it to the
/// first kanji row ("#1") on screen; the peak is what /usr/bin/time reports after q quits it.
struct BrowserRun {
    var firstFrame: Double
    var peakBytes: Int

    static let tmux = "/usr/bin/tmux"
    static let time = "/usr/bin/time"

    /// Each run gets a tmux server of its own; the last one may still be going away.
    nonisolated(unsafe) private static var serial = 0

    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: tmux) && FileManager.default.isExecutableFile(atPath: time)
    }

    /// One run; nil if the first row does not appear within 20 seconds or no peak is reported.
    static func measure(kanjiList: String, dictionary: String) -> BrowserRun? {
        serial += 1
        let socket = "kanji-benchmark-\(getpid())-\(serial)"
        let peakFile = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket).peak").path
        try? FileManager.default.removeItem(atPath: peakFile)
        defer { try? FileManager.default.removeItem(atPath: peakFile) }
        // Quiet: kill-server complains when the server has already gone with the browser.
        func run(_ arguments: [String]) -> ChildRun { ChildRun.run([tmux, "-L", socket] + arguments, quiet: true) }
        // The shell waits for a key, so that the clock starts with the browser, not with tmux.
        let command = "read go; exec \(time) -f %M -o \(quoted(peakFile)) \(quoted(kanjiList)) --dictionary \(quoted(dictionary)) --log /dev/null"
        guard run(["new-session", "-d", "-x", "100", "-y", "30", command]).status == 0 else { return nil }
        defer { _ = run(["kill-server"]) }
        usleep(200_000)
        let start = DispatchTime.now().uptimeNanoseconds
        _ = run(["send-keys", "Enter"])
        var firstFrame: Double?
        while firstFrame == nil {
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if elapsed > 20 { return nil }
            if run(["capture-pane", "-p"]).output.contains("#1 ") { firstFrame = elapsed }
        }
        _ = run(["send-keys", "q"])
        for _ in 0..<200 {
            if let text = try? String(contentsOfFile: peakFile, encoding: .utf8),
               let kilobytes = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return firstFrame.map { BrowserRun(firstFrame: $0, peakBytes: kilobytes * 1024) }
            }
            usleep(50_000)
        }
        return nil
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
