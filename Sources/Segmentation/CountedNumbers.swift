import Foundation
import KanjiDictionary

/// Numbers in digits with their counter as one word read as counting says (``Counting``).
extension Segmenter {
    /// `segments` with each number in digits and the counter after it (MeCab's two morphemes,
    /// or one: ２つ) made one segment, read by ``Counting``, standing for the dictionary's word
    /// written in kanji numerals (二人, 十四日) or else the counter's.
    func countedNumbers(_ segments: [Segment]) -> [Segment] {
        guard segments.contains(where: { $0.kind == .number || $0.text.unicodeScalars.first.map { isDigit($0) || Counting.isKanjiNumeral($0) } == true }) else {
            return segments
        }
        var out: [Segment] = []
        out.reserveCapacity(segments.count)
        var index = 0
        while index < segments.count {
            let segment = segments[index]
            if segment.kind == .number, let (end, counted) = counted(segment.text, segments, from: index, counterAt: index + 1, after: out.last) {
                out.append(counted)
                index = end
                continue
            }
            if let (end, counted) = countedKanji(segments, from: index, after: out.last) {
                out.append(counted)
                index = end
                continue
            }
            if segment.kind == .word, let split = segment.text.unicodeScalars.firstIndex(where: { !isDigit($0) }),
               split != segment.text.unicodeScalars.startIndex,
               let counted = counted(digits: String(segment.text.unicodeScalars[..<split]), counter: String(segment.text.unicodeScalars[split...]), range: segment.range,
                                     after: out.last) {
                out.append(counted)
            } else {
                out.append(segment)
            }
            index += 1
        }
        return out
    }

    private func isDigit(_ scalar: Unicode.Scalar) -> Bool { ScriptRuns.script(of: scalar) == .number }

    /// Kanji numerals MeCab cut into words of their own (四, 二〇〇四), from `start`, and the
    /// counter after them as one segment read as counting says (四時 よじ, 六個 ろっこ,
    /// 二〇〇四年 にせんよねん), with the index after the counter; nil where no counter of
    /// ``Counting``'s follows, or where the words read one by one already read so (二百|人: each
    /// keeps its own entry).
    private func countedKanji(_ segments: [Segment], from start: Int, after previous: Segment?) -> (Int, Segment)? {
        var end = start
        while end < segments.count, segments[end].kind == .word, segments[end].text.unicodeScalars.allSatisfy(Counting.isKanjiNumeral),
              end == start || Segmenter.adjoin(segments[end - 1], segments[end]) {
            end += 1
        }
        guard end > start, end < segments.count, Segmenter.adjoin(segments[end - 1], segments[end]) else { return nil }
        let numerals = segments[start..<end].map(\.text).joined()
        guard let (after, counted) = counted(numerals, segments, from: start, counterAt: end, after: previous) else { return nil }
        let pieces = segments[start..<after].map(\.reading)
        return pieces.contains(nil) || pieces.compactMap(\.self).joined() != counted.reading ? (after, counted) : nil
    }

    /// The number `numerals` (the segments from `start`) with the counter at `index` as one
    /// segment, with the index after it. 間 after the counter stays a word of its own (2ヶ月|間
    /// かん "period of time": JMdict has no ヶ月間).
    private func counted(_ numerals: String, _ segments: [Segment], from start: Int, counterAt index: Int, after previous: Segment?) -> (Int, Segment)? {
        guard index < segments.count, segments[index].kind == .word else { return nil }
        let range = segments[start].range.lowerBound..<segments[index].range.upperBound
        return counted(digits: numerals, counter: segments[index].text, range: range, after: previous).map { (index + 1, $0) }
    }

    /// Whether `second` begins where `first` ends.
    private static func adjoin(_ first: Segment, _ second: Segment) -> Bool { first.range.upperBound == second.range.lowerBound }

    /// `previous`: the segment before, a month where it ends with 月 (5月, 毎月).
    private func counted(digits: String, counter: String, range: Range<Int>, after previous: Segment?) -> Segment? {
        let afterMonth = previous.map { $0.text.hasSuffix("月") && $0.range.upperBound == range.lowerBound } ?? false
        guard let reading = Counting.reading(digits: digits, counter: counter, afterMonth: afterMonth),
              let number = Counting.value(of: digits) else { return nil }
        return Segment(kind: .word, range: range, text: digits + counter, word: countedWord(number, counter: counter, reading: reading), reading: reading)
    }

    /// The dictionary's word for the number and counter: written in kanji numerals and read so
    /// (十四日 じゅうよっか), else the counter read as it ends the reading (本 ほん in さんぼん),
    /// a counter's sense first.
    private func countedWord(_ number: Int, counter: String, reading: String) -> Int? {
        if let numeral = Counting.kanjiNumeral(number),
           let whole = matches(numeral + counter).first(where: { entry($0.word).readings.contains(reading) }) {
            return whole.word
        }
        let ending = Segmenter.unvoiced(reading)
        var best: (score: Int, word: Int)?
        for match in counterMatches(counter) {
            let word = entry(match.word)
            var score = 0
            if word.readings.contains(where: { !$0.isEmpty && ending.hasSuffix(Segmenter.unvoiced($0)) }) { score += 2 }
            if word.senses.contains(where: { $0.partsOfSpeech.contains("ctr") }) { score += 3 }
            if best.map({ score > $0.score }) ?? true { best = (score, match.word) }
        }
        return best?.word
    }

    /// The words written as the counter, else as the longest part it begins with (IPADIC's
    /// counter 秒間, which JMdict lacks: 秒).
    private func counterMatches(_ counter: String) -> [Lexicon.Match] {
        let scalars = Array(counter.unicodeScalars)
        for length in stride(from: scalars.count, to: 0, by: -1) {
            let written = matches(Segmenter.string(scalars[..<length])).filter { $0.spelling == .written }
            if !written.isEmpty { return written }
        }
        return []
    }

    /// Kana without their voicing marks (ぼ → ほ, ぽ → ほ), so a counter's reading is
    /// found after the sound changes of counting.
    static func unvoiced(_ text: String) -> String {
        String(String.UnicodeScalarView(text.decomposedStringWithCanonicalMapping.unicodeScalars.filter { $0.value != 0x3099 && $0.value != 0x309A }))
    }
}
