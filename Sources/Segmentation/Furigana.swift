import Kana

/// Readings over kanji in Anki's furigana format: `日本語[にほんご]を 勉強[べんきょう]しています`. Only
/// kanji get a reading, each run of kanji its own part of the word's reading (取り扱い →
/// 取[と]り 扱[あつか]い), so okurigana stay outside the brackets; a space goes before a run
/// that does not start the text, as Anki takes the bracket to cover back to the last space.
public enum Furigana {
    /// The segments' text with furigana, in order.
    public static func anki(_ segments: [Segment]) -> String {
        var out = ""
        for segment in segments {
            for part in parts(segment.text, reading: segment.reading) {
                guard let reading = part.reading else {
                    out += part.text
                    continue
                }
                if let last = out.unicodeScalars.last, !last.properties.isWhitespace { out += " " }
                out += "\(part.text)[\(reading)]"
            }
        }
        return out
    }

    public struct Part: Equatable, Sendable {
        public var text: String
        /// nil for kana or anything else that needs none.
        public var reading: String?
    }

    /// The text cut into runs of kanji or digits (each with its reading) and runs of anything else, the
    /// reading shared out so that the kana of the text match the kana of the reading. Where that
    /// cannot be done (no reading, a reading that does not fit), the text is one part, read as a
    /// whole if it has kanji.
    public static func parts(_ text: String, reading: String?) -> [Part] {
        let runs = kanjiRuns(text)
        guard runs.contains(where: \.isKanji) else { return [Part(text: text, reading: nil)] }
        guard let reading, !reading.isEmpty else { return [Part(text: text, reading: nil)] }
        let readingScalars = Array(KanaFolding.hiragana(reading).unicodeScalars)
        guard let split = share(readingScalars, among: runs[...], from: 0) else { return [Part(text: text, reading: reading)] }
        return zip(runs, split).map { run, reading in
            Part(text: Segmenter.string(run.scalars[...]), reading: run.isKanji ? Segmenter.string(reading[...]) : nil)
        }
    }

    private struct Run {
        var scalars: [Unicode.Scalar]
        var isKanji: Bool
    }

    private static func kanjiRuns(_ text: String) -> [Run] {
        var runs: [Run] = []
        for scalar in text.unicodeScalars {
            // Digits before a counter are read as kanji are (2つ: 2[ふた]つ).
            let kanji = isKanji(scalar) || ScriptRuns.script(of: scalar) == .number
            if runs.last?.isKanji == kanji {
                runs[runs.count - 1].scalars.append(scalar)
            } else {
                runs.append(Run(scalars: [scalar], isKanji: kanji))
            }
        }
        return runs
    }

    /// Kanji, 々 and the counters ヶ and ヵ (一ヶ月), which are read like kanji.
    public static func isKanji(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x20000...0x3FFFF, 0x3005, 0x3006, 0x30F5, 0x30F6: return true
        default: return false
        }
    }

    /// Each run's share of `reading` from `start`: a kana run must match the reading there (in
    /// hiragana), a kanji run takes one character or more. nil when no sharing fits.
    private static func share(_ reading: [Unicode.Scalar], among runs: ArraySlice<Run>, from start: Int) -> [[Unicode.Scalar]]? {
        guard let run = runs.first else { return start == reading.count ? [] : nil }
        let rest = runs.dropFirst()
        if !run.isKanji {
            let kana = Array(KanaFolding.hiragana(Segmenter.string(run.scalars[...])).unicodeScalars)
            guard start + kana.count <= reading.count, Array(reading[start..<(start + kana.count)]) == kana,
                  let after = share(reading, among: rest, from: start + kana.count)
            else { return nil }
            return [kana] + after
        }
        // A kanji run followed by kana takes the shortest share after which the kana fit; the
        // last run takes all that is left.
        guard !rest.isEmpty else { return start < reading.count ? [Array(reading[start...])] : nil }
        var end = start + 1
        while end < reading.count {
            if let after = share(reading, among: rest, from: end) { return [Array(reading[start..<end])] + after }
            end += 1
        }
        return nil
    }
}
