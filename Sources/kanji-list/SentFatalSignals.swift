import Glibc
import KanjiDictionary

/// A fault signal sent by another process (`kill -SEGV`, `kill -ABRT`) ends a command with that
/// signal, as `kill -QUIT` does: Swift's crash reporter would print a crash for it and let the
/// command carry on, since no instruction faulted. A real fault (the kernel's, si_code above
/// zero) still goes to the crash reporter for its backtrace. The browser keeps the reporter
/// alone: its terminal restorer ends the process after it.
enum SentFatalSignals {
    static let signals = [SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGILL, SIGTRAP]

    static func endCommandOnSentSignals() {
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = handle
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            sigemptyset(&action.sa_mask)
            var previous = sigaction()
            guard sigaction(signal, &action, &previous) == 0 else { continue }
            withUnsafeMutablePointer(to: &crashReporterActions) { table in
                table.withMemoryRebound(to: sigaction.self, capacity: crashReporterSlots) { $0[Int(signal)] = previous }
            }
        }
    }
}

private let crashReporterSlots = 32
/// The crash reporter's handlers by signal number, kept to hand real faults on to; a tuple, so
/// the handler reads it without Swift's array machinery.
nonisolated(unsafe) private var crashReporterActions: (
    sigaction, sigaction, sigaction, sigaction, sigaction, sigaction, sigaction, sigaction,
    sigaction, sigaction, sigaction, sigaction, sigaction, sigaction, sigaction, sigaction,
    sigaction, sigaction, sigaction, sigaction, sigaction, sigaction, sigaction, sigaction,
    sigaction, sigaction, sigaction, sigaction, sigaction, sigaction, sigaction, sigaction
) = (
    sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction(),
    sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction(),
    sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction(),
    sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction()
)

private func handle(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    // A dictionary image cut short under the command: answered, the command reads on.
    if DictionaryImageFaults.handler(signal, info) { return }
    // SI_USER, SI_QUEUE, SI_TKILL…: sent, not a fault. End with the signal's own default action.
    if let info, info.pointee.si_code <= 0 {
        Glibc.signal(signal, SIG_DFL)
        raise(signal)
        return
    }
    var previous = withUnsafeMutablePointer(to: &crashReporterActions) { table in
        table.withMemoryRebound(to: sigaction.self, capacity: crashReporterSlots) { $0[Int(signal)] }
    }
    if previous.sa_flags & SA_SIGINFO != 0, let chained = previous.__sigaction_handler.sa_sigaction {
        chained(signal, info, context)
    } else {
        // No reporter (or a plain handler): put back what was there and let the fault happen again.
        sigaction(signal, &previous, nil)
    }
}
