import Foundation

/// Starts a program the way a login shell would: no blocked signals, default signal actions, and
/// output to files.
///
/// Foundation's `Process` does not do here: the test runner's threads block most signals and the
/// children inherit that mask, so the tmux server and everything in its panes would never receive
/// SIGTERM or SIGHUP; and the server tmux leaves behind keeps `Process`'s pipes open, so waiting
/// on them never ends.
enum CleanSpawn {
    /// Runs `path` with `arguments` (the first being its name), waits, returns its exit status.
    static func run(
        _ path: String, _ arguments: [String], environment: [String: String], output: String, errors: String
    ) throws -> Int32 {
        try wait(for: start(path, arguments, environment: environment, output: output, errors: errors), path)
    }

    /// Starts `path` as `run` does and returns its process id without waiting (a server a test
    /// talks to: Xvfb, xterm); `stop` ends it.
    static func start(
        _ path: String, _ arguments: [String], environment: [String: String], output: String, errors: String
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let writeFlags = O_WRONLY | O_CREAT | O_TRUNC
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, writeFlags, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errors, writeFlags, 0o600)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = arguments.map { strdup($0) }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") }
        defer { (argv + envp).forEach { free($0) } }

        var pid = pid_t()
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv + [nil], envp + [nil])
        guard spawned == 0 else {
            throw TmuxTerminal.Failure(description: "could not start \(path): error \(spawned)")
        }
        return pid
    }

    /// Ends a process `start` started (SIGTERM) and collects it.
    static func stop(_ pid: pid_t) {
        kill(pid, SIGTERM)
        _ = try? wait(for: pid, "process \(pid)")
    }

    /// Waits for a process `start` started, at most `timeout`: its exit status, or nil when it
    /// was still running then (it is stopped), so a program that never ends fails its test.
    static func wait(for pid: pid_t, atMost timeout: Duration) throws -> Int32? {
        let deadline = ContinuousClock.now + timeout
        var status: Int32 = 0
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { return exitStatus(status) }
            if waited == -1, errno != EINTR { throw TmuxTerminal.Failure(description: "waiting for process \(pid) failed: errno \(errno)") }
            guard ContinuousClock.now < deadline else {
                stop(pid)
                return nil
            }
            usleep(10_000)
        }
    }

    private static func wait(for pid: pid_t, _ path: String) throws -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else {
                throw TmuxTerminal.Failure(description: "waiting for \(path) failed: errno \(errno)")
            }
        }
        return exitStatus(status)
    }

    /// A status from waitpid as a shell gives it: the exit code, or 128 + the signal that ended it.
    private static func exitStatus(_ status: Int32) -> Int32 {
        let signalled = status & 0x7F
        return signalled == 0 ? (status >> 8) & 0xFF : 128 + signalled
    }
}
