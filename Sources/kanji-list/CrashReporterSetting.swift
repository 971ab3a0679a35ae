import Glibc

/// Swift's crash reporter reads SWIFT_BACKTRACE once, as the process starts, and on a terminal it
/// waits 30 s for a key after a crash or SIGQUIT before the process may end: a terminal app must
/// give the terminal back and end at once. Setting the variable later does nothing, so the browser
/// starts itself again with `interactive=no` (the backtrace is still printed) unless the user set
/// SWIFT_BACKTRACE themselves, and only where the reporter can run at all: it needs its helper,
/// swift-backtrace, which the runtime finds beside a shared libswiftCore.so or under SWIFT_ROOT. A
/// build with the runtime linked in (`--static-swift-stdlib`, as `make install` and the benchmark
/// build it) has no reporter otherwise, so its browser starts once, not twice.
enum CrashReporterSetting {
    static let variable = "SWIFT_BACKTRACE"

    /// Returns only when the setting is already in place, the reporter cannot run, or the program
    /// cannot be run again.
    static func makeNonInteractive() {
        guard getenv(variable) == nil, reporterCanRun else { return }
        setenv(variable, "interactive=no", 1)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
    }

    /// Whether the runtime may find swift-backtrace: it is a shared library (loaded already, so
    /// RTLD_NOLOAD only looks), or SWIFT_ROOT tells a linked-in runtime where a toolchain is.
    private static var reporterCanRun: Bool {
        if getenv("SWIFT_ROOT") != nil { return true }
        guard let runtime = dlopen("libswiftCore.so", RTLD_LAZY | RTLD_NOLOAD) else { return false }
        dlclose(runtime)
        return true
    }
}
