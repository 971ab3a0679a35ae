import KanjiDictionary

/// Says in words how the All list is sorted, so the header can tell the user.
enum KanjiOrder {
    static func describe(_ kanji: [KanjiEntry]) -> String {
        isByFrequency(kanji) ? "by frequency" : "in file order"
    }

    /// Ranked kanji first, ranks never decreasing; unranked ones after.
    static func isByFrequency(_ kanji: [KanjiEntry]) -> Bool {
        var previous = 0
        var seenUnranked = false
        var seenRanked = false
        for entry in kanji {
            guard let rank = entry.frequency else {
                seenUnranked = true
                continue
            }
            if seenUnranked || rank < previous { return false }
            previous = rank
            seenRanked = true
        }
        return seenRanked
    }
}
