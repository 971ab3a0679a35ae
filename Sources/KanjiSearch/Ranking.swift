import KanjiDictionary

/// The order of results as one integer per result, so that tens of thousands sort in a few
/// milliseconds: the more exact first, what was typed literally before what was inferred (and
/// kanji of written text in its order); then the most used words (rank, else common) and frequent kanji; then an earlier
/// reading or sense; then shorter; then file order, so the same query always gives the same order.
/// The entry's index is in the low bits: the first key of an entry is its best match.
enum Ranking {
    /// A word's place by use: its rank when the dictionary has one (JMdict's priority tags, 1-52),
    /// then common words, then the rest.
    static func priority(rank: Int?, common: Bool) -> Int { rank ?? (common ? 53 : 54) }

    static func wordKey(_ match: Match, priority: Int, length: Int, index: Int) -> UInt64 {
        var key = field(0, match.exactness.rawValue, bits: 2)
        key = field(key, match.kind.precedence, bits: 3)
        key = field(key, priority, bits: 6)
        key = field(key, match.position, bits: 6)
        key = field(key, length, bits: 7)
        return field(key, index, bits: 24)
    }

    static func kanjiKey(_ match: Match, kanji: KanjiEntry, index: Int) -> UInt64 {
        var key = field(0, match.exactness.rawValue, bits: 2)
        key = field(key, match.kind.precedence, bits: 3)
        key = field(key, match.kind == .kanji ? match.position : 0, bits: 6)
        key = field(key, kanji.frequency ?? Int.max, bits: 12)
        key = field(key, match.position, bits: 6)
        key = field(key, kanji.strokes ?? Int.max, bits: 7)
        return field(key, index, bits: 20)
    }

    /// The words in key order, each once (its best match).
    static func wordHits(_ keys: inout [UInt64], wordCount: Int) -> [WordHit] {
        hits(&keys, indexBits: 24, kindShift: 43, count: wordCount) { WordHit(wordIndex: $0, match: $1) }
    }

    static func kanjiHits(_ keys: inout [UInt64], kanji: [KanjiEntry]) -> [KanjiHit] {
        hits(&keys, indexBits: 20, kindShift: 51, count: kanji.count) { KanjiHit(kanji: kanji[$0], match: $1) }
    }

    private static func hits<Hit>(
        _ keys: inout [UInt64], indexBits: UInt64, kindShift: UInt64, count: Int, _ make: (Int, MatchKind) -> Hit
    ) -> [Hit] {
        keys.sort()
        var seen = [UInt64](repeating: 0, count: count / 64 + 1)
        var hits: [Hit] = []
        hits.reserveCapacity(keys.count)
        for key in keys {
            let index = Int(key & ((1 << indexBits) - 1))
            let bit: UInt64 = 1 << UInt64(index % 64)
            guard seen[index / 64] & bit == 0 else { continue }
            seen[index / 64] |= bit
            hits.append(make(index, MatchKind.byPrecedence[Int((key >> kindShift) & 0b111)]))
        }
        return hits
    }

    /// `key` with `value`, clamped to `bits` bits, added below it.
    private static func field(_ key: UInt64, _ value: Int, bits: UInt64) -> UInt64 {
        key << bits | UInt64(min(max(value, 0), (1 << Int(bits)) - 1))
    }
}
