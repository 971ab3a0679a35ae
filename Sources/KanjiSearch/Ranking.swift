import Deinflection
import KanjiDictionary

/// The order of results as one integer per result, so that tens of thousands sort in a few
/// milliseconds. For words: the more exact first (the query itself, then words it is an
/// inflection of, then prefixes); what was typed literally before what was inferred; a kana word
/// written as the kana typed before words only read so (the particle を, then 尾 お); fewer
/// deinflection steps; an earlier reading or sense (a sense's first gloss before its others); an
/// easier JLPT level (N5 first), when a word has
/// one; the most used (rank, else common, else how often wordfreq finds it written); a sense with fewer glosses; shorter; then file order, so
/// the same query always gives the same order. Kanji: exactness, kind, the place in written text,
/// frequency, reading or meaning, strokes. The entry's index is in the low bits: the first key of
/// an entry is its best match.
enum Ranking {
    /// A word's or name's place by use: its rank when the dictionary has one (JMdict's priority
    /// tags, 1-52), then common words, then the rest by their Zipf frequency (wordfreq's, whole
    /// steps: 8 and over 54, under 1 62), then those wordfreq lacks (63). All of JMdict and the
    /// names hold thousands of rare entries read alike: `tanaka` finds the surname 田中 (Zipf
    /// 4.6) before the surname 棚下, which wordfreq never saw.
    static func priority(rank: Int?, common: Bool, zipf: Int?) -> Int {
        if let rank { return rank }
        if common { return 53 }
        guard let zipf else { return 63 }
        return 62 - min(max(zipf / 100, 0), 8)
    }

    /// The key of a word the search decoded.
    static func wordKey(_ match: Match, word: WordText, index: Int) -> UInt64 {
        wordKey(
            match, isName: word.isName, priority: priority(rank: word.rank, common: word.common, zipf: word.zipf),
            level: word.jlptLevel, length: word.word.scalarCount, index: index)
    }

    /// A word key is, from the top: exactness 4 bits, name 1 (a name after the words matched as
    /// closely, whatever part matched: `hashi` gives 箸 before the surname 梯 whose English is
    /// "Hashi"; the name 田中 still before the word 田中上奏文, which only begins with the query),
    /// kind 3, literal 1 (0 for a literal match), steps 3, position 5, level 3, priority 6, glosses
    /// 2, length 4 (longer words alike), inflection 8 (0 for none), index 23: 63 bits.
    private static let wordKindShift: UInt64 = 1 + 3 + 5 + 3 + 6 + 2 + 4 + 8 + wordIndexBits
    private static let inflectionShift: UInt64 = wordIndexBits
    private static let exactnessShift = wordKindShift + 3 + 1
    /// Room for 8.4 million words and names: JMdict and JMnedict whole are 930,000.
    private static let wordIndexBits: UInt64 = 23

    /// `level` is the word's JLPT level (5 for N5 … 1 for N1), nil without one: a learner meets
    /// N5 words first.
    static func wordKey(_ match: Match, isName: Bool, priority: Int, level: Int?, length: Int, index: Int) -> UInt64 {
        var key = field(0, match.exactness.rawValue, bits: 4)
        key = field(key, isName ? 1 : 0, bits: 1)
        key = field(key, match.kind.precedence, bits: 3)
        key = field(key, match.literal ? 0 : 1, bits: 1)
        key = field(key, match.steps, bits: 3)
        key = field(key, match.position, bits: 5)
        key = field(key, level.map { 5 - $0 } ?? 7, bits: 3)
        key = field(key, priority, bits: 6)
        key = field(key, match.glosses - 1, bits: 2)
        key = field(key, length, bits: 4)
        key = field(key, match.inflection.map { $0 + 1 } ?? 0, bits: 8)
        return field(key, index, bits: wordIndexBits)
    }

    /// Whether the words are listed first: the best word matched in a better band than every kanji
    /// (`to eat`: 食べる's "to eat" exactly, 食's "eat" only as the start of it), or a word's whole
    /// reading is the kana or romaji typed (`を`: the particle, not the 250 kanji read お; `hashi`:
    /// 箸 the word before 箸 the kanji), as a learner looking a reading up wants the word. Each
    /// list's keys are sorted, the best first.
    static func wordsLead(kanjiKeys: [UInt64], wordKeys: [UInt64]) -> Bool {
        guard let kanji = kanjiKeys.first, let word = wordKeys.first else { return false }
        let wordBand = word >> exactnessShift, kanjiBand = kanji >> kanjiExactnessShift
        guard wordBand == kanjiBand else { return wordBand < kanjiBand }
        let kind = MatchKind.byPrecedence[Int((word >> wordKindShift) & 0b111)]
        return wordBand == UInt64(Exactness.exact.rawValue) && (kind == .reading || kind == .romaji)
    }

    /// A kanji key is, from the top: exactness 3 bits, kind 3, place in written text 6, frequency
    /// 12, position 6, strokes 7, index 20: 57 bits.
    private static let kanjiExactnessShift: UInt64 = 3 + 6 + 12 + 6 + 7 + 20

    static func kanjiKey(_ match: Match, kanji: KanjiEntry, index: Int) -> UInt64 {
        var key = field(0, match.exactness.rawValue, bits: 3)
        key = field(key, match.kind.precedence, bits: 3)
        key = field(key, match.kind == .kanji ? match.position : 0, bits: 6)
        key = field(key, kanji.frequency ?? Int.max, bits: 12)
        key = field(key, match.position, bits: 6)
        key = field(key, kanji.strokes ?? Int.max, bits: 7)
        return field(key, index, bits: 20)
    }

    /// The words in key order, each once (its best match), with the deinflection that found an
    /// inflected one (from `inflections`, the plan's).
    static func wordHits(_ keys: inout [UInt64], wordCount: Int, inflections: [Deinflection]) -> [WordHit] {
        hits(&keys, indexBits: wordIndexBits, kindShift: wordKindShift, count: wordCount) { index, kind, key in
            let inflection = Int((key >> inflectionShift) & 0xFF) - 1
            let english: EnglishMatch? = switch Exactness(rawValue: Int(key >> exactnessShift)) {
            case .sameRoot?, .sameRootPrefix?, .sameRootInside?: .sameRoot
            case .relatedWhole?, .relatedPrefix?, .related?: .related
            case .partial?: .partial
            default: nil
            }
            return WordHit(
                wordIndex: index, match: kind, inflection: inflections.indices.contains(inflection) ? inflections[inflection] : nil,
                english: kind == .meaning ? english : nil)
        }
    }

    static func kanjiHits(_ keys: inout [UInt64], store: KanjiStore) -> [KanjiHit] {
        hits(&keys, indexBits: 20, kindShift: 51, count: store.kanjiCount) { index, kind, _ in
            KanjiHit(kanji: store.kanji(at: index), match: kind)
        }
    }

    private static func hits<Hit>(
        _ keys: inout [UInt64], indexBits: UInt64, kindShift: UInt64, count: Int, _ make: (Int, MatchKind, UInt64) -> Hit
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
            hits.append(make(index, MatchKind.byPrecedence[Int((key >> kindShift) & 0b111)], key))
        }
        return hits
    }

    /// `key` with `value`, clamped to `bits` bits, added below it.
    private static func field(_ key: UInt64, _ value: Int, bits: UInt64) -> UInt64 {
        key << bits | UInt64(min(max(value, 0), (1 << Int(bits)) - 1))
    }
}
