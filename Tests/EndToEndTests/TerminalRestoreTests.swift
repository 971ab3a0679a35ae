import Foundation
import Testing

/// The browser gives the terminal back as it was however it ends: its own quit keys, a signal
/// from outside, a crash. Runs the built `kanji-list` in tmux and compares `stty -g` before and
/// after, and checks that the alternate screen was left and the cursor shown again.
@Suite("Terminal restore in tmux", .serialized)
final class TerminalRestoreTests {
    /// Holds the transition log, out of the user's folders.
    let folder: URL
    var logPath: String { folder.appendingPathComponent("transitions.log").path }

    init() throws {
        folder = try KanjiListBinary.temporaryFolder()
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Starts the browser in an 80×24 terminal and waits until it has taken over the screen.
    /// SWIFT_BACKTRACE is left unset, as a user's shell leaves it.
    private func startBrowser() throws -> TmuxTerminal {
        let terminal = try TmuxTerminal(
            ["env", "-u", "SWIFT_BACKTRACE", KanjiListBinary.path, "--log", logPath], width: 80, height: 24
        )
        try terminal.waitUntil("switching to the alternate screen") { terminal.isOnAlternateScreen }
        return terminal
    }

    /// The checks every way out shares: same modes, main screen back, cursor shown.
    private func expectRestored(_ terminal: TmuxTerminal) throws {
        #expect(try terminal.modesAfter() == terminal.modesBefore())
        #expect(!terminal.isOnAlternateScreen)
        #expect(terminal.isCursorVisible)
    }

    /// Raw mode delivers Ctrl-C as a key, so both end the app by itself, not by a signal.
    @Test("q and Ctrl-C quit and restore the terminal", arguments: ["q", "C-c"])
    func quitKey(_ key: String) throws {
        let terminal = try startBrowser()
        try terminal.press(key)
        #expect(try terminal.waitForExit() < 128)
        try expectRestored(terminal)
    }

    @Test("A signal from outside restores the terminal and still ends the process by that signal",
          arguments: [SIGTERM, SIGHUP, SIGINT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO,
                      SIGPWR, SIGSTKFLT, __libc_current_sigrtmin() + 6, __libc_current_sigrtmax()])
    func signalFromOutside(_ signal: Int32) throws {
        let terminal = try startBrowser()
        try terminal.send(signal: signal)
        #expect(try terminal.waitForExit() == 128 + signal)
        try expectRestored(terminal)
    }

    /// On a terminal Swift's crash reporter waits 30 s for a key after the backtrace; the browser
    /// runs itself with SWIFT_BACKTRACE=interactive=no, so it ends as soon as the backtrace is out.
    @Test("A crash or SIGQUIT restores the terminal and ends at once, still reported as a crash",
          arguments: [SIGSEGV, SIGILL, SIGABRT, SIGQUIT, SIGBUS, SIGFPE, SIGSYS, SIGXCPU])
    func crash(_ signal: Int32) throws {
        let terminal = try startBrowser()
        try terminal.send(signal: signal)
        #expect(try terminal.waitForExit(timeout: .seconds(15)) == 128 + signal)
        try expectRestored(terminal)
        #expect(!(try terminal.screen().contains("Press space to interact")))
    }

    @Test("The browser refuses, saying why, when standard output is not a terminal")
    func refusesWithoutTerminalOutput() throws {
        let command = "\(TmuxTerminal.shellQuoted(KanjiListBinary.path)) | cat"
        let terminal = try TmuxTerminal(["sh", "-c", command], width: 80, height: 24)
        _ = try terminal.waitForExit()
        try terminal.waitFor("standard output is not a terminal")
        #expect(try terminal.modesAfter() == terminal.modesBefore())
    }

    @Test("The browser refuses, saying why, when standard input is not a terminal")
    func refusesWithoutTerminalInput() throws {
        let command = "\(TmuxTerminal.shellQuoted(KanjiListBinary.path)) < /dev/null"
        let terminal = try TmuxTerminal(["sh", "-c", command], width: 80, height: 24)
        #expect(try terminal.waitForExit() != 0)
        try terminal.waitFor("standard input is not a terminal")
        #expect(try terminal.modesAfter() == terminal.modesBefore())
    }
}
