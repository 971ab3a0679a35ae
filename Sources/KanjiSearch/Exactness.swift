/// How closely a result matches, the first key of the ranking: the query itself, then a word the
/// query is an inflection of (食べた → 食べる), then a gloss that is the query in words of the same
/// roots ("honest" for `honesty`), then what begins with the query, is the romaji with long vowels
/// put back, has it inside, or has all its English words apart, then what has them only in words
/// of the same roots, then only in words of related meaning, then what has only some of them.
enum Exactness: Int, Comparable, Sendable {
    case exact, inflected
    /// A gloss that is the English query with a word of the same root in place of one of its words
    /// ("honest" for `honesty`, "perfect" for `perfection`, "odor" for `odour`; `EnglishRoot`).
    case sameRoot
    case prefix
    /// A reading that is the romaji with long vowels put back that a learner left out (ryori:
    /// りょうり), after what begins with the romaji as typed.
    case longVowelsAdded
    case contained
    /// Every English word of the query, but not in a row (`meeting room` in "waiting room; meeting").
    case scattered
    /// A gloss that begins with the query in a word of the same root ("flat-iron" for `flatness`),
    /// then one that has all its words, one of them only in a word of the same root, but is not
    /// the query ("repair work" for `repairing`). Kept apart, as the postings keep a prefix apart
    /// from a word inside, so that an entry's best gloss is the same whether the index or a
    /// one-off scan finds it.
    case sameRootPrefix, sameRootInside
    /// A gloss that is a word of related meaning to the one-word query ("tomb" for `grave`), that
    /// begins with one, or has one elsewhere (`RelatedWords`), as the postings tell them apart.
    case relatedWhole, relatedPrefix
    case related
    /// Some of the English query's words, not all (`PartialEnglish`).
    case partial

    /// The band of a match that needed a word of the same root for one of its words.
    var byRoot: Exactness {
        switch self {
        case .exact, .inflected: .sameRoot
        case .prefix: .sameRootPrefix
        default: .sameRootInside
        }
    }

    /// Whether the match is loose: it needed another word of the same root or of a related
    /// meaning, or had only some of the query's words.
    var isLoose: Bool {
        switch self {
        case .sameRoot, .sameRootPrefix, .sameRootInside, .relatedWhole, .relatedPrefix, .related, .partial: true
        case .exact, .inflected, .prefix, .longVowelsAdded, .contained, .scattered: false
        }
    }

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
/// reading or sense matched (a word whose first sense is "to eat" before one whose fifth is), or
/// for a kanji of written text its place in the text; `glosses` how many glosses that sense has
/// (図書館's one "library" before 文庫's "library; book collection"). An inflected match says which
/// of the plan's deinflections found it and how many steps that took.
struct Match: Comparable {
    let exactness: Exactness
    let kind: MatchKind
    let position: Int
    var glosses = 1
    var steps = 0
    /// A kana word found by its own written form as typed (the particle を for `を` or `wo`), not
    /// only by a reading it shares (尾 お): the query itself, first among matches as exact.
    var literal = false
    /// The index in `SearchPlan.inflections` of the deinflection that found the word.
    var inflection: Int? = nil

    /// The `position` of a meaning: its sense (at most the eighth), and within it the first gloss
    /// before the others, which JMdict lists after it as nearer meanings (スタイル "style" before
    /// 文章's "sentence; …; style"); a kanji's meaning is a sense of its own.
    /// An entry a query of filters alone lists: every such entry matches alike.
    static let byFilters = Match(exactness: .exact, kind: .filter, position: 0)

    static func meaningPosition(sense: Int, gloss: Int) -> Int { 2 * min(sense, lastSense) + (gloss > 0 ? 1 : 0) }

    /// The last sense `meaningPosition` tells apart; later ones rank alike.
    static let lastSense = 7

    static func < (left: Match, right: Match) -> Bool {
        (left.exactness, left.kind.precedence, left.literal ? 0 : 1, left.steps, left.position, left.glosses)
            < (right.exactness, right.kind.precedence, right.literal ? 0 : 1, right.steps, right.position, right.glosses)
    }

    static func == (left: Match, right: Match) -> Bool { !(left < right) && !(right < left) }

    /// Whether a name (JMnedict's) is found by this match: by its text, reading or English as
    /// typed, never as an inflection (スル is no form of する), by a loose English match (a
    /// related word, a root, some of the words), nor by written text inside it (日本 lists no
    /// 東日本: the index knows a name's written form only among the forms, by its beginning).
    var findsName: Bool {
        inflection == nil && steps == 0 && !exactness.isLoose && (kind != .kanji || exactness <= .prefix)
    }

    /// The better of the two.
    static func best(_ current: Match?, _ candidate: Match?) -> Match? {
        guard let candidate else { return current }
        guard let current else { return candidate }
        return candidate < current ? candidate : current
    }
}
