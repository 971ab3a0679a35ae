import Glibc

/// Swift's crash reporter reads SWIFT_BACKTRACE once, as the process starts, and on a terminal it
/// waits 30 s for a key after a crash or SIGQUIT before the process may end: a terminal app must
/// give the terminal back and end at once. Setting the variable later does nothing, so the browser
/// starts itself again with `interactive=no` (the backtrace is still printed) unless the user set
/// SWIFT_BACKTRACE themselves.
enum CrashReporterSetting {
    static let variable = "SWIFT_BACKTRACE"

    /// Returns only when the setting is already in place or the program cannot be run again.
    static func makeNonInteractive() {
        guard getenv(variable) == nil else { return }
        setenv(variable, "interactive=no", 1)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
    }
}
