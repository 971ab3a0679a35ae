import KanjiDictionary

/// What the index keeps of each word, so that most matches are ranked and filtered without
/// decoding it, in one number: whether it is a name (bit 20), whether it is read as written (bit
/// 19: a kana word, with no readings of its own), its JLPT level (bits 16-18, 0 for none), its priority
/// (`Ranking.priority`, bits 8-13), common (bit 7) and its length in characters (bits 0-6). Written
/// and read only here.
struct WordFacts: Equatable {
    let bits: UInt32

    init(bits: UInt32) {
        self.bits = bits
    }

    init(_ word: WordText) {
        let priority = UInt32(min(Ranking.priority(rank: word.rank, common: word.common, zipf: word.zipf), 63))
        bits = (word.isName ? 1 << 20 : 0) | (word.readingCount == 0 ? 1 << 19 : 0) | UInt32(word.jlptLevel ?? 0) << 16 | priority << 8 | (word.common ? 0x80 : 0) | UInt32(min(word.word.scalarCount, 127))
    }

    var level: Int? {
        let level = Int((bits >> 16) & 0x7)
        return level == 0 ? nil : level
    }

    /// A kana word, whose written forms are its readings: an exact match may be the query itself
    /// (`Match.literal`), which only its text tells.
    var readAsWritten: Bool { bits & (1 << 19) != 0 }
    /// JMnedict's name, found only by what names are found by (`Match.findsName`).
    var isName: Bool { bits & (1 << 20) != 0 }
    var priority: Int { Int((bits >> 8) & 0x3F) }
    var common: Bool { bits & 0x80 != 0 }
    var length: Int { Int(bits & 0x7F) }
}
