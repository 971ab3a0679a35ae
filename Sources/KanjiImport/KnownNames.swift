import Kana
import KanjiDictionary
import Segmentation

/// Which of JMnedict's names a learner's text is likely to hold (`import --known-names-only`):
/// those MeCab's IPADIC has as a proper noun with the same reading (the names `parse` and the
/// Read screen can find, since MeCab's proper nouns are their first signal), and those wordfreq's
/// list has (東京都, 大川隆法: names used in today's writing that IPADIC cuts in two).
struct KnownNames {
    let tokenizer: MeCabTokenizer
    let frequencies: WordFrequencyFile?

    /// Whether the name is known to either.
    func contains(_ name: WordEntry) -> Bool {
        if frequencies?.zipf(ofForms: [name.word]) != nil { return true }
        let reading = KanaFolding.key(name.readings.first ?? name.word)
        return tokenizer.entries(spanning: name.word).contains { entry in
            entry.partOfSpeech == "名詞" && entry.subclass == "固有名詞" && entry.reading.map(KanaFolding.key) == reading
        }
    }
}
