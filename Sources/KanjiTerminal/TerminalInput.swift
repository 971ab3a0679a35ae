import CNcursesw
import Glibc
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
    /// The terminal's answer to a mode query (MouseReporting's question about pixel positions).
    case modeReport(mode: Int, state: Int)
}

/// Reads keys from curses with a timeout, so the app gets idle calls between keys: every 100 ms
/// when it is quiet, every 5 ms while its idle work is changing the screen (a load under way),
/// so what finishes in the background shows without waiting out a long timeout.
struct TerminalInput {
    static let quietTimeoutMilliseconds: Int32 = 100
    static let busyTimeoutMilliseconds: Int32 = 5

    private var timeoutMilliseconds: Int32 = 0
    private var lossDetector = InputLossDetector(limit: 20)
    private let clock = ContinuousClock()

    /// Starts busy: an app that has just started may have work under way (its load) whose end
    /// should reach the screen at once; the first quiet idle call slows the polling down.
    init() {
        setBusy(true)
    }

    /// Sets how long a read waits for a key: short while the app's idle work is busy.
    mutating func setBusy(_ busy: Bool) {
        let timeout = busy ? Self.busyTimeoutMilliseconds : Self.quietTimeoutMilliseconds
        guard timeout != timeoutMilliseconds else { return }
        timeoutMilliseconds = timeout
        wtimeout(kl_curses_stdscr(), timeout)
    }

    /// Whether more input is already waiting (the rest of a paste): the loop then takes it in
    /// before drawing, so a long paste costs one frame, not one a character. curses reads the
    /// terminal a byte at a time, so what it has not taken is still in the kernel's buffer.
    var hasPendingInput: Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
    }

    /// A cell's size in pixels while the terminal reports the mouse in pixels.
    var pixelCellSize: (width: Double, height: Double)?

    mutating func next() -> TerminalEvent {
        var code: wint_t = 0
        let start = clock.now
        let result = wget_wch(kl_curses_stdscr(), &code)
        switch result {
        case KEY_CODE_YES:
            lossDetector.recordKey()
            return KeyDecoder.decode(functionKey: Int32(bitPattern: code)).map(TerminalEvent.key) ?? .ignored
        case OK:
            lossDetector.recordKey()
            if code == 27 { return afterEscape(pixelCellSize: pixelCellSize) }
            return KeyDecoder.decode(character: code).map(TerminalEvent.key) ?? .ignored
        default:
            let waited = clock.now - start
            return lossDetector.recordEmptyRead(after: waited, timeout: .milliseconds(timeoutMilliseconds)) ? .inputLost : .quiet
        }
    }

    /// Esc alone, or the start of a sequence curses did not decode (`ESC [ <0;12;5M`, a mouse
    /// report; `ESC O r`, the keypad's 2): curses has already waited ESCDELAY for what follows,
    /// so what belongs to the sequence is there to read; anything else is put back for the next read.
    private func afterEscape(pixelCellSize: (width: Double, height: Double)?) -> TerminalEvent {
        let window = kl_curses_stdscr()
        wtimeout(window, 0)
        defer { wtimeout(window, timeoutMilliseconds) }
        var code: wint_t = 0
        let result = wget_wch(window, &code)
        if result == OK, code == 0x4F {  // SS3
            wtimeout(window, 20)
            var final: wint_t = 0
            guard wget_wch(window, &final) == OK else {
                unget_wch(wchar_t(code))
                return .key(.escape)
            }
            return KeyDecoder.decode(ss3: final).map(TerminalEvent.key) ?? .ignored
        }
        guard result == OK, code == 0x5B else {
            if result == OK { unget_wch(wchar_t(code)) }
            if result == KEY_CODE_YES { ungetch(Int32(bitPattern: code)) }
            return .key(.escape)
        }
        // The rest of a sequence the terminal wrote at once: a few milliseconds at most.
        wtimeout(window, 20)
        var body = ""
        while body.unicodeScalars.count < ControlSequence.maximumLength {
            guard wget_wch(window, &code) == OK, let scalar = Unicode.Scalar(code) else { return .ignored }
            body.unicodeScalars.append(scalar)
            guard !ControlSequence.isFinal(code) else { break }
        }
        if body == BracketedPaste.start { return .key(.paste(BracketedPaste.read(window))) }
        switch ControlSequence.decode(body, cellSize: pixelCellSize) {
        case .mouse(let event): return .key(.mouse(event))
        case .modeReport(let mode, let state): return .modeReport(mode: mode, state: state)
        case .key(let key): return .key(key)
        case .other: return .ignored
        }
    }
}
