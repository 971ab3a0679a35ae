import Foundation
import Kana
import KanjiDictionary
import Pronunciation
import Segmentation

/// `kanji-benchmark --pronunciation [--dictionary PATH] [--unidic DIR] [--runs N]`: how many of the
/// dictionary's common words show a pitch accent (from NAIST-jdic, estimated), how often NAIST-jdic's
/// accent agrees with UniDic's aType (unidic-lite 1.0.8, a second source kanji-list does not ship:
/// `scripts/unidic-source` fetches it), and the time to the first sound of a word and a sentence
/// (Open JTalk saying it into samples, and a player started on them).
struct PronunciationBenchmark {
    let store: KanjiStore
    let unidic: String
    let runs: Int

    func report(command: String) -> String {
        var lines = ["## Pronunciation (issue 38)", "", "Measured with `\(command)` on \(MarkdownReport.machine()).", ""]
        lines += coverage()
        lines += [""] + agreement()
        lines += [""] + firstSound()
        return lines.joined(separator: "\n")
    }

    /// Common words with an accent for some reading: from the dictionary, estimated only, none.
    private func coverage() -> [String] {
        var common = 0, fromDictionary = 0, estimatedOnly = 0, readings = 0, readingsWithPitch = 0
        for index in 0..<store.wordCount {
            let word = store.word(at: index)
            guard word.common else { continue }
            common += 1
            let pitches = word.pitchAccents
            readings += max(1, word.readings.count)
            readingsWithPitch += pitches.count
            if pitches.contains(where: { !$0.isEstimated }) { fromDictionary += 1 } else if !pitches.isEmpty { estimatedOnly += 1 }
        }
        func percent(_ count: Int, of total: Int) -> String { String(format: "%.1f%% (%d)", 100 * Double(count) / Double(max(total, 1)), count) }
        return [
            "Coverage of the bundled dictionary's \(common) common words (goal: ≥90% with a pitch accent, estimated ones included):", "",
            "| common words | with an accent from NAIST-jdic | estimated only (joined from parts, marked) | with any | none |",
            "|---:|---:|---:|---:|---:|",
            "| \(common) | \(percent(fromDictionary, of: common)) | \(percent(estimatedOnly, of: common)) | "
                + "\(percent(fromDictionary + estimatedOnly, of: common)) | \(percent(common - fromDictionary - estimatedOnly, of: common)) |",
            "", "Readings of those words with an accent: \(percent(readingsWithPitch, of: readings)) of \(readings).",
        ]
    }

    /// NAIST-jdic's accents (as the dictionary holds them, estimates left out) against UniDic's
    /// aType for the same written form and reading.
    private func agreement() -> [String] {
        var reason = ""
        guard let tokenizer = MeCabTokenizer(dictionary: unidic, reason: &reason) else {
            return ["Agreement with UniDic not measured: \(reason) (scripts/unidic-source fetches unidic-lite 1.0.8)."]
        }
        var compared = 0, sameFirst = 0, shared = 0, unidicLacks = 0
        var patterns: [PitchPattern: (compared: Int, same: Int)] = [:]
        for index in 0..<store.wordCount {
            let word = store.word(at: index)
            guard word.common else { continue }
            for pitch in word.pitchAccents where !pitch.isEstimated {
                let kana = KanaFolding.katakana(pitch.reading)
                var types: [Int] = []
                for entry in tokenizer.entries(spanning: word.word) where entry.features.count > 23 && entry.features[17] == kana {
                    for type in entry.features[23].split(separator: ",").compactMap({ Int($0) }) where !types.contains(type) { types.append(type) }
                }
                guard let first = types.first, let naist = pitch.accents.first else {
                    unidicLacks += 1
                    continue
                }
                compared += 1
                let pattern = PitchPattern(accent: naist, moraCount: pitch.moraCount)
                patterns[pattern, default: (0, 0)].compared += 1
                if first == naist {
                    sameFirst += 1
                    patterns[pattern, default: (0, 0)].same += 1
                }
                if !Set(types).isDisjoint(with: pitch.accents) { shared += 1 }
            }
        }
        func percent(_ count: Int, of total: Int) -> String { String(format: "%.1f%%", 100 * Double(count) / Double(max(total, 1))) }
        var lines = [
            "Agreement with a second source not shipped: UniDic 2.1.2's aType (PyPI unidic-lite 1.0.8, read through MeCab) for the "
                + "common words' readings whose accent came from NAIST-jdic, the same written form and reading (katakana) looked up "
                + "in both. \(compared) readings compared; UniDic lacks \(unidicLacks) of them.", "",
            "| compared | first accents agree | some accent shared |", "|---:|---:|---:|",
            "| \(compared) | \(percent(sameFirst, of: compared)) (\(sameFirst)) | \(percent(shared, of: compared)) (\(shared)) |",
            "", "| NAIST-jdic's pattern | compared | first accents agree |", "|---|---:|---:|",
        ]
        for pattern in PitchPattern.allCases {
            let counts = patterns[pattern] ?? (0, 0)
            lines.append("| \(pattern.rawValue) | \(counts.compared) | \(percent(counts.same, of: counts.compared)) |")
        }
        return lines
    }

