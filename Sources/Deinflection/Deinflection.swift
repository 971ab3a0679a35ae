/// A dictionary form an inflected text may come from: 食べさせられなかった → base 食べる,
/// reasons causative, passive, negative, past (in the order they were added to the base), for an
/// entry of class `ichidan`.
public struct Deinflection: Hashable, Sendable {
    /// The text with its inflections taken off: the form a dictionary lists.
    public let base: String
    /// The inflections taken off, from the one nearest the base to the outermost.
    public let reasons: [InflectionReason]
    /// The base is right only for an entry having one of these classes.
    public let wordClasses: Set<WordClass>
    /// How many rules were undone; fewer is likelier.
    public var steps: Int { reasons.count }

    public init(base: String, reasons: [InflectionReason], wordClasses: Set<WordClass>) {
        self.base = base
        self.reasons = reasons
        self.wordClasses = wordClasses
    }

    /// Whether a word with these JMdict part-of-speech codes can be the base.
    public func fits<Codes: Sequence>(partsOfSpeech codes: Codes) -> Bool where Codes.Element == String {
        codes.contains { WordClass(partOfSpeech: $0).map(wordClasses.contains) ?? false }
    }

    /// "causative, passive, negative, past".
    public var reasonList: String { reasons.map(\.label).joined(separator: ", ") }
}
