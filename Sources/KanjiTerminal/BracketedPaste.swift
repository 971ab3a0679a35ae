import CNcursesw
import Glibc

/// xterm's bracketed paste (mode 2004): while it is on, the terminal sends what is pasted between
/// `ESC [ 200 ~` and `ESC [ 201 ~`, so a paste comes as one piece of text (the Read screen's page
/// takes it) instead of keys. On for the whole session, off on every way out (TerminalRestorer's
/// sequence ends with `off` too).
enum BracketedPaste {
    static let on = "\u{1B}[?2004h"
    static let off = "\u{1B}[?2004l"
    /// What follows `ESC [` at the start and at the end of a paste.
    static let start = "200~"
    static let end = "\u{1B}[201~"
    /// A paste longer than this is cut: the rest is read and dropped, so a runaway paste cannot
    /// fill memory.
    static let longest = 1 << 22

    /// The pasted text, read up to the end marker (or a pause of a second: a terminal that
    /// never sends it).
    static func read(_ window: UnsafeMutablePointer<WINDOW>?) -> String {
        wtimeout(window, 1000)
        var text = String.UnicodeScalarView()
        var count = 0
        var code: wint_t = 0
        while wget_wch(window, &code) == OK, let scalar = Unicode.Scalar(code) {
            if count < longest { text.append(scalar) }
            count += 1
            if scalar == "~", String(text.suffix(6)) == end {
                text.removeLast(6)
                break
            }
        }
        return String(text)
    }

    /// Straight to the terminal, after whatever curses has buffered.
    static func send(_ sequence: String) {
        fflush(kl_curses_stdout())
        _ = sequence.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
    }
}
