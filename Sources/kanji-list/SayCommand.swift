import ArgumentParser
import Foundation
import LearnerData
import Pronunciation
import Segmentation

/// Says Japanese text aloud, or into a WAVE file, with Open JTalk and the Mei voice.
struct SayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "say",
        _superCommandName: "kanji-list",
        abstract: "Say Japanese words or sentences aloud, or write them to a WAVE file.",
        discussion: """
            Speaks with Open JTalk (Debian: apt-get install open-jtalk open-jtalk-mecab-naist-jdic) and \
            MMDAgent's voice "Mei" (mei_normal.htsvoice, CC BY 3.0), which scripts/fetch-voice fetches \
            once into $XDG_DATA_HOME/kanji-list/voice (or $KANJI_LIST_VOICE names the file). Plays \
            through aplay, paplay or pw-play, whichever is installed; --output needs none of them. \
            TEXT - (or no TEXT) reads standard input, at most 64 KB. Exit status: 0 when said; 1 when \
            Open JTalk, the voice or a player is missing, or Open JTalk fails; 2 for unreadable input \
            or an output that cannot be written.
            """)

    /// The most text said at once: minutes of speech.
    static let longestText = 64 << 10

    @Argument(help: "Japanese text: 箸, 橋を渡る, \"今日は雨です。\"; - reads standard input.")
    var text: String?

    @Option(help: ArgumentHelp("Write the speech to this WAVE file instead of playing it (- for standard output).", valueName: "file.wav"))
    var output: String?

    func validate() throws {
        if output?.isEmpty == true { throw ValidationError("--output must name a file, not be empty") }
    }

    func run() throws {
        let said = try readText()
        let setup: SpeechSetup
        switch SpeechSetup.find() {
        case .success(let found): setup = found
        case .failure(let error): try fail(error.message, status: 1)
        }
        let player: String?
        if output == nil {
            switch SpeechPlayer.player() {
            case .success(let path): player = path
            case .failure(let error): try fail(error.message, status: 1)
            }
        } else {
            player = nil
        }
        let wave: WaveFile
        do { wave = try Synthesizer.speak(said, setup: setup) } catch { try fail("\(error)", status: 1) }
        if let output {
            try write(wave, to: output)
        } else if let player {
            try play(wave, with: player)
        }
    }

    /// TEXT, or standard input for "-" or none, checked as `parse` checks it.
    private func readText() throws -> String {
        if let text, text != "-" { return text }
        if isatty(STDIN_FILENO) != 0 { printError("kanji-list say: type or paste Japanese text, then Ctrl-D (or give TEXT; --help)") }
        var input: TextInput
        do { input = try TextInput(path: "-") } catch { try fail(error.description, status: 2) }
        var whole = ""
        while whole.utf8.count <= Self.longestText {
            let piece: TextInput.Piece?
            do { piece = try input.next() } catch { try fail(error.description, status: 2) }
            guard let piece else { return whole }
            whole += piece.text
        }
        try fail("standard input holds more than \(Self.longestText / 1024) KB of text: say it in parts", status: 2)
    }

    /// A WAVE file whole or not at all, by the state files' rule (`BookmarkFileWriting.replace`:
    /// written beside it and renamed over it, a link followed and kept); a FIFO or a device (a
    /// player reading a pipe, /dev/stdout) is written to as it is, as standard output is for "-".
    private func write(_ wave: WaveFile, to path: String) throws {
        var status = stat()
        let isStream = stat(path, &status) == 0 && [S_IFIFO, S_IFCHR].contains(status.st_mode & S_IFMT)
        guard path == "-" || isStream else {
            do { try BookmarkFileWriting.replace(path, with: wave.bytes) } catch { try fail("cannot write \(path): \(error.message)", status: 2) }
            return
        }
        let descriptor = path == "-" ? STDOUT_FILENO : open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { try fail("cannot write \(path): \(String(cString: strerror(errno)))", status: 2) }
        defer { if descriptor != STDOUT_FILENO { close(descriptor) } }
        let name = path == "-" ? nil : path
        do { try StandardStreams.write(bytes: wave.bytes, to: descriptor, name: name) } catch { try fail(error.description, status: 2) }
    }

    /// Plays the speech and waits for it to end.
    private func play(_ wave: WaveFile, with player: String) throws {
        let process = Process()
        var written: URL?
        defer { if let written { try? FileManager.default.removeItem(at: written) } }
        do {
            let file = try wave.writeForPlaying()
            written = file
            process.executableURL = URL(fileURLWithPath: player)
            process.arguments = [file.path]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
        } catch {
            try fail("cannot play through \(player): \(error.localizedDescription)", status: 1)
        }
        process.waitUntilExit()
        if process.terminationStatus != 0 { try fail("\(player) could not play it (exit status \(process.terminationStatus))", status: 1) }
    }

    private func fail(_ message: String, status: Int32) throws -> Never {
        printError("kanji-list: " + message)
        throw ExitCode(status)
    }
}
