/// One inflection undone: a text ending in `inflected` that can be the form `inflectedForms`
/// comes from the text with `base` in its place, of the forms `baseForms`. An empty
/// `inflectedForms` makes a form nothing inflects further (past, te-form): the rule applies only
/// to the text as typed.
struct DeinflectionRule: Sendable {
    let inflected: String
    let base: String
    let reason: InflectionReason
    let inflectedForms: FormSet
    let baseForms: FormSet
    /// The ending may be the whole text: した is する, きた is くる. Otherwise something must
    /// come before it (た alone is no ichidan verb).
    let wholeWord: Bool
    /// Another way of saying a form the table has already (the spoken てる beside ている, the older
    /// ず beside ない, 過ぎる beside すぎる): undone when read, never made by `Conjugator`.
    let isVariant: Bool
    /// `inflected` and `base` as scalars, made once.
    let inflectedScalars: [Unicode.Scalar]
    let baseScalars: [Unicode.Scalar]
    /// The dictionary word classes among `baseForms`, made once: made at each step undone, they
    /// were a tenth of deinflecting.
    let baseClasses: Set<WordClass>

    init(inflected: String, base: String, reason: InflectionReason, inflectedForms: FormSet, baseForms: FormSet, wholeWord: Bool, isVariant: Bool) {
        self.inflected = inflected
        self.base = base
        self.reason = reason
        self.inflectedForms = inflectedForms
        self.baseForms = baseForms
        self.wholeWord = wholeWord
        self.isVariant = isVariant
        inflectedScalars = Array(inflected.unicodeScalars)
        baseScalars = Array(base.unicodeScalars)
        baseClasses = baseForms.wordClasses
    }
}
