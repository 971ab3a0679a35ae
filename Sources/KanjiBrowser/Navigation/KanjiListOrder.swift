import KanjiDictionary

/// The study orders of the All list, cycled with `o`: the dictionary's own order (by frequency in
/// the dictionaries kanji-list makes), JLPT N5 to N1, school grade, stroke count, radical. Each
/// order after the first keeps the dictionary's order among kanji it ranks alike, so the most used
/// come first within a level, a grade, a count or a radical; kanji the order has no value for
/// come last. Its raw value is what the log and the state file say.
public enum KanjiListOrder: String, CaseIterable, Equatable, Sendable {
    case frequency
    case jlpt
    case grade
    case strokes
    case radical

    /// The order `o` moves to, the first again after the last.
    var next: KanjiListOrder {
        Self.allCases.drop { $0 != self }.dropFirst().first ?? .frequency
    }

    /// The order in words, short enough for the header at 40 columns: "by JLPT N5→N1".
    func describe(_ facts: KanjiFacts) -> String {
        switch self {
        case .frequency: Self.isByFrequency(facts) ? "by frequency" : "in file order"
        case .jlpt: "by JLPT N5→N1"
        case .grade: "by grade"
        case .strokes: "by strokes"
        case .radical: "by radical"
        }
    }

    /// The file-order indices of the kanji whose numbers are `facts` (in the dictionary's order),
    /// in this order: sorted from the numbers alone, so no entry is decoded.
    func sorted(_ facts: KanjiFacts) -> [Int] {
        guard self != .frequency else { return Array(facts.indices) }
        let keys = facts.map(key(of:))
        // Ties broken by index, so that kanji of equal keys keep the dictionary's order.
        return keys.indices.sorted { left, right in
            let (a, b) = (keys[left], keys[right])
            return a != b ? a.lexicographicallyPrecedes(b) : left < right
        }
    }

    /// What the list shows before each kanji in this order: its level, grade, count or radical
    /// (the frequency rank in the dictionary's order is drawn by the list itself).
    func label(of kanji: KanjiEntry) -> String? {
        switch self {
        case .frequency: nil
        case .jlpt: kanji.jlptLevel.map { "N\($0)" } ?? "–"
        case .grade: kanji.grade.map { "g\($0)" } ?? "–"
        case .strokes: kanji.strokes.map { "\($0)s" } ?? "–"
        case .radical: kanji.radical.map { "r\($0)" } ?? "–"
        }
    }

    /// The sort key: missing values last (`Int.max`). JLPT levels count down (N5 is 5).
    private func key(of kanji: KanjiFacts.Row) -> [Int] {
        let last = Int.max
        switch self {
        case .frequency: return []
        case .jlpt: return [kanji.jlptLevel.map { 5 - $0 } ?? last]
        case .grade: return [kanji.grade ?? last]
        case .strokes: return [kanji.strokes ?? last]
        case .radical: return [kanji.radical ?? last, kanji.strokes ?? last]
        }
    }

    /// Ranked kanji first, ranks never decreasing; unranked ones after.
    static func isByFrequency(_ kanji: some Sequence<KanjiFacts.Row>) -> Bool {
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
