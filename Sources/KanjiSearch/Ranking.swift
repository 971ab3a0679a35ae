import KanjiDictionary

/// The order of results: the more exact first, what was typed literally before what was inferred
/// (and kanji of written text in its order); then common words and frequent kanji; then an earlier
/// reading or sense; then shorter; then file order, so the same query always gives the same order.
enum Ranking {
    struct RankedKanji {
        let hit: KanjiHit
        let key: [Int]
    }

    struct RankedWord {
        let hit: WordHit
        let key: (Int, Int, Int, Int, Int, Int)
    }

    static func rank(_ kanji: KanjiEntry, index: Int, _ match: Match) -> RankedKanji {
        RankedKanji(
            hit: KanjiHit(kanji: kanji, match: match.kind),
            key: [match.exactness.rawValue, match.kind.precedence, match.kind == .kanji ? match.position : 0,
                  kanji.frequency ?? Int.max, match.position, kanji.strokes ?? Int.max, index])
    }

    static func rank(_ word: WordText, index: Int, _ match: Match) -> RankedWord {
        RankedWord(
            hit: WordHit(wordIndex: index, match: match.kind),
            key: (match.exactness.rawValue, match.kind.precedence, word.common ? 0 : 1, match.position,
                  word.word.scalarCount, index))
    }

    static func sorted(_ kanji: [RankedKanji]) -> [KanjiHit] {
        kanji.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.hit)
    }

    static func sorted(_ words: [RankedWord]) -> [WordHit] { words.sorted { $0.key < $1.key }.map(\.hit) }
}
