import Foundation

/// One run of a child process: its wall-clock time and peak resident memory (ru_maxrss from wait4),
/// so that every step's memory is measured alone, in a fresh process.
struct ChildRun {
    var seconds: Double
    var peakBytes: Int
    var status: Int32
    var output: String

    /// Runs `arguments` (the first is the executable's path) with stdout to a file that is read
    /// back, stderr passed through (or to /dev/null when `quiet`), and waits for it.
    static func run(_ arguments: [String], captureOutput: Bool = true, quiet: Bool = false) -> ChildRun {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-benchmark-\(getpid()).out").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, captureOutput ? outputPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if quiet { posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0) }
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else {
            return ChildRun(seconds: 0, peakBytes: 0, status: -1, output: "")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return ChildRun(seconds: seconds, peakBytes: usage.ru_maxrss * 1024, status: exitStatus, output: output)
    }
}
