import KanjiDictionary

/// A screen on the navigation stack, as plain data that tests can compare.
public enum Screen: Equatable, Sendable {
    case kanjiList(KanjiListScreen)
    case kanjiDetail(KanjiDetailScreen)

    /// How the screen appears in the header's path: "Kanji list", "日", "日本".
    public var title: String {
        switch self {
        case .kanjiList(let list): list.title
        case .kanjiDetail(let detail): detail.title
        }
    }

    /// The kanji or word the screen is about, for the transition log; nil for the All list.
    public var subject: String? {
        switch self {
        case .kanjiList(let list):
            if case .word(let word) = list.kind { return word }
            return nil
        case .kanjiDetail(let detail): return String(detail.kanji.character)
        }
    }

    mutating func handle(_ key: Key, pageHeight: Int) -> ScreenAction? {
        switch self {
        case .kanjiList(var list):
            defer { self = .kanjiList(list) }
            return list.handle(key, pageHeight: pageHeight)
        case .kanjiDetail(var detail):
            defer { self = .kanjiDetail(detail) }
            return detail.handle(key, pageHeight: pageHeight)
        }
    }
}
