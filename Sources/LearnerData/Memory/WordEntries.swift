import KanjiDictionary

extension KanjiStore {
    /// The dictionary's entries for `word`, found among the words of `kanji` (the word's first, so
    /// only its words need reading): those whose headword is `word`, and with `matchingForms` also
    /// those having it among their other written forms.
    public func entries(written word: String, amongWordsOf kanji: Character, matchingForms: Bool) -> [WordEntry] {
        words(containing: kanji).filter { $0.word == word || (matchingForms && $0.forms.contains(word)) }
    }

    /// The entries whose headword is `text`, words in kana alone (これ, ある) included: the words,
    /// or, for a text no word is written as, the names (JMnedict's: 田中). What a card or a
    /// word's state is about: 右's are the word's, not also the given name Susumu's.
    public func entries(written text: String) -> [WordEntry] {
        let found = entriesAndNames(written: text)
        let words = found.filter { !$0.isName }
        return words.isEmpty ? found : words
    }

    /// The words whose headword is `text`, then the names written so: among the words of its first
    /// kanji when it has one (and the names, which no kanji lists, by their section), else every
    /// word and name holding the text, their headwords compared as bytes before one is decoded.
    public func entriesAndNames(written text: String) -> [WordEntry] {
        if let kanji = text.first(where: { kanji(for: $0) != nil }) {
            return entries(written: text, amongWordsOf: kanji, matchingForms: false) + names(written: text).map(word(at:))
        }
        return wordIndices(withText: [text])
            .filter { index in withWordText(at: index) { $0.word.elementsEqual(text.utf8) } }
            .map(word(at:))
    }
}
