/// Finds the dictionary forms an inflected Japanese word may come from, by undoing inflections
/// one at a time from the end (past, then negative, then passive, …) while each step's form can
/// take the next. It knows no dictionary: each candidate says which word classes its base must
/// have (`Deinflection.wordClasses`, JMdict's part-of-speech codes), and the caller keeps the
/// candidates whose base is a word of such a class.
///
///     Deinflector.candidates(for: "食べさせられなかった")
///     // …, Deinflection(base: "食べる", path: [causative 食べさせる, passive …, negative …, past 食べさせられなかった], wordClasses: [.ichidan]), …
///
/// Text in kana or kanji, any mix (行かない, いかない). Candidates come fewest steps first; the
/// text itself is not among them.
public enum Deinflector {
    /// No real chain is longer (させられたくなかった is 6).
    static let maximumSteps = 8

    /// Every character an inflection's ending is written with (kana, and the 過 of 過ぎる, the 下 of
    /// 下さい, the 来 of 来ます): what may follow a word's stem in an inflected text.
    public static let endingScalars: Set<Unicode.Scalar> = Set(RuleTable.rules.flatMap { $0.inflected.unicodeScalars })

    public static func candidates(for text: String) -> [Deinflection] {
        struct Pending {
            let text: [Character]
            let forms: FormSet?
            let reasons: [InflectionReason]
            /// The texts the steps undone so far made, the outermost (the text as given) last.
            let made: [String]
        }
        struct Seen: Hashable {
            let text: [Character]
            let forms: FormSet
            let reasons: [InflectionReason]
        }
        var pending = [Pending(text: Array(text), forms: nil, reasons: [], made: [])]
        var seen: Set<Seen> = []
        var found: [Deinflection] = []
        /// Where each base and chain of reasons is in `found`: classes that share both are one candidate.
        var foundAt: [String: Int] = [:]
        var next = 0
        while next < pending.count {
            let current = pending[next]
            next += 1
            guard current.reasons.count < maximumSteps else { continue }
            let currentText = String(current.text)
            for length in stride(from: min(RuleTable.longestEnding, current.text.count), through: 1, by: -1) {
                guard let rules = RuleTable.byEnding[String(current.text.suffix(length))] else { continue }
                let stem = current.text.dropLast(length)
                for rule in rules {
                    if let forms = current.forms, forms.isDisjoint(with: rule.inflectedForms) { continue }
                    if stem.isEmpty && !rule.wholeWord { continue }
                    let base = Array(stem) + Array(rule.base)
                    let step = Pending(text: base, forms: rule.baseForms, reasons: [rule.reason] + current.reasons, made: [currentText] + current.made)
                    guard seen.insert(Seen(text: base, forms: rule.baseForms, reasons: step.reasons)).inserted else { continue }
                    pending.append(step)
                    let classes = rule.baseForms.wordClasses
                    guard !classes.isEmpty else { continue }
                    let text = String(base)
                    let key = text + "\u{0}" + step.reasons.map(\.rawValue).joined(separator: ",")
                    if let index = foundAt[key] {
                        found[index] = Deinflection(base: text, path: found[index].path, wordClasses: found[index].wordClasses.union(classes))
                    } else {
                        foundAt[key] = found.count
                        let path = zip(step.reasons, step.made).map { Deinflection.Step(reason: $0, text: $1) }
                        found.append(Deinflection(base: text, path: path, wordClasses: classes))
                    }
                }
            }
        }
        return found
    }
}
