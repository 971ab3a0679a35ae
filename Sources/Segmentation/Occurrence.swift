import KanjiDictionary

/// A dictionary word as it occurs in a text: what an import credits a word's example sentences by.
public struct Occurrence: Equatable, Sendable {
    /// The word (its number in the lexicon's words).
    public var word: Int
    /// Whether the text is one of the word's spellings (a written form or a reading), not inflected.
    public var asSpelled: Bool
}

extension Segmenter {
    /// The word `segment` is an occurrence of, nil where it has none or where the word is written
    /// as the text but read otherwise: the reading the parse gave (MeCab's, or the kana of the text)
    /// is none of the word's (日 read にち is not the word 日 read ひ). An inflected form's reading is
    /// not compared: the segmenter chose its word by the reading of the stem.
    public func occurrence(of segment: Segment) -> Occurrence? {
        guard let word = segment.word else { return nil }
        let entry = entry(word)
        guard segment.text == entry.word || entry.forms.contains(segment.text) || entry.readings.contains(segment.text) else {
            return Occurrence(word: word, asSpelled: false)
        }
        guard segment.parsedReading == nil else { return nil }
        // Both in hiragana: a word's reading may be in katakana or mixed (フランスご).
        if let reading = segment.reading.map(Readings.hiragana), !entry.readings.isEmpty,
           !entry.readings.contains(where: { Readings.hiragana($0) == reading }) {
            return nil
        }
        return Occurrence(word: word, asSpelled: true)
    }
}
