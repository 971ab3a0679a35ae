import CNcursesw
import KanjiBrowser

/// What one wait for a key brought.
enum TerminalEvent: Equatable {
    case key(Key)
    /// No key within the timeout: time for the app's idle work.
    case quiet
    /// Something the app has no key for (an unmapped function key, a stray control character).
    case ignored
    /// Standard input is closed or broken; no key will come again.
    case inputLost
}

/// Reads keys from curses with a timeout, so the app gets idle calls between keys.
struct TerminalInput {
    static let timeoutMilliseconds: Int32 = 100

    private var lossDetector = InputLossDetector(
        quickFailure: .milliseconds(TerminalInput.timeoutMilliseconds / 2), limit: 20
    )
    private let clock = ContinuousClock()

    /// Sets the timeout on the screen's window; call once after curses starts.
    static func configure() {
        wtimeout(kl_stdscr(), timeoutMilliseconds)
    }

    mutating func next() -> TerminalEvent {
        var code: wint_t = 0
        let start = clock.now
        let result = wget_wch(kl_stdscr(), &code)
        switch result {
        case KEY_CODE_YES:
            lossDetector.recordKey()
            return KeyDecoder.decode(functionKey: Int32(bitPattern: code)).map(TerminalEvent.key) ?? .ignored
        case OK:
            lossDetector.recordKey()
            return KeyDecoder.decode(character: code).map(TerminalEvent.key) ?? .ignored
        default:
            return lossDetector.recordEmptyRead(after: clock.now - start) ? .inputLost : .quiet
        }
    }
}
