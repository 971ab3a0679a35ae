/// What a text conjugates as, as bits: the dictionary's word classes, and the forms that are no
/// word of their own but inflect further (ない and たい like an adjective, ます and ません).
/// A rule applies to a text only if the text can be the form the rule makes.
struct FormSet: OptionSet, Hashable, Sendable {
    let rawValue: UInt32

    init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    init(_ wordClass: WordClass) {
        rawValue = 1 << UInt32(FormSet.classOrder.firstIndex(of: wordClass) ?? 0)
    }

    init(_ classes: WordClass...) {
        self = FormSet(classes.map(FormSet.init))
    }

    /// The ない of a negative: inflects as an adjective, and has ないで.
    static let negative = FormSet(rawValue: 1 << 24)
    /// The たい of a wish: inflects as an adjective.
    static let desire = FormSet(rawValue: 1 << 25)
    static let masu = FormSet(rawValue: 1 << 26)
    static let masen = FormSet(rawValue: 1 << 27)
    /// The です after a na-adjective: でした, でしょう, じゃありません.
    static let desu = FormSet(rawValue: 1 << 28)
    /// An adjective's past (高かった, 食べなかった), which takes です as its polite form.
    static let adjectivePast = FormSet(rawValue: 1 << 29)

    /// What takes です as its polite form: adjectives (いい too), and ない and たい.
    static let adjectiveLike: FormSet = [FormSet(.adjectiveI, .adjectiveIi), .negative, .desire]

    private static let classOrder = WordClass.allCases

    /// The dictionary word classes among the forms.
    var wordClasses: Set<WordClass> {
        // By bit: FormSet(class) searched the classes for each, 250 comparisons a set, at every
        // step of every deinflection.
        var classes: Set<WordClass> = []
        for (bit, wordClass) in FormSet.classOrder.enumerated() where rawValue & (1 << UInt32(bit)) != 0 {
            classes.insert(wordClass)
        }
        return classes
    }
}
