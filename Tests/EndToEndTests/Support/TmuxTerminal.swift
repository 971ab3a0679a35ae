import Foundation
import Testing

/// A real terminal for end-to-end tests: one command in a detached tmux session of a given size,
/// driven by key presses and read back as the text a person would see.
///
/// Each terminal has its own tmux server (a socket in its own temporary folder), started with no
/// user configuration and a UTF-8 locale, so tests neither see nor disturb anyone's tmux.
/// The command runs inside a small shell script that records the terminal modes (`stty -g`)
/// before and after it, its process id and its exit status, so a test can check that the
/// terminal was given back as it was.
final class TmuxTerminal {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let pollInterval: TimeInterval = 0.05
    /// How long a screen may take to come: a wait ends as soon as it does, so this is only how long
    /// a failure takes. In `.ci/run` the suites share two cores for most of an hour, where 20 s left
    /// a screen that comes in a second alone little room.
    static let defaultTimeout: Duration = .seconds(60)

    let name = "kanji-list-e2e"
    private let tmux: URL
    private let folder: URL
    private var socket: URL { folder.appendingPathComponent("tmux.socket") }

    /// Starts `arguments` (a program and its arguments, quoted for the shell here) in a new
    /// terminal of `width` × `height`, with `environment` added to the tmux server's.
    init(_ arguments: [String], width: Int, height: Int, environment: [String: String] = [:]) throws {
        tmux = try Self.findTmux()
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("kanji-list-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = Self.script(running: arguments.map(Self.shellQuoted).joined(separator: " "), recordingIn: folder)
        try run(
            ["-f", "/dev/null", "new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", script],
            environment: environment
        )
    }

    deinit {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: folder)
    }

    // MARK: Driving

    /// Presses keys by tmux's names: "Enter", "Escape", "Up", "Down", "Left", "Right", "PPage",
    /// "NPage", "Home", "End", "BSpace", "Tab", "C-c", or a plain character such as "j".
    func press(_ keys: String...) throws {
        try press(keys)
    }

    /// Presses `keys` in order, in one tmux call.
    func press(_ keys: [String]) throws {
        try run(["send-keys", "-t", name] + keys)
    }

    /// Types `text` literally, character by character (kanji included).
    func type(_ text: String) throws {
        try run(["send-keys", "-t", name, "-l", text])
    }

    /// Pastes `text` as a terminal does: bracketed (`ESC [200~ … ESC [201~`) when the program has
    /// asked for bracketed paste, as tmux's paste-buffer -p sends it.
    func paste(_ text: String) throws {
        try run(["set-buffer", "--", text])
        try run(["paste-buffer", "-p", "-t", name])
    }

    /// Pastes `bytes` as they are (invalid UTF-8 included), bracketed as ``paste(_:)`` does.
    func paste(bytes: Data) throws {
        let file = folder.appendingPathComponent("paste-buffer")
        try bytes.write(to: file)
        try run(["load-buffer", file.path])
        try run(["paste-buffer", "-p", "-t", name])
    }

    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Sends `signal` to the command (not to the shell around it).
    func send(signal: Int32) throws {
        let pid = try processID()
        guard kill(pid, signal) == 0 else {
            throw Failure(description: "kill(\(pid), \(signal)) failed: errno \(errno)")
        }
    }

    // MARK: Reading

    /// The screen as plain text, one line a row, trailing spaces cut by tmux.
    func screen() throws -> String {
        try run(["capture-pane", "-p", "-t", name])
    }

    /// The screen with its styles as escape sequences (`capture-pane -e`).
    func styledScreen() throws -> String {
        try run(["capture-pane", "-p", "-e", "-t", name])
    }

