import Foundation

/// A real xterm on a virtual X display (Xvfb), driven by the real X pointer and keyboard
/// (xdotool's XTEST events): what a user outside tmux has, down to the terminfo entry xterm sets
/// as TERM. The test reads what happened from the app's transition log, not from the screen.
final class RealXterm {
    let columns: Int
    let rows: Int
    private let folder: URL
    private var display = ""
    private var processes: [pid_t] = []
    private var window = ""

    /// Starts Xvfb and, on it, xterm with TERM `terminalType` running `arguments` (a program and
    /// its arguments); both end with this value (or when starting fails). In the parallel suite
    /// xterm's window once never came (twice in four runs of `.ci/run`, never alone): a second
    /// pair is started on a fresh display before giving up, and what the first did is reported.
    init(_ arguments: [String], terminalType: String, columns: Int, rows: Int, environment: [String: String]) throws {
        self.columns = columns
        self.rows = rows
        folder = try KanjiListBinary.temporaryFolder()
        var firstFailure: Error?
        for _ in 1...2 {
            do {
                (display, window) = try start(arguments, terminalType: terminalType, environment: environment)
                return
            } catch {
                processes.reversed().forEach(CleanSpawn.stop)
                processes = []
                if let firstFailure { throw TmuxTerminal.Failure(description: "\(error) (and before that: \(firstFailure))") }
                firstFailure = error
            }
        }
        throw TmuxTerminal.Failure(description: "\(firstFailure.map { "\($0)" } ?? "xterm did not start")")
    }

    /// Xvfb on a free display, then xterm on it; the display and xterm's window.
    private func start(_ arguments: [String], terminalType: String, environment: [String: String]) throws -> (display: String, window: String) {
        let display = ":\(Self.freeDisplayNumber())"
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        var base = ["PATH": path, "LC_ALL": "C.UTF-8", "HOME": folder.path, "DISPLAY": display]
        base.merge(KanjiListBinary.isolatedEnvironment) { $1 }
        try processes.append(spawn("Xvfb", [display, "-screen", "0", "1600x1200x24", "-nolisten", "tcp"], environment: base))
        try Self.poll("Xvfb on \(display)") {
            (try? Self.xdotool(["getdisplaygeometry"], display: display)) != nil
        }
        if FileManager.default.fileExists(atPath: outputLog.path) { try FileManager.default.removeItem(at: outputLog) }
        let command = (["env"] + environment.map { "\($0.key)=\($0.value)" } + arguments).map(TmuxTerminal.shellQuoted).joined(separator: " ")
        try processes.append(spawn("xterm", [
            "-display", display, "-geometry", "\(columns)x\(rows)+0+0", "-b", "0", "-u8", "-tn", terminalType,
            "-fa", "DejaVu Sans Mono", "-fs", "12", "-title", "kanji-list-xterm", "-l", "-lf", outputLog.path,
            "-e", "sh", "-c", command,
        ], environment: base))
        var found = ""
        do {
            try Self.poll("xterm's window", timeout: .seconds(45)) {
                found = (try? Self.xdotool(["search", "--name", "kanji-list-xterm"], display: display)) ?? ""
                return !found.isEmpty
            }
        } catch {
            let errors = (try? String(contentsOf: folder.appendingPathComponent("xterm.err"), encoding: .utf8)) ?? ""
            let windows = (try? Self.xdotool(["search", "--name", "."], display: display)) ?? "none"
            throw TmuxTerminal.Failure(description: "\(error) on \(display); xterm said: \(errors); wrote: \(output.suffix(300)); windows: \(windows)")
        }
        return (display, String(found.split(separator: "\n")[0]))
    }

    deinit {
        processes.reversed().forEach(CleanSpawn.stop)
    }

    /// Everything the program wrote to the terminal so far (xterm's log of it).
    var output: String {
        (try? String(contentsOf: outputLog, encoding: .utf8)) ?? ""
    }

