import CNcursesw
import KanjiBrowser
import Glibc

/// xterm's bracketed paste (mode 2004): while it is on, the terminal sends what is pasted between
/// `ESC [ 200 ~` and `ESC [ 201 ~`, so a paste comes as one piece of text (the Read screen's page
/// takes it) instead of keys. On for the whole session, off on every way out (TerminalRestorer's
/// sequence ends with `off` too).
enum BracketedPaste {
    static let on = "\u{1B}[?2004h"
    static let off = "\u{1B}[?2004l"
    /// What follows `ESC [` at the start of a paste.
    static let start = "200~"

    /// The pasted text, read byte by byte up to the end marker (or a pause of a second: a
    /// terminal that never sends it), so that nothing in it can end the paste early: a byte
    /// that is no UTF-8 becomes U+FFFD (curses' wget_wch gave up on it, and the rest of the
    /// paste arrived as keys).
    static func read(_ window: UnsafeMutablePointer<WINDOW>?) -> String {
        wtimeout(window, 1000)
        var paste = PasteBuffer()
        while true {
            let code = wgetch(window)
            guard code != ERR else { break }
            // A function key curses made of bytes in the paste (ESC [ A) is none of its text.
            guard let byte = UInt8(exactly: code) else { continue }
            if paste.take(byte) { break }
        }
        return paste.text
    }

    /// Straight to the terminal, after whatever curses has buffered.
    static func send(_ sequence: String) {
        fflush(kl_curses_stdout())
        _ = sequence.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
    }
}
