import Foundation

/// Japanese text said by Open JTalk into samples. Open JTalk reads its input a line of at most
/// 1,024 bytes at a time and writes one WAVE file per line into the same output (which then holds
/// several headers), so the text is said in pieces, each a line of its own, and the pieces'
/// samples joined.
public enum Synthesizer {
    /// The most bytes of one piece: under Open JTalk's line buffer, with room to spare.
    static let pieceBytes = 900

    /// The text in pieces Open JTalk can read: control and format characters out, lines and
    /// sentences (after 。！？!?) apart, a sentence longer than a piece cut after 、 or anywhere.
    public static func pieces(of text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        func close() {
            let trimmed = current.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty { pieces.append(trimmed) }
            current = ""
        }
        for character in text {
            if character.isNewline {
                close()
                continue
            }
            guard !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format })
            else { continue }
            if current.utf8.count + character.utf8.count > pieceBytes { close() }
            current.append(character)
            if "。！？!?".contains(character) { close() }
        }
        close()
        return pieces
    }

    /// What `text` sounds like; throws when Open JTalk fails or says nothing.
    public static func speak(_ text: String, setup: SpeechSetup) throws -> WaveFile {
        let pieces = pieces(of: text)
        guard !pieces.isEmpty else { throw SpeechError("nothing to say: the text has no words") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-list-say-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var joined: WaveFile?
        for (number, piece) in pieces.enumerated() {
            let wave = try say(piece, in: folder.appendingPathComponent("\(number)"), setup: setup)
            if joined == nil { joined = wave } else { joined?.samples += wave.samples }
        }
        guard let joined else { throw SpeechError("Open JTalk said nothing") }
        return joined
    }

    /// One piece through open_jtalk, its input and output files named from `base`.
    private static func say(_ piece: String, in base: URL, setup: SpeechSetup) throws -> WaveFile {
        let input = base.appendingPathExtension("txt"), output = base.appendingPathExtension("wav")
        try Data((piece + "\n").utf8).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: setup.program)
        process.arguments = ["-x", setup.dictionary, "-m", setup.voice, "-ow", output.path, input.path]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw SpeechError("cannot run \(setup.program): \(error.localizedDescription)") }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, let bytes = FileManager.default.contents(atPath: output.path),
              let wave = WaveFile(bytes: [UInt8](bytes))
        else {
            let reason = message.split(separator: "\n").first.map(String.init) ?? "exit status \(process.terminationStatus)"
            throw SpeechError("Open JTalk could not say it (\(reason)); is \(setup.voice) a whole \(SpeechSetup.voiceFile)? \(SpeechSetup.voiceScript) fetches it again")
        }
        return wave
    }
}
