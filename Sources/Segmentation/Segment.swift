/// One piece of a text as segmentation cuts it: a word (with the dictionary word it stands for,
/// where there is one), or punctuation, Latin text, a number or space passing through.
public struct Segment: Equatable, Sendable {
    public enum Kind: String, Sendable {
        /// Japanese text: a dictionary word, or text no word matches (`word` nil).
        case word
        case punctuation
        case latin
        case number
        case space
        /// A piece of a long text not cut into words yet: never in ``Segmenter``'s segments, only
        /// where a reader shows the text before the rest of it has been read (the Read screen).
        case unread
    }

    public var kind: Kind
    /// Where the segment is in the input, in Unicode scalars (code points).
    public var range: Range<Int>
    public var text: String
    /// The dictionary word (its index in the store), nil where nothing matches.
    public var word: Int?
    /// The text as written, read in hiragana; nil where there is nothing to read (no kana or kanji)
    /// or no reading is known.
    public var reading: String?
    /// MeCab's reading of the text where the word chosen is not read so and `reading` is the
    /// word's own instead (the dictionary has no word written so and read as MeCab reads it);
    /// nil otherwise.
    public var parsedReading: String?
    /// How the text is inflected from the word's dictionary form, outermost last
    /// (食べさせられた: causative, passive, past); empty for a dictionary form.
    public var inflection: [String]
    /// The inflection as real forms, one after each step, the dictionary form first and the text
    /// last (食べる, 食べさせる, 食べさせられる, 食べさせられた); empty for a dictionary form.
    public var chain: [String]
    /// Where the text is a name (MeCab's proper noun): its types in words, the dictionary name's
    /// ("place, surname, female given name") or, where the dictionary has no name written so,
    /// MeCab's kind of proper noun ("surname", "place"); nil for any other segment.
    public var nameType: String?

    public init(
        kind: Kind, range: Range<Int>, text: String, word: Int? = nil, reading: String? = nil, inflection: [String] = [], chain: [String] = []
    ) {
        self.kind = kind
        self.range = range
        self.text = text
        self.word = word
        self.reading = reading
        self.inflection = inflection
        self.chain = chain
    }

    /// `食べさせられた ‹ 食べさせられる ‹ 食べさせる ‹ 食べる (causative, passive, past)`; empty for a
    /// dictionary form.
    public var inflectionText: String {
        inflection.isEmpty ? "" : (chain.isEmpty ? "" : chainText + " ") + reasonsText
    }

    /// The chain as real forms, the dictionary form last: `行きました ‹ 行きます ‹ 行く`.
    public var chainText: String { chain.reversed().joined(separator: " ‹ ") }

    /// The steps' names: `(polite, past)`.
    public var reasonsText: String { "(\(inflection.joined(separator: ", ")))" }
}
