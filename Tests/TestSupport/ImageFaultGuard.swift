import Glibc
import KanjiDictionary

/// A SIGBUS handler that asks ``DictionaryImageFaults/handler`` first, as the browser's terminal
/// restorer and the commands' handler do, for tests that cut a mapped image short under a reader.
public enum ImageFaultGuard {
    /// Runs `body` with the handler installed, the previous one restored after. Any other SIGBUS
    /// still ends the test process, as it would have without it.
    public static func guarding(_ body: () throws -> Void) rethrows {
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = { signal, info, _ in
            if !DictionaryImageFaults.handler(signal, info) { Glibc.signal(signal, SIG_DFL) }
        }
        action.sa_flags = SA_SIGINFO
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        sigaction(SIGBUS, &action, &previous)
        defer { sigaction(SIGBUS, &previous, nil) }
        try body()
    }
}
