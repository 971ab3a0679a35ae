/// Makes a word's inflected forms from the rules `Deinflector` undoes, so every form it makes
/// deinflects back to the word with the same reasons: 食べる, [causative, passive, negative, past]
/// → 食べさせる, 食べさせられる, 食べさせられない, 食べさせられなかった.
///
/// Where the table has several endings for one inflection of a text, the one written for the
/// longest part of the text wins (いい's よくない over the くない of every adjective in い), then the
/// first written; variants (てる, ず, 過ぎる) are never made.
public enum Conjugator {
    /// The texts `reasons` make of `word`, a word of class `wordClass`, one after each step: the
    /// word first. Nil when some step has no rule for the text it comes to (ある has no あらない, a
    /// te-form takes no ます).
    public static func chain(of word: String, as wordClass: WordClass, adding reasons: [InflectionReason]) -> [String]? {
        var text = word
        var forms = FormSet(wordClass)
        var chain = [word]
        for reason in reasons {
            guard let rule = rule(adding: reason, to: text, forms: forms) else { return nil }
            text = String(text.dropLast(rule.base.count)) + rule.inflected
            forms = rule.inflectedForms
            chain.append(text)
        }
        return chain
    }

    /// The text `reasons` make of `word`, or nil (see `chain(of:as:adding:)`).
    public static func form(of word: String, as wordClass: WordClass, adding reasons: [InflectionReason]) -> String? {
        chain(of: word, as: wordClass, adding: reasons)?.last
    }

    /// The rule adding `reason` to `text`, a text of `forms`, as `Deinflector` would undo it.
    static func rule(adding reason: InflectionReason, to text: String, forms: FormSet) -> DeinflectionRule? {
        var best: DeinflectionRule?
        for rule in RuleTable.byReason[reason] ?? [] where !forms.isDisjoint(with: rule.baseForms) && text.hasSuffix(rule.base) {
            if text.count == rule.base.count && !rule.wholeWord { continue }
            if rule.base.count > best?.base.count ?? -1 { best = rule }
        }
        return best
    }
}
