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
}
