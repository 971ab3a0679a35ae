/// A word's conjugation table, as a learner's grammar lays it out: each kind of form (non-past,
/// past, te-form, …) plain and polite, positive and negative, where Japanese has them. Every form
/// is made by `Conjugator`, from the rules the deinflector undoes.
public struct ConjugationTable: Hashable, Sendable {
    /// The forms of the word as one class: a word of two (心配: a する-noun and a na-adjective)
    /// has a section for each.
    public struct Section: Hashable, Sendable {
        public let wordClass: WordClass
        /// The dictionary form the forms are made from: 勉強する for the noun 勉強.
        public let dictionaryForm: ConjugatedForm
        public let forms: [ConjugatedForm]

        /// The forms of `spelling`, read `reading` (nil: the spelling is kana); nil when the rules
        /// make no form of it but itself.
        init?(wordClass: WordClass, spelling: String, reading: String?) {
            let plan = FormPlan.plan(for: wordClass)
            func made(_ name: FormName, _ own: [InflectionReason]) -> ConjugatedForm? {
                let reasons = plan.prefix + own
                guard let chain = Conjugator.chain(of: spelling, as: wordClass, adding: reasons), let text = chain.last else { return nil }
                let read = reading.flatMap { Conjugator.form(of: $0, as: wordClass, adding: reasons) } ?? text
                return ConjugatedForm(name: name, reasons: reasons, chain: chain, reading: read)
            }
            let forms = plan.forms.compactMap { made($0.name, $0.reasons) }
            guard forms.contains(where: { !$0.reasons.isEmpty }),
                  let dictionaryForm = made(FormName(kind: .nonPast, polite: false, negative: false), plan.dictionaryForm)
            else { return nil }
            self.wordClass = wordClass
            self.dictionaryForm = dictionaryForm
            self.forms = forms
        }
    }

    public let word: String
    public let sections: [Section]

    /// The table of `word`, read `reading` (nil for a word in kana), for its classes; nil when
    /// none of them conjugates. A spelling the rules cannot conjugate (為る, read する) is
    /// conjugated in its reading.
    public init?(word: String, reading: String?, classes: Set<WordClass>) {
        let sections = WordClass.allCases.filter(classes.contains).compactMap { wordClass in
            Section(wordClass: wordClass, spelling: word, reading: reading) ?? reading.flatMap { Section(wordClass: wordClass, spelling: $0, reading: nil) }
        }
        guard !sections.isEmpty else { return nil }
        self.word = word
        self.sections = sections
    }

    /// Every form of every section.
    public var forms: [ConjugatedForm] { sections.flatMap(\.forms) }
}

/// One form of a table: 食べませんでした, the past, polite and negative, made by adding polite,
/// negative and past to 食べる.
public struct ConjugatedForm: Hashable, Sendable {
    public let name: FormName
    /// What was added to the word, nearest the word first (the する of a する-noun included).
    public let reasons: [InflectionReason]
    /// The text after each step, the word first and the form last.
    public let chain: [String]
    /// The form in kana.
    public let reading: String

    /// The form as written.
    public var text: String { chain.last ?? "" }
}

/// A form's place in the table: its kind, plain or polite, positive or negative.
public struct FormName: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        case nonPast = "non-past"
        case past
        case teForm = "te-form"
        case volitional
        case presumptive
        case imperative
        case potential
        case passive
        case causative
        case causativePassive = "causative-passive"
        case conditional = "ba conditional"
        case tara = "tara conditional"
        case desire = "tai (want to)"
        case attributive = "before a noun"
        case adverb
        case noun = "noun (-sa)"
        case appearance = "looks (-sou)"
    }

    public let kind: Kind
    public let polite: Bool
    public let negative: Bool

    /// "past", "past negative", "past polite", "past polite negative".
    public var description: String {
        [kind.rawValue, polite ? "polite" : nil, negative ? "negative" : nil].compactMap { $0 }.joined(separator: " ")
    }
}

