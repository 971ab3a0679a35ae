import Dispatch
import Glibc
import KanjiDictionary

/// Turns Ctrl-C into a cancel request while an import runs. SIGINT is ignored at the process level
/// and watched by a dispatch source instead, so the import stops at its next check and cleans up
/// rather than dying mid-step.
public final class ImportInterrupt {
    private let source: DispatchSourceSignal

    public init(cancellation: ImportCancellation) {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: DispatchQueue(label: "kanji-list.import.interrupt"))
        source.setEventHandler { cancellation.cancel() }
        source.resume()
    }

    /// Gives SIGINT its default action back.
    public func stop() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