    private var outputLog: URL { folder.appendingPathComponent("xterm-output.log") }

    /// Presses keys by X's names ("w", "1", "Return", "Left", "c"): real key events (XTEST) to the
    /// window under the pointer, as xterm ignores events sent to a window (`key --window`).
    func press(_ keys: String...) throws {
        try Self.xdotool(["mousemove", "--window", window, "1", "1", "key"] + keys, display: display)
    }

    /// Drags the left button through `points` (columns and rows, fractional, from the screen's
    /// top left), in one xdotool run so the pointer moves as a hand does: down, moves, up.
    func drag(through points: [(column: Double, row: Double)]) throws {
        let cell = try cellSize()
        var steps: [String] = []
        for (index, point) in points.enumerated() {
            let x = Int(point.column * cell.width), y = Int(point.row * cell.height)
            steps += ["mousemove", "--window", window, "\(x)", "\(y)"]
            if index == 0 { steps += ["mousedown", "1"] }
        }
        steps += ["mouseup", "1"]
        try Self.xdotool(steps, display: display)
    }

    /// A cell's size in pixels (xterm drawn with no border or scroll bar), from the window's size
    /// now: asked when needed, as the window is sized again once its font is loaded.
    private func cellSize() throws -> (width: Double, height: Double) {
        let geometry = try Self.xdotool(["getwindowgeometry", "--shell", window], display: display)
        let values = Dictionary(uniqueKeysWithValues: geometry.split(separator: "\n").compactMap { line -> (String, Double)? in
            let parts = line.split(separator: "=")
            return parts.count == 2 ? (String(parts[0]), Double(parts[1]) ?? 0) : nil
        })
        let width = (values["WIDTH"] ?? 0) / Double(columns), height = (values["HEIGHT"] ?? 0) / Double(rows)
        guard width > 0, height > 0 else { throw TmuxTerminal.Failure(description: "xterm's window has no size: \(geometry)") }
        return (width, height)
    }

    /// Waits until `condition` holds, checking every 50 ms until `timeout`.
    static func poll(_ what: String, timeout: Duration = TmuxTerminal.defaultTimeout, _ condition: () throws -> Bool) throws {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while try !condition() {
            guard clock.now < deadline else { throw TmuxTerminal.Failure(description: "\(what) did not come within \(timeout)") }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    private func spawn(_ program: String, _ arguments: [String], environment: [String: String]) throws -> pid_t {
        try CleanSpawn.start(Self.find(program), [program] + arguments, environment: environment,
                             output: folder.appendingPathComponent("\(program).out").path,
                             errors: folder.appendingPathComponent("\(program).err").path)
    }

    @discardableResult
    private static func xdotool(_ arguments: [String], display: String) throws -> String {
        let folder = try KanjiListBinary.temporaryFolder()
        let output = folder.appendingPathComponent("out"), errors = folder.appendingPathComponent("err")
        let status = try CleanSpawn.run(find("xdotool"), ["xdotool"] + arguments, environment: ["DISPLAY": display],
                                        output: output.path, errors: errors.path)
        guard status == 0 else {
            throw TmuxTerminal.Failure(description: "xdotool \(arguments.joined(separator: " ")): \(try String(contentsOf: errors, encoding: .utf8))")
        }
        return try String(contentsOf: output, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `program` on PATH; names the Debian package to install when it is missing.
    private static func find(_ program: String) throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/\(program)") {
            return "\(folder)/\(program)"
        }
        let package = ["Xvfb": "xvfb", "xterm": "xterm", "xdotool": "xdotool"][program] ?? program
        throw TmuxTerminal.Failure(description: "\(program) is required for the real-terminal tests: apt-get install \(package)")
    }

    /// A display number no X server is using, from this process's id so parallel runs differ.
    private static func freeDisplayNumber() -> Int {
        var number = 100 + Int(getpid() % 500)
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") {
            number += 1
        }
        return number
    }
}
