import Kana
import KanjiDictionary
import Segmentation

/// Which of JMnedict's names a learner's text is likely to hold (`import --known-names-only`):
/// those MeCab's IPADIC has as a proper noun with the same reading (the names `parse` and the
/// Read screen can find, since MeCab's proper nouns are their first signal), and those wordfreq's
/// list has (names used in today's writing that IPADIC cuts in two), and those MeCab cuts into
/// pieces `parse` joins into a name again.
struct KnownNames {
    let tokenizer: MeCabTokenizer
    let frequencies: WordFrequencyFile?

    /// Whether the name is known to either: wordfreq lists it, IPADIC has it as one proper noun
    /// read so, or MeCab cuts it as `parse` joins a name (proper nouns and perhaps a suffix:
    /// 東京|都, 大川|隆|法; or single kanji: 慶|良|間).
    func contains(_ name: WordEntry) -> Bool {
        if frequencies?.zipf(ofForms: [name.word]) != nil { return true }
        let reading = KanaFolding.key(name.readings.first ?? name.word)
        let isProperNoun = { (token: MeCabToken) in token.partOfSpeech == "名詞" && token.subclass == "固有名詞" }
        if tokenizer.entries(spanning: name.word).contains(where: { isProperNoun($0) && $0.reading.map(KanaFolding.key) == reading }) {
            return true
        }
        // parse takes a name MeCab cuts so whatever it reads the pieces (大川|隆|法 おおかわたかしほう
        // is 大川隆法 おおかわりゅうほう; 慶|良|間 けいよかん is 慶良間 けらま), read as the dictionary reads it.
        let tokens = tokenizer.tokens(of: name.word)
        return tokens.count > 1 && (Segmenter.isNameShaped(tokens) || Segmenter.isFragmentShaped(tokens))
    }
}
