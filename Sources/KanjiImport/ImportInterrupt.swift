import Dispatch
import Glibc
import KanjiDictionary
import Synchronization

/// Turns Ctrl-C, and every other signal that would end the process from outside (kill's SIGTERM,
/// a closed terminal's SIGHUP, Ctrl-\'s SIGQUIT, timers and user signals), into a cancel request
/// while an import runs. Each is ignored at the process level and watched by a dispatch source
/// instead, so the import stops at its next check and removes its temporary file rather than
/// dying mid-step (or, for SIGQUIT, having Swift's crash reporter print a crash and carry on). A
/// signal the process was started ignoring (`nohup`) stays ignored.
public final class ImportInterrupt {
    /// The signals watched: those whose default action ends the process and that come from
    /// outside it, not from a fault of its own (SIGSEGV, SIGILL…) nor SIGPIPE (the import writes
    /// no pipe; a closed standard error is a failed write) or SIGXFSZ (ignored: a write too large
    /// is an error).
    public static let signals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGIO, SIGPWR,
        SIGSTKFLT,
    ]

    /// The first signal received, 0 before one is; set on the sources' queue.
    private final class FirstSignal: Sendable {
        let number = Atomic<Int32>(0)
    }

    private var sources: [DispatchSourceSignal] = []
    private let first = FirstSignal()

    public init(cancellation: ImportCancellation) {
        let queue = DispatchQueue(label: "kanji-list.import.interrupt")
        for number in Self.signals {
            let previous = Glibc.signal(number, SIG_IGN)
            guard unsafeBitCast(previous, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) else { continue }
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [first] in
                _ = first.number.compareExchange(expected: 0, desired: number, ordering: .relaxed)
                cancellation.cancel()
            }
            source.resume()
            sources.append(source)
        }
    }

    /// The first signal that asked the import to stop, if one did.
    public var signal: Int32? {
        let number = first.number.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// Gives the watched signals their default action back.
    public func stop() {
        for source in sources {
            source.cancel()
            Glibc.signal(Int32(source.handle), SIG_DFL)
        }
        sources = []
    }
}
