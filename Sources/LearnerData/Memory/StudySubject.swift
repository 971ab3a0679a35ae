import Foundation
import KanjiDictionary

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
    /// The most characters a subject may hold: JMdict's longest headwords have about 40.
    public static let maximumLength = 100

    /// The one rule for the text of a kanji or word kept from outside, applied where a bookmark is
    /// written and where one is read: `text` in its normal form (NFC, variation selectors dropped,
    /// so 日 U+FE00 is 日, as the dictionary looks it up), refused when empty, too long, or holding
    /// a character that is not text (a control, a format character such as U+200B or U+202E, a
    /// line separator), which would reach the terminal or hide a difference.
    public init(checking text: String, kind: Kind) throws(StudySubjectProblem) {
        let normal = String(String.UnicodeScalarView(
            text.precomposedStringWithCanonicalMapping.unicodeScalars.filter { !KanjiStore.isVariationSelector($0) }))
        if normal.allSatisfy(\.isWhitespace) { throw StudySubjectProblem(text: text, reason: "it is empty") }
        if normal.count > Self.maximumLength {
            throw StudySubjectProblem(text: text, reason: "it is longer than \(Self.maximumLength) characters")
        }
        if let bad = normal.unicodeScalars.first(where: Self.isNotText) {
            let hex = String(bad.value, radix: 16, uppercase: true)
            throw StudySubjectProblem(text: text, reason: "it holds U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex), which is not text")
        }
        self.init(text: normal, kind: kind)
    }

    private static func isNotText(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate: true
        default: ControlCharacters.isControl(scalar)
        }
    }
}

/// Why a text cannot be a kanji or word to keep, naming it with its controls escaped.
public struct StudySubjectProblem: Error, Equatable, CustomStringConvertible {
    public var text: String
    public var reason: String

    public var description: String {
        let shown = text.count > 20 ? String(text.prefix(20)) + "…" : text
        return "\(ControlCharacters.escaped(shown)) cannot be kept: \(reason)"
    }
}
