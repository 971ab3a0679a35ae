import Glibc

/// Gives the terminal back when the process is ended by a signal or crashes, where `endwin` cannot
/// run: a Swift trap is SIGILL on x86_64 Linux and skips `atexit`.
///
/// The handler may only do what is async-signal-safe: it writes fixed escape sequences, restores
/// the terminal modes saved before curses started, calls the handler that was there before (Swift's
/// crash reporter prints its backtrace), then raises the signal again with its default action, so
/// the process still ends the way it would have (a crash still reports and dumps core, SIGTERM
/// still ends with status 128+15). It raises the signal itself because a chained handler may simply
/// return, which would leave the process running when the signal came from `kill`.
public enum TerminalRestorer {
    /// Every signal whose default action ends the process (signal(7): Term and Core), the
    /// real-time ones included: ended by someone else (kill, a closed terminal, a stray timer or
    /// user signal) or by a crash. SIGKILL cannot be caught; SIGSTOP and the job-control stops
    /// leave the process alive.
    static let signals: [Int32] = [
        SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGTRAP,
        SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS, SIGSTKFLT,
        SIGIO, SIGPWR,
    ] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())

    /// Reset attributes, leave keypad-transmit mode, show the cursor, leave the alternate screen,
    /// stop mouse reports (MouseReporting's modes; harmless when they were off) and bracketed paste.
    private static let restoreSequence: StaticString = "\u{1B}[0m\u{1B}[?1l\u{1B}>\u{1B}[?25h\u{1B}[?1049l\u{1B}[?1016l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?2004l"
    /// Reset attributes and show the cursor, after a crash report: the screen is the main one by then.
    private static let afterReportSequence: StaticString = "\u{1B}[0m\u{1B}[?25h"

    // The handler reads these, so they are fixed pointers allocated once, before any handler is
    // installed: reaching them needs no allocation, lock or exclusivity check.
    private nonisolated(unsafe) static let savedModes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    private nonisolated(unsafe) static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))

    /// Saves the terminal modes of standard input and installs the handlers.
    /// Call before curses changes anything. False when the modes cannot be read.
    /// A signal the process was told to ignore (`nohup`) stays ignored.
    static func install() -> Bool {
        guard tcgetattr(STDIN_FILENO, savedModes) == 0 else { return false }
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = { signal, info, context in
            TerminalRestorer.handle(signal, info, context)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_SIGINFO | SA_ONSTACK
        for signal in signals {
            let previous = previousActions + Int(signal)
            sigaction(signal, nil, previous)
            if !isIgnored(previous.pointee) {
                sigaction(signal, &action, nil)
            }
        }
        return true
    }

    /// Puts back the actions that were there before `install`, once curses has given the terminal back.
    static func uninstall() {
        for signal in signals {
            sigaction(signal, previousActions + Int(signal), nil)
        }
    }

    /// Puts back the terminal modes saved by `install`; `endwin` already does, this makes sure.
    static func restoreModes() {
        tcsetattr(STDIN_FILENO, TCSADRAIN, savedModes)
    }

    /// C function pointers are not Equatable in Swift; SIG_DFL and SIG_IGN are constant addresses.
    private static func isIgnored(_ action: sigaction) -> Bool {
        handlerAddress(action) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    private static func handlerAddress(_ action: sigaction) -> Int {
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    }

    /// Asked first about every signal, to answer one that need not end the process (a mapped
    /// dictionary image cut short under it); true when it did. Set before `install`.
    public nonisolated(unsafe) static var faultFilter: (@convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?) -> Bool)?

    private static func handle(
        _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
    ) {
        if let faultFilter, faultFilter(signal, info) { return }
        _ = write(STDOUT_FILENO, restoreSequence.utf8Start, restoreSequence.utf8CodeUnitCount)
        tcsetattr(STDIN_FILENO, TCSANOW, savedModes)
        callPrevious(signal, info, context)
        // Swift's crash reporter may hide the cursor while it works and be ended before it shows it again.
        _ = write(STDOUT_FILENO, afterReportSequence.utf8Start, afterReportSequence.utf8CodeUnitCount)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
        var pending = sigset_t()
        sigemptyset(&pending)
        sigaddset(&pending, signal)
        sigprocmask(SIG_UNBLOCK, &pending, nil)
        raise(signal)
    }

    private static func callPrevious(
        _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
    ) {
        let previous = previousActions[Int(signal)]
        guard handlerAddress(previous) != unsafeBitCast(SIG_DFL, to: Int.self) else { return }
        if previous.sa_flags & SA_SIGINFO != 0 {
            previous.__sigaction_handler.sa_sigaction?(signal, info, context)
        } else {
            previous.__sigaction_handler.sa_handler?(signal)
        }
    }
}
