import Foundation

/// Where dictionaries live: the one bundled in the package's Resources/, and the user's own,
/// written by `kanji-list import`, which is preferred when present.
public enum DictionaryLocations {
    /// Resources/dictionary.json.gz at the top of the package. Found from the source path compiled in,
    /// so `swift run` from any directory and the built binary both find it; a copy installed beside
    /// the binary (`make install`: `PREFIX/share/kanji-list/dictionary.json.gz`) is tried first. The
    /// binary is the running executable itself (argv[0] is only a name when run from PATH), with
    /// symlinks resolved so a link to it in another folder finds it too.
    /// Worked out once: it reads the file system, and start-up asks for it more than once.
    public static let bundled: String = {
        let running = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        let executable = running.resolvingSymlinksInPath()
        let installed = executable.deletingLastPathComponent()
            .appendingPathComponent("../share/kanji-list/dictionary.json.gz").standardizedFileURL.path
        if FileManager.default.isReadableFile(atPath: installed) { return installed }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // KanjiDictionary
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent()  // package root
            .appendingPathComponent("Resources/dictionary.json.gz").path
    }()

    /// $XDG_DATA_HOME/kanji-list/dictionary.json, or ~/.local/share/kanji-list/dictionary.json.
    public static func user(environment: [String: String] = ProcessEnvironment.current()) -> String {
        xdgDirectory("XDG_DATA_HOME", fallback: ".local/share", environment: environment) + "/kanji-list/dictionary.json"
    }

    /// The dictionary the app reads when no --dictionary is given: the user's if it exists, else the bundled one.
    public static func preferred(environment: [String: String] = ProcessEnvironment.current()) -> String {
        let user = user(environment: environment)
        return FileManager.default.fileExists(atPath: user) ? user : bundled
    }

    /// An XDG base directory: the variable when it is set to an absolute path (as the spec asks), else ~/fallback.
    public static func xdgDirectory(_ variable: String, fallback: String, environment: [String: String]) -> String {
        if let value = environment[variable], value.hasPrefix("/") { return value }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/" + fallback
    }
}
