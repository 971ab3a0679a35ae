import KanjiDictionary

/// Where a word stands in one of its example sentences, to show it there: the longest of its
/// written forms and readings the sentence has, or, for an inflected use, the longest start of one
/// (食べ of 食べる in 食べました) of at least one kanji or two kana.
public enum SentenceHighlight {
    /// The character offsets of the word in `sentence`, nil when none of it is found.
    public static func range(of word: WordEntry, in sentence: String) -> Range<Int>? {
        let text = Array(sentence)
        var best: Range<Int>?
        for spelling in [word.word] + word.forms + word.readings {
            var part = Array(spelling)
            while !part.isEmpty, part.count > (best?.count ?? 0) {
                if part.count >= 2 || part.contains(where: isKanji), let start = firstIndex(of: part, in: text) {
                    best = start..<(start + part.count)
                    break
                }
                part.removeLast()
            }
        }
        return best
    }

    private static func isKanji(_ character: Character) -> Bool {
        character.unicodeScalars.first?.properties.isIdeographic ?? false
    }

    private static func firstIndex(of part: [Character], in text: [Character]) -> Int? {
        guard part.count <= text.count else { return nil }
        return (0...(text.count - part.count)).first { text[$0..<($0 + part.count)].elementsEqual(part) }
    }
}
