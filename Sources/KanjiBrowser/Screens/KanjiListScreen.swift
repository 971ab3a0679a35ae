import KanjiDictionary

/// A list of kanji with a cursor: the All screen, or the kanji of one word.
public struct KanjiListScreen: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// Every kanji of the dictionary; `order` says how they are sorted, for the header.
        case all(order: String)
        /// The characters of a word.
        case word(String)
    }

    public let kind: Kind
    public let items: [WordCharacter]
    public var cursor: Cursor

    public init(kind: Kind, items: [WordCharacter]) {
        self.kind = kind
        self.items = items
        cursor = Cursor(count: items.count)
    }

    public var title: String {
        switch kind {
        case .all: "Kanji list"
        case .word(let word): word
        }
    }

    public var selected: WordCharacter? {
        items.indices.contains(cursor.index) ? items[cursor.index] : nil
    }

    mutating func handle(_ key: Key, pageHeight: Int) -> ScreenAction? {
        if cursor.apply(key, pageHeight: pageHeight) { return nil }
        guard key == .enter || key == .right || key == .character("l"), let selected else { return nil }
        switch selected {
        case .kanji(let kanji, _): return .selectKanji(kanji)
        case .unknown(let character): return .notice("\(character) is not in the dictionary")
        }
    }
}
