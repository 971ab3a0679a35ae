import Foundation

/// What speaking needs on this machine: Open JTalk's program and its dictionary (Debian's
/// open-jtalk and open-jtalk-mecab-naist-jdic) and MMDAgent's Mei voice, which Debian does not
/// package (scripts/fetch-voice takes it from PyPI's pyopenjtalk-plus wheel, once).
public struct SpeechSetup: Equatable, Sendable {
    public var program: String
    public var dictionary: String
    public var voice: String

    /// The Debian packages that speak.
    public static let packages = "open-jtalk open-jtalk-mecab-naist-jdic"
    /// Where Debian's open-jtalk-mecab-naist-jdic puts the dictionary.
    public static let debianDictionary = "/var/lib/mecab/dic/open-jtalk/naist-jdic"
    /// The voice's file name, and the script that fetches it.
    public static let voiceFile = "mei_normal.htsvoice"
    public static let voiceScript = "scripts/fetch-voice"
    /// Credited wherever the app credits its data (the help screen, README).
    public static let credit = "Open JTalk by the Nagoya Institute of Technology (BSD) with NAIST-jdic, speaking with "
        + "the voice \"Mei\" (mei_normal.htsvoice) by the MMDAgent Project Team, Nagoya Institute of Technology (CC BY 3.0)"

    public init(program: String, dictionary: String, voice: String) {
        self.program = program
        self.dictionary = dictionary
        self.voice = voice
    }

    /// Where the voice is looked for, in order: $KANJI_LIST_VOICE (a file), the user's data
    /// folder ($XDG_DATA_HOME/kanji-list/voice, where scripts/fetch-voice puts it), beside an
    /// installed binary (PREFIX/share/kanji-list/voice), and the package's .build/voice (a
    /// checkout's, where .ci/run fetches it for the tests).
    public static func voiceCandidates(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var candidates: [String] = []
        if let explicit = environment["KANJI_LIST_VOICE"], !explicit.isEmpty { candidates.append(explicit) }
        candidates.append(xdgData(environment) + "/kanji-list/voice/" + voiceFile)
        let executable = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "")).resolvingSymlinksInPath()
        candidates.append(executable.deletingLastPathComponent()
            .appendingPathComponent("../share/kanji-list/voice/" + voiceFile).standardizedFileURL.path)
        candidates.append(packageRoot.appendingPathComponent(".build/voice/" + voiceFile).path)
        return candidates
    }

    /// The package's root, from this file's path compiled in.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func xdgData(_ environment: [String: String]) -> String {
        if let value = environment["XDG_DATA_HOME"], value.hasPrefix("/") { return value }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
    }

    /// Everything found, or what is missing in words that say how to get it.
    public static func find(
        environment: [String: String] = ProcessInfo.processInfo.environment, voices: [String]? = nil
    ) -> Result<SpeechSetup, SpeechError> {
        guard let program = Executables.find("open_jtalk", environment: environment) else {
            return .failure(SpeechError("Open JTalk is not installed (Debian: apt-get install \(packages))"))
        }
        guard FileManager.default.fileExists(atPath: debianDictionary + "/sys.dic") else {
            return .failure(SpeechError("Open JTalk's dictionary is not installed (Debian: apt-get install open-jtalk-mecab-naist-jdic)"))
        }
        let candidates = voices ?? voiceCandidates(environment: environment)
        guard let voice = candidates.first(where: FileManager.default.isReadableFile(atPath:)) else {
            return .failure(SpeechError("the voice \(voiceFile) is missing: \(voiceScript) fetches it (looked in \(candidates.joined(separator: ", ")))"))
        }
        return .success(SpeechSetup(program: program, dictionary: debianDictionary, voice: voice))
    }
}

/// Why nothing can be said, in words for the user.
public struct SpeechError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Programs found on $PATH.
public enum Executables {
    /// The first executable `name` in $PATH's folders.
    public static func find(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
