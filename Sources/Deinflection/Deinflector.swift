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

    /// A text still to undo inflections of, and the step that made it from the text before.
    private struct Node {
        let text: [Unicode.Scalar]
        let forms: FormSet?
        /// The node whose text this step undid an inflection of (-1 for the text as given), the
        /// inflection undone, and how many were undone to come here.
        let parent: Int
        let reason: InflectionReason?
        let steps: Int
        /// The inflections undone to come here, as a number (``Chains``): the same list, the
        /// same number. Lists of reasons copied and hashed at each step were a third of the time.
        let chain: Int32
    }

    /// Each list of reasons met a number: a list is a reason before a list already numbered.
    private struct Chains {
        private struct Link: Hashable {
            let reason: InflectionReason
            let rest: Int32
        }

        /// The empty list's.
        static let empty: Int32 = 0
        private var numbers: [Link: Int32] = [:]

        mutating func number(_ reason: InflectionReason, before rest: Int32) -> Int32 {
            let link = Link(reason: reason, rest: rest)
            if let known = numbers[link] { return known }
            let made = Int32(numbers.count + 1)
            numbers[link] = made
            return made
        }
    }

    private struct Seen: Hashable {
        let text: [Unicode.Scalar]
        let forms: FormSet
        let chain: Int32
    }

    /// A base with its chain of reasons: classes that share both are one candidate.
    private struct Found: Hashable {
        let base: [Unicode.Scalar]
        let chain: Int32
    }

    public static func candidates(for text: String) -> [Deinflection] {
        candidates(for: text) { _ in true }
    }

    /// ``candidates(for:)`` whose base (its scalars) `mayBeBase` says yes to: a caller that keeps
    /// only bases some word is spelled as (the segmenter, a few of the dozens a form has) spares
    /// making the rest, their chains' strings and the merging of their classes.
    public static func candidates(for text: String, where mayBeBase: ([Unicode.Scalar]) -> Bool) -> [Deinflection] {
        var nodes = [Node(text: Array(text.unicodeScalars), forms: nil, parent: -1, reason: nil, steps: 0, chain: Chains.empty)]
        var chains = Chains()
        var seen: Set<Seen> = []
        var found: [Deinflection] = []
        var foundAt: [Found: Int] = [:]
        var next = 0
        let table = RuleTable.byLastScalars
        while next < nodes.count {
            let current = nodes[next]
            let parent = next
            next += 1
            guard current.steps < maximumSteps, let places = table[current.text] else { continue }
            for place in places {
                let rule = table.rule(place)
                let ending = rule.inflectedScalars
                guard ending.count <= current.text.count, current.text.suffix(ending.count).elementsEqual(ending) else { continue }
                if let forms = current.forms, forms.isDisjoint(with: rule.inflectedForms) { continue }
                let stemCount = current.text.count - ending.count
                if stemCount == 0 && !rule.wholeWord { continue }
                var base: [Unicode.Scalar] = []
                base.reserveCapacity(stemCount + rule.baseScalars.count)
                base += current.text[..<stemCount]
                base += rule.baseScalars
                let chain = chains.number(rule.reason, before: current.chain)
                guard seen.insert(Seen(text: base, forms: rule.baseForms, chain: chain)).inserted else { continue }
                nodes.append(Node(text: base, forms: rule.baseForms, parent: parent, reason: rule.reason, steps: current.steps + 1, chain: chain))
                let classes = rule.baseClasses
                guard !classes.isEmpty, mayBeBase(base) else { continue }
                let key = Found(base: base, chain: chain)
                if let index = foundAt[key] {
                    found[index] = Deinflection(base: found[index].base, path: found[index].path, wordClasses: found[index].wordClasses.union(classes))
                } else {
                    foundAt[key] = found.count
                    found.append(Deinflection(base: string(base), path: path(to: nodes.count - 1, in: nodes), wordClasses: classes))
                }
            }
        }
        return found
    }

    /// The steps that lead to node `node`, the one nearest the base first, each with the text it
    /// made (its parent's).
    private static func path(to node: Int, in nodes: [Node]) -> [Deinflection.Step] {
        var steps: [Deinflection.Step] = []
        var index = node
        while let reason = nodes[index].reason {
            let parent = nodes[index].parent
            steps.append(Deinflection.Step(reason: reason, text: string(nodes[parent].text)))
            index = parent
        }
        return steps
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
