/// Finds the dictionary forms an inflected Japanese word may come from, by undoing inflections
/// one at a time from the end (past, then negative, then passive, …) while each step's form can
/// take the next. It knows no dictionary: each candidate says which word classes its base must
/// have (`Deinflection.wordClasses`, JMdict's part-of-speech codes), and the caller keeps the
/// candidates whose base is a word of such a class.
///
///     Deinflector.candidates(for: "食べさせられなかった")
///     // …, Deinflection(base: "食べる", path: [causative 食べさせる, passive …, negative …, past 食べさせられなかった], wordClasses: [.ichidan]), …
///
/// Text in kana or kanji, any mix (行かない, いかない), compared scalar by scalar: composed (NFC)
/// text, as search makes its query and nearly every text is (a が written か and a combining ゛
/// is not taken for が). Candidates come fewest steps first; the text itself is not among them.
public enum Deinflector {
    /// No real chain is longer (させられたくなかった is 6).
    static let maximumSteps = 8

    /// Every character an inflection's ending is written with (kana, and the 過 of 過ぎる, the 下 of
    /// 下さい, the 来 of 来ます): what may follow a word's stem in an inflected text.
    public static let endingScalars: Set<Unicode.Scalar> = Set(RuleTable.rules.flatMap { $0.inflectedScalars })

    /// A text still to undo inflections of, and how it was reached.
    private struct Pending {
        let text: [Unicode.Scalar]
        let forms: FormSet?
        let reasons: [InflectionReason]
        /// The texts the steps undone so far made, the outermost (the text as given) last: as
        /// scalars, made into strings only for a candidate kept.
        let made: [[Unicode.Scalar]]
    }

    private struct Seen: Hashable {
        let text: [Unicode.Scalar]
        let forms: FormSet
        let reasons: [InflectionReason]
    }

    /// A base with its chain of reasons: classes that share both are one candidate.
    private struct Found: Hashable {
        let base: [Unicode.Scalar]
        let reasons: [InflectionReason]
    }

    public static func candidates(for text: String) -> [Deinflection] {
        candidates(for: text) { _ in true }
    }

    /// ``candidates(for:)`` whose base (its scalars) `mayBeBase` says yes to: a caller that keeps
    /// only bases some word is spelled as (the segmenter, a few of the dozens a form has) spares
    /// making the rest, their chains' strings and the merging of their classes.
    public static func candidates(for text: String, where mayBeBase: ([Unicode.Scalar]) -> Bool) -> [Deinflection] {
        var pending = [Pending(text: Array(text.unicodeScalars), forms: nil, reasons: [], made: [])]
        var seen: Set<Seen> = []
        var found: [Deinflection] = []
        var foundAt: [Found: Int] = [:]
        var next = 0
        while next < pending.count {
            let current = pending[next]
            next += 1
            guard current.reasons.count < maximumSteps, let last = current.text.last, let rules = RuleTable.byLastScalar[last] else { continue }
            for rule in rules {
                let ending = rule.inflectedScalars
                guard ending.count <= current.text.count, current.text.suffix(ending.count).elementsEqual(ending) else { continue }
                let stem = current.text.dropLast(ending.count)
                if let forms = current.forms, forms.isDisjoint(with: rule.inflectedForms) { continue }
                if stem.isEmpty && !rule.wholeWord { continue }
                let base = Array(stem) + rule.baseScalars
                let step = Pending(text: base, forms: rule.baseForms, reasons: [rule.reason] + current.reasons, made: [current.text] + current.made)
                guard seen.insert(Seen(text: base, forms: rule.baseForms, reasons: step.reasons)).inserted else { continue }
                pending.append(step)
                let classes = rule.baseClasses
                guard !classes.isEmpty, mayBeBase(base) else { continue }
                let key = Found(base: base, reasons: step.reasons)
                if let index = foundAt[key] {
                    found[index] = Deinflection(base: found[index].base, path: found[index].path, wordClasses: found[index].wordClasses.union(classes))
                } else {
                    foundAt[key] = found.count
                    let path = zip(step.reasons, step.made).map { Deinflection.Step(reason: $0, text: string($1)) }
                    found.append(Deinflection(base: string(base), path: path, wordClasses: classes))
                }
            }
        }
        return found
    }

    /// The text of `scalars`, made from their UTF-8: a string's scalars appended one by one cost
    /// a third of this type's time in parse.
    private static func string(_ scalars: [Unicode.Scalar]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count * 3)
        for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
        return String(decoding: bytes, as: UTF8.self)
    }
}
