/// One character of a word, as the word's kanji list shows it.
public enum WordCharacter: Equatable, Sendable {
    /// A kanji of the dictionary. `written` is the character as it stands in the word: the kanji
    /// itself, or 々 where the word repeats the kanji before it.
    case kanji(KanjiEntry, written: Character)
    /// A character that is not kana and not in the dictionary: listed, never dropped.
    case unknown(Character)
}
