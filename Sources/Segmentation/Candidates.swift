import Deinflection
import KanjiDictionary

/// Every dictionary word the text at a place may be, as Yomitan lists them under the cursor: a
/// wrong guess of the segmenter then costs the reader a key, not a wrong word learnt.
extension Segmenter {
    /// The words segment `segment` of `scalars` may be: the segment itself first (the word chosen,
    /// or the text with no word and MeCab's reading), then each other word matched from where it
    /// starts, the longest first (a compound before its head), as written or through its endings
    /// (with their chain), homographs of a length together: written before read, common, then by
    /// rank. Each word once, at its longest. Empty for a segment that is not Japanese text.
    public func candidates(at segment: Segment, in scalars: [Unicode.Scalar]) -> [Segment] {
        guard segment.kind == .word else { return [] }
        let start = segment.range.lowerBound
        let end = candidateEnd(scalars, from: start)
        var seen = Set(segment.word.map { [$0] } ?? [])
        var found = [segment]
        // Only texts that may be a word are looked up, as longest match does: a spelling no
        // further than the text still begins one, an inflection no further than that and its endings.
        var hash = Lexicon.emptyHash
        var spellings: [Bool] = [false]
        while start + spellings.count - 1 < end {
            hash = Lexicon.hash(hash, scalars[start + spellings.count - 1])
            let spelling = lexicon.isSpelling(hash: hash)
            guard spelling || lexicon.beginsSpelling(hash: hash, length: spellings.count) else { break }
            spellings.append(spelling)
        }
        let reach = spellings.count - 1
        var longest = reach
        while start + longest < end, longest - reach < Segmenter.longestTail, Deinflector.endingScalars.contains(scalars[start + longest]) {
            longest += 1
        }
        for length in stride(from: longest, through: 1, by: -1) {
            let range = start..<(start + length)
            let text = Segmenter.string(scalars[range])
            var ofLength: [Segment] = []
            if length <= reach, spellings[length] {
                let sorted = matches(text).sorted { first, second in
                    candidateOrder(first) < candidateOrder(second)
                }
                for match in sorted where seen.insert(match.word).inserted {
                    ofLength.append(Segment(kind: .word, range: range, text: text, word: match.word,
                                            reading: Readings.reading(of: text, entry: entry(match.word))))
                }
            }
            if length > 1, Segmenter.isHiragana(scalars[range.upperBound - 1]) {
                for deinflection in deinflections(of: text) {
                    for match in matches(deinflection.base) {
                        let partsOfSpeech = entry(match.word).senses.flatMap(\.partsOfSpeech)
                        guard deinflection.fits(partsOfSpeech: partsOfSpeech), seen.insert(match.word).inserted else { continue }
                        ofLength.append(Segment(
                            kind: .word, range: range, text: text, word: match.word,
                            reading: inflectedReading(text, base: deinflection.base, word: match.word),
                            inflection: Segmenter.labels(deinflection.reasons, partsOfSpeech: partsOfSpeech), chain: deinflection.chain))
                    }
                }
            }
            found += ofLength
        }
        return found
    }

    /// Where the text a word may span from `start` ends: at the first scalar that is no Japanese
    /// (punctuation, a line's end, a format mark), and no further than the longest spelling with
    /// the longest endings.
    private func candidateEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        let limit = min(scalars.count, start + lexicon.longestSpelling + Segmenter.longestTail)
        var end = start
        while end < limit, ScriptRuns.script(of: scalars[end]) == .japanese, !FormatMarks.isMark(scalars[end]) { end += 1 }
        return end
    }

    /// Homographs in the order a reader looks for them: a word written so before one read so,
    /// common words, then the most used.
    private func candidateOrder(_ match: Lexicon.Match) -> (Int, Int, Int) {
        let word = entry(match.word)
        return (match.spelling == .written ? 0 : 1, word.common ? 0 : 1, word.rank ?? Int.max)
    }
}
