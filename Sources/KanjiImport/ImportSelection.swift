import KanjiDictionary

/// Which kanji the importer keeps and the order the All screen lists them in.
public enum ImportSelection {
    /// Whether the kanji has a school grade, a JLPT level or a frequency rank: the ones a learner
    /// meets, kept by `--ranked-kanji-only` for the bundled dictionary.
    public static func isRanked(_ kanji: KanjiEntry) -> Bool {
        kanji.grade != nil || kanji.jlpt != nil || kanji.frequency != nil
    }

    /// By frequency rank, then grade, then stroke count, each with the kanji lacking it after those
    /// that have it, then in file order, so the most useful kanji come first and the order is total.
    public static func ordered(_ kanji: [KanjiEntry]) -> [KanjiEntry] {
        kanji.enumerated().sorted { left, right in
            let l = left.element, r = right.element
            if let order = ascending(l.frequency, r.frequency) { return order }
            if let order = ascending(l.grade, r.grade) { return order }
            if let order = ascending(l.strokes, r.strokes) { return order }
            return left.offset < right.offset
        }.map(\.element)
    }

    /// Whether `left` sorts first, nil when they tie; a missing value sorts last.
    private static func ascending(_ left: Int?, _ right: Int?) -> Bool? {
        switch (left, right) {
        case let (l?, r?): l == r ? nil : l < r
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): nil
        }
    }
}