    /// From asking to hearing: Open JTalk's samples ready, and a player started on them (the
    /// sound's first sample leaves when the player has opened the device; with no player or no
    /// sound device here, the samples' readiness is the bound).
    private func firstSound() -> [String] {
        let setup: SpeechSetup
        switch SpeechSetup.find() {
        case .success(let found): setup = found
        case .failure(let error): return ["Time to first sound not measured: \(error.message)."]
        }
        let player = try? SpeechPlayer.player().get()
        let texts = [("a word", "箸"), ("a sentence", "今日は雨が降っているので、傘を持って学校へ行きます。")]
        var lines = [
            "Time to the first sound (median of \(runs) runs): Open JTalk with the Mei voice saying the text into samples "
                + "(`Synthesizer.speak`, what `p` and `say` do first), then "
                + (player.map { "\(URL(fileURLWithPath: $0).lastPathComponent) started on them and exited" } ?? "no player (none installed)")
                + ". The key loop waits for neither: `p` hands both to a background queue.", "",
            "| text | samples ready | player started | sound's length | ready / length |", "|---|---:|---:|---:|---:|",
        ]
        for (name, text) in texts {
            var ready: [Double] = [], played: [Double] = []
            var seconds = 0.0
            for _ in 0..<runs {
                var wave: WaveFile?
                ready.append(StepTimer.once { wave = try? Synthesizer.speak(text, setup: setup) })
                seconds = wave?.seconds ?? 0
                if let player, let wave { played.append(StepTimer.once { Self.start(player, on: wave) }) }
            }
            let middle = { (values: [Double]) in values.isEmpty ? nil : values.sorted()[values.count / 2] }
            let median = { (values: [Double]) in middle(values).map(Format.duration) ?? "—" }
            // The yardstick: the sound's own length (below 1, the samples come faster than they play).
            let ratio = middle(ready).flatMap { seconds > 0 ? String(format: "%.2fx", $0 / seconds) : nil } ?? "—"
            lines.append("| \(name) (\(text.count == 1 ? text : "\(text.count) characters")) | \(median(ready)) | \(median(played)) "
                         + "| \(String(format: "%.2f s", seconds)) | \(ratio) |")
        }
        return lines
    }

    /// Runs `player` on the samples until it exits (a device that refuses it exits at once).
    private static func start(_ player: String, on wave: WaveFile) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-benchmark-\(getpid()).wav")
        defer { try? FileManager.default.removeItem(at: file) }
        guard (try? Data(wave.bytes).write(to: file)) != nil else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: player)
        process.arguments = [file.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return }
        process.waitUntilExit()
    }
}
