import KanjiDictionary

extension KanjiStore {
    /// The dictionary's entries for `word`, found among the words of `kanji` (the word's first, so
    /// only its words need reading): those whose headword is `word`, and with `matchingForms` also
    /// those having it among their other written forms.
    func entries(written word: String, amongWordsOf kanji: Character, matchingForms: Bool) -> [WordEntry] {
        words(containing: kanji).filter { $0.word == word || (matchingForms && $0.forms.contains(word)) }
    }
}
