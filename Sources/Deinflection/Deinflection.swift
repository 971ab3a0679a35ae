/// A dictionary form an inflected text may come from: 食べさせられなかった → base 食べる,
/// reasons causative, passive, negative, past (in the order they were added to the base), for an
/// entry of class `ichidan`.
public struct Deinflection: Hashable, Sendable {
    /// One inflection added: its reason and the text it made (食べさせる, causative).
    public struct Step: Hashable, Sendable {
        public let reason: InflectionReason
        public let text: String

        public init(reason: InflectionReason, text: String) {
            self.reason = reason
            self.text = text
        }
    }

    /// The text with its inflections taken off: the form a dictionary lists.
    public let base: String
    /// The inflections from the one nearest the base to the outermost, each with the text it made.
    public let path: [Step]
    /// The base is right only for an entry having one of these classes.
    public let wordClasses: Set<WordClass>

    /// The inflections taken off, from the one nearest the base to the outermost.
    public var reasons: [InflectionReason] { path.map(\.reason) }
    /// How many rules were undone; fewer is likelier.
    public var steps: Int { path.count }
    /// The text after each step, as real forms: the base first, the text as given last
    /// (食べる, 食べさせる, 食べさせられる, 食べさせられない, 食べさせられなかった).
    public var chain: [String] { [base] + path.map(\.text) }

    public init(base: String, path: [Step], wordClasses: Set<WordClass>) {
        self.base = base
        self.path = path
        self.wordClasses = wordClasses
    }

    /// Whether a word with these JMdict part-of-speech codes can be the base.
    public func fits<Codes: Sequence>(partsOfSpeech codes: Codes) -> Bool where Codes.Element == String {
        codes.contains { WordClass(partOfSpeech: $0).map(wordClasses.contains) ?? false }
    }

    /// "causative, passive, negative, past".
    public var reasonList: String { reasons.map(\.label).joined(separator: ", ") }

    /// The chain as a learner reads it, outermost first: 食べさせられなかった ‹ 食べさせられない ‹
    /// 食べさせられる ‹ 食べさせる ‹ 食べる.
    public var chainText: String { Deinflection.chainText(chain) }

    /// `forms` (the base first) written outermost first, each step after a ‹.
    public static func chainText(_ forms: [String]) -> String { forms.reversed().joined(separator: " ‹ ") }
}
