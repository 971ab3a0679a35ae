/// What the user studies and the app remembers: a kanji (its details screen) or a word (the
/// screen of its kanji). History and bookmarks both hold these.
public struct StudySubject: Hashable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case kanji, word
    }

    public var text: String
    public var kind: Kind

    public init(text: String, kind: Kind) {
        self.text = text
        self.kind = kind
    }

    public static func kanji(_ character: Character) -> StudySubject {
        StudySubject(text: String(character), kind: .kanji)
    }

    public static func word(_ word: String) -> StudySubject {
        StudySubject(text: word, kind: .word)
    }
}

extension StudySubject {
    /// Why `text` cannot be a subject (empty, or holding control characters that must never reach
    /// the terminal); nil when it can.
    public static func problem(with text: String) -> String? {
        if text.isEmpty { return "the text is empty" }
        if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }) {
            return "the text holds control characters"
        }
        return nil
    }
}
