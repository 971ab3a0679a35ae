import CSimdjsonBridge

/// The learner's order of the words containing a kanji (``KanjiStore/words(containing:)``): by
/// JLPT N-level (N5 first, words of no level last: a learner's own words first), then by Zipf
/// frequency (wordfreq's: how often today's Japanese uses the word, the most used first, words
/// without one after), then by rank (JMdict's newspaper bands: ranked words first, the most used
/// first), then common words before the others, shorter words before longer ones (the kanji
/// alone, then its compounds), and otherwise in file order. The bridge sorts each kanji's words
/// by the key this gives each word, once, when a file is scanned; an image keeps that order.
enum KanjiWordOrder {
    /// Ranks beyond this order the same as it (the importer's ranks end at 52).
    static let lowestRank = 62
    /// Words of this many characters or more are ordered among themselves by file order alone.
    static let longestRankedWord = 16

    /// One key a word, the smallest first, from what the scan recorded of each word.
    static func keys(_ facts: kl_word_facts) -> [UInt64] {
        let level = facts.numbers(kl_word_jlpt_level)
        let zipf = facts.numbers(kl_word_zipf)
        let rank = facts.numbers(kl_word_rank)
        let highestZipf = UInt64(kl_word_zipf.description.maximum)
        return (0..<facts.count).map { word in
            let levelClass = level.map { $0[word] == kl_no_number ? 5 : 5 - UInt64($0[word]) } ?? 5
            let zipfClass = zipf.map { $0[word] == kl_no_number ? highestZipf : highestZipf - UInt64($0[word]) } ?? highestZipf
            let rankClass = rank.map { $0[word] == kl_no_number ? UInt64(lowestRank) : UInt64(min($0[word], Int64(lowestRank)) - 1) }
                ?? UInt64(lowestRank)
            let uncommon: UInt64 = facts.common?[word] != 0 ? 0 : 1
            let length = UInt64(min(Int(facts.characters?[word] ?? 0), longestRankedWord))
            // Each part in bits of its own, the first the most significant.
            return levelClass << 40 | zipfClass << 24 | rankClass << 16 | uncommon << 8 | length
        }
    }
}

extension kl_word_facts {
    /// The recorded values of a number field, kl_no_number where a word has none.
    func numbers(_ field: kl_word_field) -> UnsafePointer<Int64>? {
        withUnsafeBytes(of: numbers) { $0.load(fromByteOffset: Int(field.rawValue) * MemoryLayout<UnsafePointer<Int64>?>.stride, as: UnsafePointer<Int64>?.self) }
    }
}
