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
        var text = String(decoding: word, as: UTF8.self)
        if text.hasPrefix("grey") { text = "gray" + text.dropFirst(4) }
        for (british, american) in [("defenc", "defens"), ("offenc", "offens"), ("licenc", "licens"), ("pretenc", "pretens")]
        where text.hasPrefix(british) {
            text = american + text.dropFirst(british.count)
        }
        text = text.replacing("our", by: "or", before: ["", "s", "ed", "ing", "able", "ably", "ful", "less", "ite", "ites", "er", "ers"]) {
            $0.count >= 5 && !americanOur.contains($0)
        }
        text = text.replacing("re", by: "er", before: ["", "s", "d"]) { $0.count >= 5 && ($0.hasSuffix("tre") || $0.hasSuffix("bre")) }
        text = text.replacing("is", by: "iz", before: ["e", "es", "ed", "ing", "er", "ers", "ation", "ations"]) { $0.count >= 5 }
        text = text.replacing("ys", by: "yz", before: ["e", "es", "ed", "ing"]) { $0.count >= 5 }
        if text.hasSuffix("ogue") && text.count >= 7 { text = String(text.dropLast(2)) }
        if let range = text.range(of: "llment") { text.replaceSubrange(range, with: "lment") }
        return Array(text.utf8)
    }

    /// Words ending in "our" that American English spells so too.
    private static let americanOur: Set<String> = [
        "flour", "detour", "contour", "devour", "scour", "amour", "paramour", "velour", "troubadour", "tambour", "glamour",
    ]
}

extension String {
    /// The string with `ending` followed by one of `followers` (the longest that fits) spelled
    /// `replacement`, if `applies` accepts the word up to and with `ending` ("honour" of
    /// "honourable"); else unchanged.
    fileprivate func replacing(_ ending: String, by replacement: String, before followers: [String], if applies: (String) -> Bool) -> String {
        for follower in followers.sorted(by: { $0.count > $1.count }) where hasSuffix(ending + follower) {
            let base = String(dropLast(follower.count))
            guard applies(base) else { return self }
            return base.dropLast(ending.count) + replacement + follower
        }
        return self
    }
}
