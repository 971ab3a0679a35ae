import CNcursesw
import Glibc
import KanjiBrowser
import LearnerData

/// The one way into the terminal: checks that there is one, runs an app on it with curses, and
/// gives it back as it was, however the run ends.
public enum TerminalSession {
    /// Nil when stdin and stdout are terminals; otherwise a short message saying which is not.
    public static func unavailableReason() -> String? {
        switch (isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1) {
        case (true, true): nil
        case (false, true): "standard input is not a terminal"
        case (true, false): "standard output is not a terminal"
        case (false, false): "standard input and standard output are not terminals"
        }
    }

    /// Takes over the terminal, runs the app until it finishes, gives the terminal back exactly as
    /// it was, returns the exit code. When the terminal cannot be taken over, says why on standard
    /// error and returns 1.
    public static func run(_ app: TerminalApp) -> Int32 {
        if let reason = unavailableReason() {
            return fail(reason)
        }
        guard TerminalRestorer.install() else {
            return fail("cannot read the terminal's modes")
        }
        TerminalLocale.adopt()
        guard let screen = newterm(nil, kl_curses_stdout(), kl_curses_stdin()) else {
            TerminalRestorer.uninstall()
            return fail("cannot use the terminal type \"\(terminalType)\"")
        }
        guard kl_curses_can_address_cursor() != 0 else {
            endwin()
            delscreen(screen)
            TerminalRestorer.restoreModes()
            TerminalRestorer.uninstall()
            return fail("the terminal type \"\(terminalType)\" cannot place the cursor, so the browser cannot draw; "
                + "run it in a terminal that can (TERM=xterm-256color, say) or use `kanji-list lookup`")
        }
        configureScreen()
        var painter = FramePainter(palette: StylePalette.start())
        var mouse = MouseReporting()
        BracketedPaste.send(BracketedPaste.on)
        let outcome = runLoop(app, painter: &painter, mouse: &mouse)
        BracketedPaste.send(BracketedPaste.off)
        mouse.update(wanted: false)
        endwin()
        delscreen(screen)
        TerminalRestorer.restoreModes()
        TerminalRestorer.uninstall()
        return outcome ?? fail("standard input was closed")
    }

    /// Raw mode so Ctrl-C arrives as a key; a short Esc delay so Esc goes back at once.
    ///
    /// curses' own mouse key is switched off: where terminfo names `ESC [ <` as the mouse's prefix
    /// (kmous in xterm, xterm-256color, foot, alacritty), curses took that much of each SGR report
    /// for its key and left the rest to be read as keys, so the pad saw no stroke and the report's
    /// final `m` bookmarked. Without it the whole report comes through for `ControlSequence`.
    private static func configureScreen() {
        raw()
        noecho()
        keypad(kl_curses_stdscr(), true)
        keyok(KEY_MOUSE, false)
        curs_set(0)
        set_escdelay(25)
    }

    /// Feeds keys to the app and paints its frames until it finishes (its exit code) or the
    /// input is gone (nil).
    ///
    /// Once resizes stop, the memory freed by them goes back to the system: curses and the frames
    /// grow to the largest size drawn, and glibc's malloc keeps what they free on shrinking, so
    /// without the trim a resize storm left RSS up to 2 MB higher for good (no leak: flat after
    /// the first storm, and back down when trimmed).
    private static func runLoop(_ app: TerminalApp, painter: inout FramePainter, mouse: inout MouseReporting) -> Int32? {
        var input = TerminalInput()
        var resizedSinceTrim = false
        app.resize(width: Int(kl_curses_cols()), height: Int(kl_curses_lines()))
        // What finished while the terminal was set up (the load, in a background thread; the app
        // gives a quick one a moment to finish) is taken in before the first frame, which then
        // shows it rather than a loading screen drawn over a few milliseconds later (after the
        // first wait for a key).
        _ = app.idle()
        if let exitCode = app.exitStatus { return exitCode }
        present(app, with: &painter)
        var lastPresent = ContinuousClock.now
        mouse.update(wanted: app.wantsMouse)
        while true {
            switch input.next() {
            case .key(.resize):
                painter.forget()
                mouse.resized()
                input.pixelCellSize = mouse.pixelCellSize
                app.resize(width: Int(kl_curses_cols()), height: Int(kl_curses_lines()))
                resizedSinceTrim = true
            case .key(let key):
                if case .finished(let exitCode) = app.handle(key) { return exitCode }
                // The rest of a paste is taken in first, drawing at least every 50 ms meanwhile.
                if input.hasPendingInput, ContinuousClock.now - lastPresent < .milliseconds(50) { continue }
            case .quiet:
                if resizedSinceTrim {
                    malloc_trim(0)
                    resizedSinceTrim = false
                }
                let changed = app.idle()
                if let exitCode = app.exitStatus { return exitCode }
                input.setBusy(changed)
                guard changed else { continue }
            case .modeReport(let mode, let state):
                mouse.modeReported(mode: mode, state: state)
                input.pixelCellSize = mouse.pixelCellSize
                continue
            case .ignored:
                continue
            case .inputLost:
                return nil
            }
            present(app, with: &painter)
            lastPresent = .now
            mouse.update(wanted: app.wantsMouse)
            input.pixelCellSize = mouse.pixelCellSize
        }
    }

    private static func present(_ app: TerminalApp, with painter: inout FramePainter) {
        painter.paint(app.frame(width: Int(kl_curses_cols()), height: Int(kl_curses_lines())))
        app.didPresentFrame()
    }

    /// TERM as set; it comes from outside, so its control characters are escaped.
    private static var terminalType: String {
        ControlCharacters.escaped(getenv("TERM").map { String(cString: $0) } ?? "unset")
    }

    private static func fail(_ message: String) -> Int32 {
        let line = "kanji-list: \(message)\n"
        _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        return 1
    }
}
