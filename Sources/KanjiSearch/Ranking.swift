import KanjiDictionary

/// The order of results: the more exact first; then what was typed literally before what was
/// inferred; then common words and frequent kanji; then shorter; then file order, so the same
/// query always gives the same order.
enum Ranking {
    struct RankedKanji {
        let hit: KanjiHit
        let key: (Int, Int, Int, Int, Int, Int)
    }

    struct RankedWord {
        let hit: WordHit
        let key: (Int, Int, Int, Int, Int)
    }

    static func rank(_ kanji: KanjiEntry, index: Int, _ match: (Exactness, MatchKind, position: Int)) -> RankedKanji {
        RankedKanji(
            hit: KanjiHit(kanji: kanji, match: match.1),
            key: (match.0.rawValue, match.1.precedence, match.position, kanji.frequency ?? Int.max, kanji.strokes ?? Int.max, index))
    }

    static func rank(_ word: WordText, index: Int, _ match: (Exactness, MatchKind)) -> RankedWord {
        RankedWord(
            hit: WordHit(wordIndex: index, match: match.1),
            key: (match.0.rawValue, match.1.precedence, word.common ? 0 : 1, word.word.scalarCount, index))
    }

    static func sorted(_ kanji: [RankedKanji]) -> [KanjiHit] { kanji.sorted { $0.key < $1.key }.map(\.hit) }

    static func sorted(_ words: [RankedWord]) -> [WordHit] { words.sorted { $0.key < $1.key }.map(\.hit) }
}
