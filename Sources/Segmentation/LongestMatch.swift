import Deinflection
import KanjiDictionary

/// Longest dictionary match, for when MeCab is missing: at each position the longest text that
/// is a word's spelling, else one character (a run of katakana no word matches stays together,
/// as a name does).
extension Segmenter {
    func longestMatchSegments(_ scalars: [Unicode.Scalar], in run: Range<Int>) -> [Segment] {
        var segments: [Segment] = []
        var position = run.lowerBound
        while position < run.upperBound {
            if let segment = longestWord(scalars, from: position, before: run.upperBound) {
                segments.append(segment)
                position = segment.range.upperBound
                continue
            }
            var end = position + 1
            if Segmenter.isKatakana(scalars[position]) {
                while end < run.upperBound, Segmenter.isKatakana(scalars[end]), longestWord(scalars, from: end, before: run.upperBound) == nil { end += 1 }
            }
            let text = Segmenter.string(scalars[position..<end])
            segments.append(Segment(kind: .word, range: position..<end, text: text, reading: Readings.ofKana(text)))
            position = end
        }
        return segments
    }

    /// The longest text from `start` that is a word's spelling or an inflection of a word (a
    /// text ending in hiragana, the only place endings are), as a segment; nil when no text is.
    /// Only texts that may be one are looked up: a spelling goes no further than the text still
    /// begins a spelling (the lexicon's beginnings), and an inflection no further than that and
    /// the endings after it (at most `longestTail` characters of them).
    private func longestWord(_ scalars: [Unicode.Scalar], from start: Int, before end: Int) -> Segment? {
        var isSpelling = [false]
        var hash = Lexicon.emptyHash
        var reach = 0
        while start + reach < end, reach < lexicon.longestSpelling {
            hash = Lexicon.hash(hash, scalars[start + reach])
            let spelling = lexicon.isSpelling(hash: hash)
            guard spelling || lexicon.beginsSpelling(hash: hash, length: reach + 1) else { break }
            isSpelling.append(spelling)
            reach += 1
        }
        var longest = reach
        while start + longest < end, longest - reach < Segmenter.longestTail, Deinflector.endingScalars.contains(scalars[start + longest]) {
            longest += 1
        }
        guard longest > 0 else { return nil }
        var text = Segmenter.string(scalars[start..<(start + longest)])
        for length in stride(from: longest, through: 1, by: -1) {
            if length < longest { text.unicodeScalars.removeLast() }
            let range = start..<(start + length)
            if length <= reach, isSpelling[length],
               let word = WordChoice.best(matches(text), text: text, reading: nil, entry: entry, hint: nil) {
                return Segment(kind: .word, range: range, text: text, word: word, reading: Readings.reading(of: text, entry: entry(word)))
            }
            if length > 1, Segmenter.isHiragana(scalars[start + length - 1]), let found = inflected(text) {
                return Segment(
                    kind: .word, range: range, text: text, word: found.word, reading: inflectedReading(text, base: found.base, word: found.word),
                    inflection: found.labels, chain: found.chain)
            }
            if let stem = ichidanStem(text, range: range) { return stem }
        }
        return nil
    }

    /// An ichidan verb's bare stem, which is no spelling of its own and takes no ending (見 of
    /// 見に行く, 食べ of 食べに来る): the verb, where the text and る is one. Only kanji with at
    /// most one kana after them (a kana-only stem would take がめ of がめちゃくちゃ for がめる).
    private func ichidanStem(_ text: String, range: Range<Int>) -> Segment? {
        let scalars = Array(text.unicodeScalars)
        let kanji = scalars.prefix(while: Furigana.isKanji).count
        guard kanji > 0, scalars.count - kanji <= 1,
              kanji == scalars.count || "いきしちにひみりえけせてねへめれぎじびぴげぜでべぺ".unicodeScalars.contains(scalars[kanji]) else { return nil }
        let verbs = matches(text + "る").filter { match in
            match.spelling == .written && entry(match.word).senses.flatMap(\.partsOfSpeech).contains { [.ichidan, .kureru].contains(WordClass(partOfSpeech: $0)) }
        }
        guard let word = WordChoice.best(verbs, text: text + "る", reading: nil, entry: entry, hint: nil) else { return nil }
        return Segment(kind: .word, range: range, text: text, word: word, reading: inflectedReading(text, base: text + "る", word: word))
    }

    /// The most characters of endings an inflection adds to a stem (させられませんでした is 10).
    static let longestTail = 12

    static func isHiragana(_ scalar: Unicode.Scalar) -> Bool { (0x3041...0x309F).contains(scalar.value) }

    static func isKatakana(_ scalar: Unicode.Scalar) -> Bool {
        (0x30A1...0x30FA).contains(scalar.value) || scalar.value == 0x30FC
    }
}
