import KanjiDictionary

/// One kanji's details and the words that use it; the cursor moves over the words.
public struct KanjiDetailScreen: Equatable, Sendable {
    public let kanji: KanjiEntry
    public let words: WordList
    public var cursor: Cursor

    public init(kanji: KanjiEntry, words: WordList) {
        self.kanji = kanji
        self.words = words
        cursor = Cursor(count: words.count)
    }

    public var title: String { String(kanji.character) }

    public var selectedWord: WordEntry? {
        words.indices.contains(cursor.index) ? words[cursor.index] : nil
    }

    mutating func handle(_ key: Key, pageHeight: Int) -> ScreenAction? {
        if cursor.apply(key, pageHeight: pageHeight) { return nil }
        guard key == .enter || key == .right || key == .character("l"), let word = selectedWord else { return nil }
        return .selectWord(word.word)
    }

    /// Words are compared by the kanji they belong to: the list is derived from it.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kanji == rhs.kanji && lhs.cursor == rhs.cursor && lhs.words.count == rhs.words.count
    }
}
