import Foundation

/// The browser as most end-to-end tests start it: in tmux, with its transition log and the
/// user's data and state folders ($XDG_DATA_HOME, $XDG_STATE_HOME) in the test's own folder, away
/// from the user's and shared by the browsers it starts (a restart finds what the last one kept).
struct BrowserLaunch {
    let folder: URL
    var logPath: String { folder.appendingPathComponent("transitions.log").path }

    init() throws {
        folder = try KanjiListBinary.temporaryFolder()
    }

    /// Starts `kanji-list ARGUMENTS` logging to `log` (the folder's log unless given), with TERM
    /// set to `terminalType` when given (tmux's own otherwise).
    func start(_ arguments: [String] = [], log: String? = nil, width: Int, height: Int, terminalType: String? = nil) throws -> TmuxTerminal {
        let terminal = terminalType.map { ["env", "TERM=\($0)"] } ?? []
        return try TmuxTerminal(terminal + [KanjiListBinary.path, "--log", log ?? logPath] + arguments, width: width, height: height,
                         environment: ["XDG_DATA_HOME": folder.path, "XDG_STATE_HOME": folder.path])
    }
}
