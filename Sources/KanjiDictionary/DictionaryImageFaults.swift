import CSimdjsonBridge
import Glibc

/// What a fatal-signal handler calls first, so that an image cut short under the process (a
/// SIGBUS on its next read) costs a rebuild, not a crash: the image is then zero pages no check
/// believes, marked damaged (so the command scans instead and the image is rebuilt at the next
/// start), and the handler returns. The terminal's restorer and the commands' signal handler
/// take it from the executable.
public enum DictionaryImageFaults {
    /// True when the signal was such a fault and is answered; async-signal-safe.
    public static let handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?) -> Bool = { signal, info in
        kl_image_handle_fault(signal, info)
    }
}
