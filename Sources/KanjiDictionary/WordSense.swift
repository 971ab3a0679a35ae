/// One sense of a JMdict word. Tags are JMdict's entity codes ("n", "vs", "uk", "comp"); the
/// dictionary's `tags` names them (``KanjiStore/tagName(_:)``).
public struct WordSense: Equatable, Hashable, Sendable {
    /// Parts of speech, as JMdict gives them or, where a sense gives none, the previous sense's.
    public var partsOfSpeech: [String]
    /// Usage notes such as "uk" (usually written in kana) or "arch".
    public var misc: [String]
    /// Fields of use such as "comp" or "med".
    public var fields: [String]
    /// English glosses.
    public var glosses: [String]

    public init(partsOfSpeech: [String] = [], misc: [String] = [], fields: [String] = [], glosses: [String]) {
        self.partsOfSpeech = partsOfSpeech
        self.misc = misc
        self.fields = fields
        self.glosses = glosses
    }
}
