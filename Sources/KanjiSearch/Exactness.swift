/// How closely a result matches, the first key of the ranking.
enum Exactness: Int, Comparable, Sendable {
    case exact, prefix, contained

    static func < (left: Exactness, right: Exactness) -> Bool { left.rawValue < right.rawValue }
}

/// Which part of the query found a result.
public enum MatchKind: String, Sendable, CaseIterable {
    case kanji, reading, romaji, meaning, filter

    /// Among results as exact as each other: what was typed literally before what was inferred
    /// (English before the romaji reading of the same letters).
    var precedence: Int {
        switch self {
        case .kanji: 0
        case .reading: 1
        case .meaning: 2
        case .romaji: 3
        case .filter: 4
        }
    }

    static let byPrecedence = MatchKind.allCases.sorted { $0.precedence < $1.precedence }
}

/// How one entry matched: its best match over its readings and meanings. `position` is which
/// reading or meaning matched (a word whose first sense is "to eat" before one whose fifth is),
/// or for a kanji of written text its place in the text.
struct Match: Comparable {
    let exactness: Exactness
    let kind: MatchKind
    let position: Int

    static func < (left: Match, right: Match) -> Bool {
        (left.exactness, left.kind.precedence, left.position) < (right.exactness, right.kind.precedence, right.position)
    }

    static func == (left: Match, right: Match) -> Bool { !(left < right) && !(right < left) }

    /// The better of the two.
    static func best(_ current: Match?, _ candidate: Match?) -> Match? {
        guard let candidate else { return current }
        guard let current else { return candidate }
        return candidate < current ? candidate : current
    }
}
