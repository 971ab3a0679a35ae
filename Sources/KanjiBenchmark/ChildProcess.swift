import Foundation

/// One run of a child process: its wall-clock time and peak resident memory (ru_maxrss), so that
/// every step's memory is measured alone, in a fresh process.
///
/// The peak is /usr/bin/time's report of its child, not wait4's of this one: a process started by
/// this benchmark (posix_spawn shares its memory until exec) inherits the benchmark's own peak,
/// which Linux keeps across exec, so every child seemed to use at least what the benchmark did
/// (21-23 MB, more than myougiden's or the floor's own). /usr/bin/time is small, and its fork is
/// the child's fresh start. Times then include /usr/bin/time's start and fork (about a
/// millisecond), the same for every command, the floor and myougiden alike.
struct ChildRun {
    var seconds: Double
    var peakBytes: Int
    var status: Int32
    var output: String

    /// Runs `arguments` (the first is the executable's path) with stdout to a file that is read
    /// back, stderr passed through (or to /dev/null when `quiet`), and waits for it.
    static func run(_ arguments: [String], captureOutput: Bool = true, quiet: Bool = false) -> ChildRun {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-benchmark-\(getpid()).out").path
        let peakPath = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-benchmark-\(getpid()).peak").path
        defer {
            try? FileManager.default.removeItem(atPath: outputPath)
            try? FileManager.default.removeItem(atPath: peakPath)
        }
        let timed = FileManager.default.isExecutableFile(atPath: time)
        let arguments = timed ? [time, "-f", "%M", "-o", peakPath] + arguments : arguments
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
        // /usr/bin/time's last line is the peak in kilobytes (a line before it may say how the command ended).
        let reported = (try? String(contentsOfFile: peakPath, encoding: .utf8))?
            .split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        let peakBytes = timed ? (reported ?? 0) * 1024 : usage.ru_maxrss * 1024
        return ChildRun(seconds: seconds, peakBytes: peakBytes, status: exitStatus, output: output)
    }

    static let time = "/usr/bin/time"
}

extension ChildRun {
    /// The run of median time, with the largest peak of all runs; nil if there are none or any failed.
    static func median(_ runs: [ChildRun]) -> ChildRun? {
        guard !runs.isEmpty, runs.allSatisfy({ $0.status == 0 }) else { return nil }
        var middle = runs.sorted { $0.seconds < $1.seconds }[runs.count / 2]
        middle.peakBytes = runs.map(\.peakBytes).max() ?? 0
        return middle
    }
}
