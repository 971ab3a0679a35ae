/// One dictionary headword, as in `docs/dictionary.schema.json`'s `words` items.
public struct WordEntry: Equatable, Hashable, Sendable {
    /// The written form.
    public var word: String
    /// In kana; empty when the written form is kana itself.
    public var readings: [String]
    /// English glosses, most important first.
    public var meanings: [String]
    /// EDICT's (P).
    public var common: Bool

    public init(word: String, readings: [String] = [], meanings: [String], common: Bool = false) {
        self.word = word
        self.readings = readings
        self.meanings = meanings
        self.common = common
    }
}