/// Which forms a class's table has and the reasons that make each.
struct FormPlan {
    /// What makes the dictionary form out of the word (する after a する-noun, だ after a na-adjective).
    let dictionaryForm: [InflectionReason]
    /// What comes before every form's own reasons: the する of a する-noun.
    let prefix: [InflectionReason]
    let forms: [(name: FormName, reasons: [InflectionReason])]

    /// A row of a kind: its plain, negative, polite and polite negative forms' reasons, nil where
    /// the table has none.
    private static func row(
        _ kind: FormName.Kind, _ plain: [InflectionReason]?, _ negative: [InflectionReason]? = nil,
        polite: [InflectionReason]? = nil, politeNegative: [InflectionReason]? = nil
    ) -> [(name: FormName, reasons: [InflectionReason])] {
        let cells: [(Bool, Bool, [InflectionReason]?)] = [(false, false, plain), (false, true, negative), (true, false, polite), (true, true, politeNegative)]
        return cells.compactMap { polite, negative, reasons in
            reasons.map { (FormName(kind: kind, polite: polite, negative: negative), $0) }
        }
    }

    /// A voice's (or the potential's) four forms: the voice, then negative, polite, or both.
    private static func voice(_ kind: FormName.Kind, _ reasons: [InflectionReason]) -> [(name: FormName, reasons: [InflectionReason])] {
        row(kind, reasons, reasons + [.negative], polite: reasons + [.polite], politeNegative: reasons + [.polite, .negative])
    }

    static let verb = FormPlan(dictionaryForm: [], prefix: [], forms: [
        row(.nonPast, [], [.negative], polite: [.polite], politeNegative: [.polite, .negative]),
        row(.past, [.past], [.negative, .past], polite: [.polite, .past], politeNegative: [.polite, .negative, .past]),
        row(.teForm, [.teForm], [.negative, .teForm], polite: [.polite, .teForm]),
        row(.volitional, [.volitional], polite: [.polite, .volitional]),
        row(.imperative, [.imperative], [.prohibitive], polite: [.request], politeNegative: [.negative, .request]),
        voice(.potential, [.potential]),
        voice(.passive, [.passive]),
        voice(.causative, [.causative]),
        voice(.causativePassive, [.causative, .passive]),
        row(.conditional, [.conditional], [.negative, .conditional]),
        row(.tara, [.tara], [.negative, .tara], polite: [.polite, .tara], politeNegative: [.polite, .negative, .tara]),
        row(.desire, [.desire], [.desire, .negative], polite: [.desire, .polite], politeNegative: [.desire, .negative, .polite]),
    ].flatMap { $0 })

    static let adjective = FormPlan(dictionaryForm: [], prefix: [], forms: [
        row(.nonPast, [], [.negative], polite: [.polite], politeNegative: [.negative, .polite]),
        row(.past, [.past], [.negative, .past], polite: [.past, .polite], politeNegative: [.negative, .past, .polite]),
        row(.teForm, [.teForm], [.negative, .teForm]),
        row(.conditional, [.conditional], [.negative, .conditional]),
        row(.tara, [.tara], [.negative, .tara]),
        row(.adverb, [.adverb]),
        row(.noun, [.noun]),
        row(.appearance, [.appearance]),
    ].flatMap { $0 })

    static let naAdjective = FormPlan(dictionaryForm: [.copula], prefix: [], forms: [
        row(.nonPast, [.copula], [.negative], polite: [.polite], politeNegative: [.polite, .negative]),
        row(.past, [.past], [.negative, .past], polite: [.polite, .past], politeNegative: [.polite, .negative, .past]),
        row(.teForm, [.teForm], [.negative, .teForm]),
        row(.attributive, [.attributive]),
        row(.adverb, [.adverbNi]),
        row(.presumptive, [.volitional], polite: [.polite, .volitional]),
        row(.conditional, nil, [.negative, .conditional]),
        row(.tara, [.tara], [.negative, .tara]),
    ].flatMap { $0 })

    static func plan(for wordClass: WordClass) -> FormPlan {
        switch wordClass {
        case .adjectiveI, .adjectiveIi: adjective
        case .adjectiveNa: naAdjective
        case .suruNoun: FormPlan(dictionaryForm: [], prefix: [.suru], forms: verb.forms)
        default: verb
        }
    }
}
