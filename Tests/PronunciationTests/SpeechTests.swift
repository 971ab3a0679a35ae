import Foundation
import Pronunciation
import TestSupport
import Testing

/// Open JTalk with the Mei voice (Debian's open-jtalk, scripts/fetch-voice): what it says is as
/// long as the text and not silence, read from the samples; what is missing is named.
struct SpeechTests {
    private func setup() throws -> SpeechSetup {
        try SpeechSetup.find().get()
    }

    @Test func aWordIsShortAndAudible() throws {
        let wave = try Synthesizer.speak("箸", setup: setup())
        #expect(wave.sampleRate == 48_000 && wave.channels == 1)
        // Two morae and the pauses around them.
        #expect((0.3...2.5).contains(wave.seconds), "\(wave.seconds) s")
        #expect(wave.loudness > 500, "RMS \(wave.loudness)")
    }

    /// About 0.1–0.2 s a mora when speaking, so a sentence of 40 morae lasts several seconds,
    /// several times a word's length.
    @Test func aSentenceLastsAsLongAsItsMorae() throws {
        let sentence = "今日は雨が降っているので、傘を持って学校へ行きます。"
        let morae = Morae.count("きょうはあめがふっているので、かさをもってがっこうへいきます。") - 2
        let wave = try Synthesizer.speak(sentence, setup: setup())
        let word = try Synthesizer.speak("箸", setup: setup())
        #expect(wave.seconds > Double(morae) * 0.07 && wave.seconds < Double(morae) * 0.3 + 2, "\(wave.seconds) s for \(morae) morae")
        #expect(wave.seconds > word.seconds * 3)
        #expect(wave.loudness > 500)
    }

    /// Open JTalk reads a line of at most 1,024 bytes: a longer text is said in pieces, all of it.
    @Test func aLongTextIsSaidWhole() throws {
        let sentence = "桜の花が咲きました。"
        let long = String(repeating: sentence, count: 40)
        #expect(long.utf8.count > 1024)
        let pieces = Synthesizer.pieces(of: long)
        #expect(pieces.count == 40 && pieces.allSatisfy { $0 == sentence })
        let one = try Synthesizer.speak(sentence, setup: setup())
        let whole = try Synthesizer.speak(String(repeating: sentence, count: 3), setup: setup())
        #expect(abs(whole.seconds - one.seconds * 3) < one.seconds * 0.2, "\(whole.seconds) s, one \(one.seconds) s")
    }

    @Test func piecesDropControlCharactersAndSplitLongSentences() {
        #expect(Synthesizer.pieces(of: "箸\u{1B}[31m\n\n橋\u{200B}。端") == ["箸[31m", "橋。", "端"])
        let run = String(repeating: "あ", count: 700)
        let pieces = Synthesizer.pieces(of: run)
        #expect(pieces.count == 3 && pieces.joined() == run && pieces.allSatisfy { $0.utf8.count <= 900 })
        #expect(Synthesizer.pieces(of: " \n\t").isEmpty)
        #expect(throws: SpeechError.self) { try Synthesizer.speak("\n", setup: setup()) }
    }

    @Test func aWaveFileReadsBackAndDamageIsRefused() throws {
        let wave = WaveFile(sampleRate: 16_000, samples: [0, 1000, -1000, 32767, -32768])
        #expect(WaveFile(bytes: wave.bytes) == wave)
        #expect(wave.seconds == 5.0 / 16_000)
        #expect(WaveFile(bytes: Array(wave.bytes.prefix(50))) == nil)
        #expect(WaveFile(bytes: Array("RIFF0000WAVEjunk".utf8)) == nil)
        #expect(WaveFile(bytes: []) == nil)
    }

    @Test func whatIsMissingIsNamedWithWhatBringsIt() throws {
        let noProgram = SpeechSetup.find(environment: ["PATH": "/nonexistent"])
        #expect(throws: SpeechError("Open JTalk is not installed (Debian: apt-get install open-jtalk open-jtalk-mecab-naist-jdic)")) {
            try noProgram.get()
        }
        let noVoice = SpeechSetup.find(voices: ["/nonexistent/mei_normal.htsvoice"])
        #expect(throws: SpeechError("the voice mei_normal.htsvoice is missing: scripts/fetch-voice fetches it (looked in /nonexistent/mei_normal.htsvoice)")) {
            try noVoice.get()
        }
        let noPlayer = SpeechPlayer.player(environment: ["PATH": "/nonexistent"])
        #expect(throws: SpeechError.self) { try noPlayer.get() }
        #expect((try? noPlayer.get()) == nil)
        let player = SpeechPlayer(environment: ["PATH": "/nonexistent"])
        guard case .unavailable(let reason) = player.toggle("箸") else {
            Issue.record("a player without Open JTalk started")
            return
        }
        #expect(reason.contains("apt-get install open-jtalk"))
        #expect(!player.isPlaying)
    }

    /// The voice is looked for where scripts/fetch-voice puts it, $KANJI_LIST_VOICE first.
    @Test func theVoiceIsLookedForInItsPlaces() {
        let candidates = SpeechSetup.voiceCandidates(environment: ["KANJI_LIST_VOICE": "/x/mei.htsvoice", "XDG_DATA_HOME": "/data", "HOME": "/home/u"])
        #expect(candidates.first == "/x/mei.htsvoice")
        #expect(candidates.dropFirst().first == "/data/kanji-list/voice/mei_normal.htsvoice")
        #expect(candidates.last?.hasSuffix("/.build/voice/mei_normal.htsvoice") == true)
        #expect(SpeechSetup.voiceCandidates(environment: ["HOME": "/home/u"]).first == "/home/u/.local/share/kanji-list/voice/mei_normal.htsvoice")
    }
}
