/// An example sentence with its English translation (Tatoeba's), as in
/// `docs/dictionary.schema.json`'s `sentences` items. Stored once in the dictionary; words refer to
/// it by its place (``WordEntry/sentences``).
public struct ExampleSentence: Equatable, Hashable, Sendable {
    public var japanese: String
    public var english: String

    public init(japanese: String, english: String) {
        self.japanese = japanese
        self.english = english
    }
}
