/// Cutting a text again where the reader says the cut was wrong: a segment made shorter or longer
/// by a character, the text after it cut afresh.
extension Segmenter {
    /// `text` (a piece of a larger text, at `offset`) taken as one word: its dictionary word as
    /// written or as an inflection, with its reading; no word when none matches.
    /// Looked up without its format marks (FormatMarks), which stay in its text.
    public func word(_ text: String, at offset: Int) -> Segment {
        let range = offset..<(offset + text.unicodeScalars.count)
        let plain = FormatMarks.removed(text)
        if let word = WordChoice.best(matches(plain), text: plain, reading: nil, entry: entry, hint: nil) {
            let reading = tokenizer.flatMap { mecabReading($0.tokens(of: plain)[...]) } ?? Readings.reading(of: plain, entry: entry(word))
            return Segment(kind: .word, range: range, text: text, word: word, reading: reading)
        }
        if let found = inflected(plain) {
            let reading = tokenizer.flatMap { mecabReading($0.tokens(of: plain)[...]) } ?? inflectedReading(plain, base: found.base, word: found.word)
            return Segment(kind: .word, range: range, text: text, word: found.word, reading: reading, inflection: found.labels, chain: found.chain)
        }
        return Segment(kind: .word, range: range, text: text, reading: Readings.ofKana(plain))
    }

    /// `cut` (segments of `scalars`) with segment `index` made to end at `end` instead (one character
    /// more or fewer), taken as one word, and what follows it up to the next boundary it does not
    /// touch cut again. nil when `end` would leave the segment empty, run past the text, or take
    /// in the end of a sentence or a line (no word runs across one).
    public func resegmented(_ cut: [Segment], of scalars: [Unicode.Scalar], at index: Int, end: Int) -> [Segment]? {
        guard cut.indices.contains(index) else { return nil }
        let start = cut[index].range.lowerBound
        guard end > start, end <= scalars.count, end != cut[index].range.upperBound,
              !scalars[start..<end].contains(where: Segmenter.endsASentence)
        else { return nil }
        return placing(word(Segmenter.string(scalars[start..<end]), at: start), in: cut, of: scalars, at: index)
    }

    /// `cut` (segments of `scalars`) with `word` (one of ``candidates(at:in:)`` of segment `index`)
    /// in place of segment `index`, and what follows it up to the next boundary it does not touch
    /// cut again.
    public func placing(_ word: Segment, in cut: [Segment], of scalars: [Unicode.Scalar], at index: Int) -> [Segment] {
        let end = word.range.upperBound
        // The segments the new cut reaches into, and where the last of them ends.
        var last = index
        while last + 1 < cut.count, cut[last].range.upperBound < end { last += 1 }
        let tailEnd = max(cut[last].range.upperBound, end)
        var replaced = [word]
        if end < tailEnd {
            replaced += segments(of: Segmenter.string(scalars[end..<tailEnd])).map { segment in
                var shifted = segment
                shifted.range = (segment.range.lowerBound + end)..<(segment.range.upperBound + end)
                return shifted
            }
        }
        var result = cut
        result.replaceSubrange(index...last, with: replaced)
        return result
    }
}

extension Segmenter {
    /// A sentence's end or a line's: where a word the reader makes longer must stop.
    public static func endsASentence(_ scalar: Unicode.Scalar) -> Bool {
        "。．！？!?\n\r\u{2028}\u{2029}".unicodeScalars.contains(scalar)
    }
}
