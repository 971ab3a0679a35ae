import Foundation

/// Plays what Open JTalk says through whichever of aplay, paplay or pw-play is installed, off the
/// caller's thread: ``toggle(_:)`` returns at once (the key loop never waits for sound), a second
/// call while it plays stops it, and ``takeEnding()`` tells the caller's idle polls how it ended.
public final class SpeechPlayer: @unchecked Sendable {
    /// The players tried, in order, with the Debian package of each.
    public static let players = [("aplay", "alsa-utils"), ("paplay", "pulseaudio-utils"), ("pw-play", "pipewire-bin")]

    /// What a toggle did.
    public enum Outcome: Equatable, Sendable {
        case started
        case stopped
        case unavailable(String)
    }

    /// How what was started ended by itself (not stopped): said, or why not (Open JTalk refused
    /// the text, the player found no sound device).
    public enum Ending: Equatable, Sendable {
        case finished
        case failed(String)
    }

    private let environment: [String: String]
    private let queue = DispatchQueue(label: "kanji-list.speech")
    private let lock = NSLock()
    /// Raised by every start and stop: work begun for an older one is dropped.
    private var generation = 0
    private var isActive = false
    private var process: Process?
    /// How the last start ended, until ``takeEnding()`` takes it.
    private var ending: Ending?

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    deinit {
        stop()
    }

    /// The first player installed, or why there is none.
    public static func player(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<String, SpeechError> {
        for (name, _) in players {
            if let path = Executables.find(name, environment: environment) { return .success(path) }
        }
        let packages = players.map { "\($0.1) (\($0.0))" }.joined(separator: ", ")
        return .failure(SpeechError("no player: apt-get install \(packages); say --output writes a file"))
    }

    /// Whether something is being said or played.
    public var isPlaying: Bool { lock.withLock { isActive } }

    /// Starts saying `text`, or stops what is playing; says why the last one failed, if it did.
    public func toggle(_ text: String) -> Outcome {
        if isPlaying {
            stop()
            return .stopped
        }
        let setup: SpeechSetup, player: String
        switch (SpeechSetup.find(environment: environment), Self.player(environment: environment)) {
        case (.failure(let error), _), (_, .failure(let error)): return .unavailable(error.message)
        case (.success(let found), .success(let path)): (setup, player) = (found, path)
        }
        let mine = lock.withLock { () -> Int in
            generation += 1
            isActive = true
            ending = nil
            return generation
        }
        queue.async { [self] in play(text, setup: setup, player: player, generation: mine) }
        return .started
    }

    /// How the last start ended by itself, once: nil while it plays, after a stop, and when taken.
    public func takeEnding() -> Ending? {
        lock.withLock { () -> Ending? in
            defer { ending = nil }
            return ending
        }
    }

    /// Stops what is being said; nothing when nothing is.
    public func stop() {
        let running = lock.withLock { () -> Process? in
            generation += 1
            isActive = false
            defer { process = nil }
            return process
        }
        if let running, running.isRunning { running.terminate() }
    }

    private func play(_ text: String, setup: SpeechSetup, player: String, generation mine: Int) {
        let process = Process()
        let errors = Pipe()
        var outcome = Ending.finished
        var written: URL?
        defer { if let written { try? FileManager.default.removeItem(at: written) } }
        do {
            let file = try Synthesizer.speak(text, setup: setup).writeForPlaying()
            written = file
            process.executableURL = URL(fileURLWithPath: player)
            process.arguments = [file.path]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            // Started under the lock, so a stop in between either finds it or prevents it.
            let started = try lock.withLock { () throws -> Bool in
                guard generation == mine else { return false }
                try process.run()
                self.process = process
                return true
            }
            guard started else { return }
            let said = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            if process.terminationReason == .exit, process.terminationStatus != 0 {
                outcome = .failed(Self.refusal(player: player, status: process.terminationStatus, said: said))
            }
        } catch {
            outcome = .failed((error as? SpeechError)?.message ?? "cannot play: \(error.localizedDescription)")
        }
        lock.withLock {
            if generation == mine {
                isActive = false
                self.process = nil
                ending = outcome
            }
        }
    }

    /// A player's failure in a line that fits a notice (the frame escapes any control in it): its
    /// name and the last line it wrote, less the name and source place it starts with. aplay with
    /// no sound card: "aplay: main:831: audio open error: …" -> "aplay cannot play: audio open error: …".
    static func refusal(player: String, status: Int32, said: Data) -> String {
        let name = URL(fileURLWithPath: player).lastPathComponent
        let last = String(decoding: said, as: UTF8.self).split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
        let reason = last.replacingOccurrences(of: #"^(\S+: )?(\w+:\d+: )?"#, with: "", options: .regularExpression)
        return "\(name) cannot play: " + (reason.isEmpty ? "exit status \(status)" : reason)
    }
}