    /// A tmux format about the pane, such as `#{alternate_on}` or `#{cursor_flag}`.
    func pane(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", name, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether the pane shows the alternate screen. A pane tmux cannot answer for records a test
    /// failure rather than passing for either answer.
    var isOnAlternateScreen: Bool {
        flag("#{alternate_on}")
    }

    /// Whether the pane shows its cursor, answered like `isOnAlternateScreen`.
    var isCursorVisible: Bool {
        flag("#{cursor_flag}")
    }

    private func flag(_ format: String) -> Bool {
        do {
            return try pane(format) == "1"
        } catch {
            Issue.record(error, "tmux could not tell \(format)")
            return false
        }
    }

    /// Waits until the screen contains `text` and has settled (two captures 50 ms apart agree, so
    /// a frame caught half painted is not taken for the whole); returns that screen.
    @discardableResult
    func waitFor(_ text: String, timeout: Duration = defaultTimeout) throws -> String {
        var last = ""
        var previous = ""
        let found = try poll(timeout: timeout) {
            previous = last
            last = try screen()
            return last.contains(text) && last == previous
        }
        guard found else {
            throw Failure(description: "\"\(text)\" did not appear within \(timeout). Last screen:\n\(last)")
        }
        return last
    }

    /// Waits until the screen shows `text`, wrapped over rows as a long notice is (the rows'
    /// text trimmed and joined by spaces); returns that screen.
    @discardableResult
    func waitForWrapped(_ text: String, timeout: Duration = defaultTimeout) throws -> String {
        var last = ""
        let found = try poll(timeout: timeout) {
            last = try screen()
            return last.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ").contains(text)
        }
        guard found else {
            throw Failure(description: "\"\(text)\" did not appear, wrapped or not, within \(timeout). Last screen:\n\(last)")
        }
        return last
    }

    /// Waits until `condition` holds, checking every 50 ms; fails with `what` and the last screen.
    func waitUntil(_ what: String, timeout: Duration = defaultTimeout, _ condition: () throws -> Bool) throws {
        guard try poll(timeout: timeout, condition) else {
            throw Failure(description: "\(what) did not happen within \(timeout). Last screen:\n\(try screen())")
        }
    }

    /// Waits for the command to end; returns its exit status as the shell saw it (128+N for signal N).
    func waitForExit(timeout: Duration = defaultTimeout) throws -> Int32 {
        var status: Int32?
        _ = try poll(timeout: timeout) {
            status = recorded("status").flatMap { Int32($0) }
            return status != nil
        }
        guard let status else {
            throw Failure(description: "the command did not end within \(timeout). Last screen:\n\(try screen())")
        }
        return status
    }

    /// The terminal modes (`stty -g`) just before the command started.
    func modesBefore() throws -> String {
        try require("before", "the terminal modes before the command")
    }

    /// The terminal modes just after the command ended; call after `waitForExit`.
    func modesAfter() throws -> String {
        try require("after", "the terminal modes after the command")
    }

    /// The command's process id, once the script has recorded it.
    func processID() throws -> pid_t {
        var pid: pid_t?
        _ = try poll(timeout: Self.defaultTimeout) {
            pid = recorded("pid").flatMap { pid_t($0) }
            return pid != nil
        }
        guard let pid else { throw Failure(description: "the command's process id was never recorded") }
        return pid
    }

    // MARK: Plumbing

    /// The pane's script. The inner shell records its own pid and then becomes the command, so a
    /// signal sent to that pid reaches the command itself. The outer shell stays afterwards so
    /// the pane (and its alternate-screen flag) can still be read.
    private static func script(running command: String, recordingIn folder: URL) -> String {
        let directory = shellQuoted(folder.path)
        let inner = shellQuoted("echo $$ > \(directory)/pid; exec \(command)")
        return """
            stty -g > \(directory)/before; sh -c \(inner); code=$?; \
            stty -g > \(directory)/after; echo $code > \(directory)/status; exec sleep 3600
            """
    }

    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private static func findTmux() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("tmux")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Failure(description: "tmux is required for the end-to-end tests: apt-get install tmux")
    }

    private func recorded(_ file: String) -> String? {
        guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8),
              text.hasSuffix("\n") else { return nil }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func require(_ file: String, _ what: String) throws -> String {
        guard let text = recorded(file) else { throw Failure(description: "\(what) was not recorded") }
        return text
    }

    private func poll(timeout: Duration, _ condition: () throws -> Bool) throws -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while true {
            if try condition() { return true }
            if clock.now >= deadline { return false }
            Thread.sleep(forTimeInterval: Self.pollInterval)
        }
    }

    /// Runs tmux against this terminal's own server; returns its standard output.
    @discardableResult
    private func run(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let outputFile = folder.appendingPathComponent("tmux-output")
        let errorFile = folder.appendingPathComponent("tmux-errors")
        var inherited = ProcessInfo.processInfo.environment
        inherited["LC_ALL"] = "C.UTF-8"
        inherited.removeValue(forKey: "TMUX")
        // The browser's state (the All list's order) in this terminal's own folder unless the test
        // says where: a test neither reads nor changes the user's.
        inherited["XDG_STATE_HOME"] = folder.path
        inherited.merge(KanjiListBinary.isolatedEnvironment) { $1 }
        let status = try CleanSpawn.run(
            tmux.path, ["tmux", "-u", "-S", socket.path] + arguments,
            environment: inherited.merging(environment) { $1 },
            output: outputFile.path, errors: errorFile.path
        )
        guard status == 0 else {
            let problem = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed: \(problem)")
        }
        return (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
    }
}
