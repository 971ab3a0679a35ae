import CStemmer
import Synchronization

/// The root of an English word, so that a learner's word finds a gloss with another word of the
/// same root: "honesty" the gloss "honest", "perfection" "perfect", "flatness" "flat", "repairing"
/// "repair", and a British spelling the American one ("odour" "odor", "centre" "center", "grey"
/// "gray", "unappetising" "unappetizing"). The word is spelled the American way by rules, then
/// stemmed by Snowball's English (Porter 2) stemmer, then a -y adjective's stem loses its "i"
/// ("honesti" → "honest", "healthi" → "health"; short stems keep it, so "army" is not "arm" nor "county" "count") and
/// "-plicity" meets "-ple" ("simplic" → "simpl"). Query and gloss words go through the same
/// function, so a rule that spells a word oddly only matters if it makes two different words one.
enum EnglishRoot {
    /// Snowball's stemmer keeps state between calls: one, used by one thread at a time.
    private static let stemmer = Mutex<OpaquePointer?>(sb_stemmer_new("english", "UTF_8"))

    /// Words shorter than this have no root: their stems are too often another word's.
    static let shortest = 4

    /// The root of a lowercased word of ASCII letters, nil for one that is shorter than `shortest`
    /// or has other characters.
    static func of<Word: Collection>(_ word: Word) -> [UInt8]? where Word.Element == UInt8 {
        guard word.count >= shortest, word.allSatisfy({ (0x61...0x7A).contains($0) }) else { return nil }
        let american = americanSpelling(Array(word))
        var stem = stemmer.withLock { stemmer -> [UInt8]? in
            guard let stemmer else { return nil }
            return american.withUnsafeBufferPointer { buffer -> [UInt8]? in
                guard let base = buffer.baseAddress, let stemmed = sb_stemmer_stem(stemmer, base, Int32(buffer.count)) else { return nil }
                return Array(UnsafeBufferPointer(start: stemmed, count: Int(sb_stemmer_length(stemmer))))
            }
        } ?? american
        if stem.count >= 7 && stem.last == UInt8(ascii: "i") { stem.removeLast() }
        if stem.count >= 6 && stem.suffix(4).elementsEqual("plic".utf8) { stem.removeLast(2) }
        return stem
    }

    /// How every word of a root begins: the letters the word, its American spelling and its root
    /// share (at least `shortest` of them, else the American spelling's, or nil), less a root's
    /// final e ("smiling" is of "smile"). A gloss word is rooted only if it begins so, which keeps
    /// the stemmer off most words.
    static func needle(of word: [UInt8], root: [UInt8]) -> [UInt8]? {
        let american = americanSpelling(word)
        let stem = root.last == UInt8(ascii: "e") ? root.dropLast() : root[...]
        func common<Other: Collection>(_ one: [UInt8], _ other: Other) -> [UInt8] where Other.Element == UInt8 {
            Array(zip(one, other).prefix { $0 == $1 }.map(\.0))
        }
        let shared = common(common(word, american), stem)
        if shared.count >= shortest { return shared }
        let own = common(american, stem)
        return own.count >= shortest ? own : nil
    }

    /// British endings spelled the American way: -our (honour, colour, odour; not four, hour,
    /// tour, devour…), -tre and -bre (centre, metre, fibre), -ise and -isation (realise,
    /// unappetising; harmless where American has -ise too, as both sides are spelled alike),
    /// -yse (analyse), -ogue (catalogue), -llment (instalment and installment alike), -ence of
    /// defence, offence, licence, pretence, and grey.
    static func americanSpelling(_ word: [UInt8]) -> [UInt8] {
        var text = word
        for (british, american) in britishBeginnings where text.starts(with: british) {
            text.replaceSubrange(0..<british.count, with: american)
        }
        for rule in endingRules {
            if let changed = rule.apply(to: text) {
                text = changed
                break
            }
        }
        if text.count >= 7 && text.suffix(4).elementsEqual("ogue".utf8) { text.removeLast(2) }
        if let start = text.firstRange(of: "llment".utf8)?.lowerBound { text.remove(at: start) }
        return text
    }

    private static let britishBeginnings: [([UInt8], [UInt8])] = [
        ("grey", "gray"), ("defenc", "defens"), ("offenc", "offens"), ("licenc", "licens"), ("pretenc", "pretens"),
    ].map { (Array($0.utf8), Array($1.utf8)) }

    /// A British ending and its American spelling: `ending` followed by one of `followers` becomes
    /// `replacement` followed by it, when `applies` accepts the word up to and with `ending`
    /// ("honour" of "honourable").
    private struct EndingRule: Sendable {
        let ending: [UInt8]
        let replacement: [UInt8]
        /// Longest first, so that "ers" is tried before "s".
        let followers: [[UInt8]]
        let applies: @Sendable ([UInt8]) -> Bool

        init(_ ending: String, _ replacement: String, before followers: [String], if applies: @escaping @Sendable ([UInt8]) -> Bool) {
            self.ending = Array(ending.utf8)
            self.replacement = Array(replacement.utf8)
            self.followers = followers.map { Array($0.utf8) }.sorted { $0.count > $1.count }
            self.applies = applies
        }

        /// The word spelled the American way, or nil when the rule does not apply to it.
        func apply(to word: [UInt8]) -> [UInt8]? {
            for follower in followers where word.count >= ending.count + follower.count
                && word.suffix(follower.count).elementsEqual(follower)
                && word.dropLast(follower.count).suffix(ending.count).elementsEqual(ending)
            {
                let base = Array(word.dropLast(follower.count))
                guard applies(base) else { return nil }
                return base.dropLast(ending.count) + replacement + follower
            }
            return nil
        }
    }

    private static let endingRules: [EndingRule] = [
        EndingRule("our", "or", before: ["", "s", "ed", "ing", "able", "ably", "ful", "less", "ite", "ites", "er", "ers"]) {
            $0.count >= 5 && !americanOur.contains($0)
        },
        EndingRule("re", "er", before: ["", "s", "d"]) { base in
            base.count >= 5 && [UInt8(ascii: "t"), UInt8(ascii: "b")].contains(base[base.count - 3])
        },
        EndingRule("is", "iz", before: ["e", "es", "ed", "ing", "er", "ers", "ation", "ations"]) { $0.count >= 5 },
        EndingRule("ys", "yz", before: ["e", "es", "ed", "ing"]) { $0.count >= 5 },
    ]

    /// Words ending in "our" that American English spells so too.
    private static let americanOur: Set<[UInt8]> = Set([
        "flour", "detour", "contour", "devour", "scour", "amour", "paramour", "velour", "troubadour", "tambour", "glamour",
    ].map { Array($0.utf8) })
}

/// Roots of an index's words already stemmed, by word number (`WordPostings.wordsSharingRoot`).
final class RootMemo: Sendable {
    private let roots = Mutex<[Int: [UInt8]]>([:])

    /// The root of word `number`, `word`; empty for a word without one.
    func root(of number: Int, _ word: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        if let known = roots.withLock({ $0[number] }) { return known }
        let root = EnglishRoot.of(word) ?? []
        roots.withLock { $0[number] = root }
        return root
    }
}
