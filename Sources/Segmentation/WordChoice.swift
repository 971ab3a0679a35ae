import KanjiDictionary

/// Which of the words spelled the same is meant: one written so rather than one only read so
/// (unless it is usually written in kana, which counts only for text in kana), one that has it
/// as its headword, one read as MeCab
/// reads it, one of the part of speech MeCab saw, then the most used. きのう is 昨日 (a time noun, as MeCab says), not 機能.
enum WordChoice {
    /// `text` is what matched; `reading` MeCab's reading of it (hiragana), where known;
    /// `readingStart` how the word's reading begins, where only that is known (降っ of 降る: ふ,
    /// so 降る, not 下る written 降る).
    static func best(
        _ matches: [Lexicon.Match], text: String, reading: String?, readingStart: String? = nil, entry: (Int) -> WordEntry, hint: MeCabToken?
    ) -> Int? {
        guard matches.count > 1 else { return matches.first?.word }
        var best: (score: Int, rank: Int, word: Int)?
        let writtenInKanji = text.unicodeScalars.contains(where: Furigana.isKanji)
        for match in matches {
            let entry = entry(match.word)
            var score = 0
            let usuallyKana = entry.senses.first?.misc.contains("uk") ?? false
            if match.spelling == .written { score += 4 }
            if usuallyKana, !writtenInKanji { score += 2 }
            if entry.word == text { score += 2 }
            if let reading, entry.readings.contains(reading) || entry.word == reading { score += 3 }
            // MeCab's reading of a verb's stem outweighs how common a homograph is (潜っ もぐ: 潜る
            // もぐる "dive", not the commoner 潜る くぐる "pass under").
            if let readingStart, entry.readings.contains(where: { $0.hasPrefix(readingStart) }) { score += 4 }
            if let hint, agrees(entry, with: hint) { score += 2 }
            // A proper noun (タイ, the country) is the word whose meaning is a name, not "tie".
            if hint?.subclass == "固有名詞", entry.meanings.first?.first?.isUppercase == true { score += 3 }
            if entry.common { score += 3 }
            // A word of many senses is the everyday one (成る, not 生る "to bear fruit").
            if entry.senses.count >= 3 { score += 1 }
            let rank = entry.rank ?? Int.max
            if let current = best, (current.score, -current.rank) >= (score, -rank) { continue }
            best = (score, rank, match.word)
        }
        return best?.word
    }

    /// Whether the word's first sense has a part of speech of IPADIC's kind for the morpheme.
    private static func agrees(_ entry: WordEntry, with token: MeCabToken) -> Bool {
        guard let codes = entry.senses.first?.partsOfSpeech else { return false }
        let wanted: (String) -> Bool
        switch (token.partOfSpeech, token.subclass) {
        case ("名詞", "副詞可能"): wanted = { $0 == "n-adv" || $0 == "n-t" || $0 == "adv" }
        case ("名詞", "代名詞"): wanted = { $0 == "pn" }
        case ("名詞", "形容動詞語幹"): wanted = { $0 == "adj-na" }
        case ("名詞", "数"): wanted = { $0 == "num" }
        case ("名詞", "接尾"): wanted = { $0 == "suf" || $0 == "ctr" }
        case ("名詞", _): wanted = { $0.hasPrefix("n") || $0 == "adj-no" }
        case ("動詞", _): wanted = { $0.hasPrefix("v") }
        case ("形容詞", _): wanted = { $0 == "adj-i" || $0 == "adj-ix" }
        case ("副詞", _): wanted = { $0.hasPrefix("adv") }
        case ("助詞", _): wanted = { $0 == "prt" }
        case ("助動詞", _): wanted = { $0.hasPrefix("aux") || $0 == "cop" }
        case ("連体詞", _): wanted = { $0 == "adj-pn" }
        case ("接続詞", _): wanted = { $0 == "conj" }
        case ("感動詞", _): wanted = { $0 == "int" }
        case ("接頭詞", _): wanted = { $0 == "pref" }
        default: return false
        }
        return codes.contains(where: wanted)
    }
}
