/// Morphemes MeCab's dictionary has whole and JMdict lacks, cut into JMdict's words so that the
/// reader gets an entry for each part rather than none:
/// - a particle IPADIC makes of several words (に関する, に当たる): its first particle and the
///   verb after it (に|関する);
/// - a compound (異母弟, 宝塚歌劇, 済美女子高等学校): the dictionary's words by longest match,
///   each read as MeCab reads its share of the whole (異母|弟 いぼ|てい). A person's name stays
///   whole (its parts are no words of it), and so does a compound whose parts the dictionary does
///   not read as MeCab reads the whole.
extension Segmenter {
    /// Compounds shorter than this are left whole: a two-kanji word JMdict lacks is mostly a name.
    private static let shortestCut = 3

    /// `segment` (of the one morpheme `token`), or its parts where it has no word and they do.
    func dictionaryParts(of segment: Segment, token: MeCabToken, in scalars: [Unicode.Scalar]) -> [Segment] {
        guard segment.word == nil, let whole = segment.reading else { return [segment] }
        if token.partOfSpeech == "助詞", token.detail == "連語" {
            return particleAndVerb(segment, token: token, reading: whole) ?? [segment]
        }
        guard token.detail != "人名", segment.range.count >= Segmenter.shortestCut, Readings.ofKana(segment.text) == nil else {
            return [segment]
        }
        var parts = longestMatchSegments(scalars, in: segment.range)
        guard parts.count > 1 else { return [segment] }
        var rest = Substring(whole)
        for index in parts.indices {
            guard let (word, reading) = wordRead(parts[index].text, atStartOf: rest) else { return [segment] }
            parts[index].word = word
            parts[index].reading = reading
            rest = rest.dropFirst(reading.count)
        }
        return rest.isEmpty ? parts : [segment]
    }

    /// に関する as に and 関する (as written, or inflected: に関し), where the verb is a word.
    private func particleAndVerb(_ segment: Segment, token: MeCabToken, reading: String) -> [Segment]? {
        let text = Array(segment.text.unicodeScalars)
        guard text.count > 2, let first = text.first, Readings.ofKana(String(first)) != nil else { return nil }
        let particleText = String(first)
        let verbText = Segmenter.string(text.dropFirst())
        let written = WordChoice.best(matches(verbText), text: verbText, reading: nil, entry: entry, hint: nil)
        let inflected = written == nil ? inflected(verbText) : nil
        guard let verb = written ?? inflected?.word else { return nil }
        let cut = segment.range.lowerBound + 1
        let particle = Segment(kind: .word, range: segment.range.lowerBound..<cut, text: particleText,
                               word: WordChoice.best(matches(particleText), text: particleText, reading: nil, entry: entry, hint: token),
                               reading: particleText)
        let verbSegment = Segment(kind: .word, range: cut..<segment.range.upperBound, text: verbText, word: verb,
                                  reading: String(reading.dropFirst()), inflection: inflected?.labels ?? [], chain: inflected?.chain ?? [])
        return [particle, verbSegment]
    }

    /// The word spelled `text` with a reading that `reading` begins with, and that reading: a word
    /// written in kana only (read as written) before a kanji word read so (目|の|子: の is the
    /// particle, not 野 "field").
    private func wordRead(_ text: String, atStartOf reading: Substring) -> (Int, String)? {
        let asWritten = Readings.hiragana(text)
        var kanjiWord: (Int, String)?
        for match in matches(text) {
            let word = entry(match.word)
            if word.readings.isEmpty {
                if word.word == text, reading.hasPrefix(asWritten) { return (match.word, asWritten) }
            } else if kanjiWord == nil {
                let kana = word.readings.lazy.map(Readings.hiragana).first { !$0.isEmpty && reading.hasPrefix($0) }
                kanjiWord = kana.map { (match.word, $0) }
            }
        }
        return kanjiWord
    }
}
