import KanjiDictionary

/// The rows of a kanji list: a word's characters, held as values, or the All list's kanji, held as
/// file-order indices into the store and decoded only when a row is drawn or opened, so the first
/// frame at full size decodes the rows on screen rather than every kanji.
struct KanjiRows: RandomAccessCollection, Equatable, Sendable {
    private enum Source: Sendable {
        case characters([WordCharacter])
        case store(KanjiStore, indices: [Int])
    }

    private let source: Source

    /// A word's characters.
    init(_ characters: [WordCharacter]) {
        source = .characters(characters)
    }

    /// The store's kanji `indices` (file order), in that order.
    init(store: KanjiStore, indices: [Int]) {
        source = .store(store, indices: indices)
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch source {
        case .characters(let characters): characters.count
        case .store(_, let indices): indices.count
        }
    }

    subscript(position: Int) -> WordCharacter {
        switch source {
        case .characters(let characters):
            return characters[position]
        case .store(let store, let indices):
            let kanji = store.kanji(at: indices[position])
            return .kanji(kanji, written: kanji.character)
        }
    }

    /// Rows of one store are equal when they list the same indices: no entry is decoded to compare.
    static func == (lhs: KanjiRows, rhs: KanjiRows) -> Bool {
        switch (lhs.source, rhs.source) {
        case (.characters(let left), .characters(let right)): left == right
        case (.store(let leftStore, let left), .store(let rightStore, let right)): leftStore === rightStore && left == right
        default: Array(lhs) == Array(rhs)
        }
    }
}
