/// The project's recogniser and zinnia together: each's best candidates, scored by both. The
/// own recogniser knows every kanji of the dictionary and forgives stroke order; zinnia knows how
/// people really write. A kanji only one of them offers gets the other's worst score among its
/// candidates.
public struct CombinedRecognizer: KanjiRecognizer {
    public let own: StrokeMatchRecognizer
    public let zinnia: ZinniaRecognizer
    /// What one unit of zinnia's score is worth against one unit of the own recogniser's.
    public var zinniaWeight: Double
    /// Tuned on the benchmark's tuning seed only.
    public static let standardZinniaWeight = 0.01
    /// How many candidates each is asked for.
    public var depth: Int

    public init(own: StrokeMatchRecognizer, zinnia: ZinniaRecognizer, zinniaWeight: Double = CombinedRecognizer.standardZinniaWeight, depth: Int = 50) {
        self.own = own
        self.zinnia = zinnia
        self.zinniaWeight = zinniaWeight
        self.depth = depth
    }

    public func candidates(for drawing: Drawing, limit: Int) -> [Candidate] {
        let mine = own.candidates(for: drawing, limit: max(depth, limit))
        guard !mine.isEmpty else { return [] }
        // zinnia's model has kana and kanji the dictionary lacks; only the own recogniser's kanji can be opened.
        let theirs = zinnia.candidates(for: drawing, limit: max(depth, limit)).filter { own.knows($0.character) }
        let ownScores = Dictionary(mine.map { ($0.character, $0.score) }, uniquingKeysWith: max)
        let zinniaScores = Dictionary(theirs.map { ($0.character, $0.score) }, uniquingKeysWith: max)
        let ownFloor = mine.map(\.score).min() ?? 0
        let zinniaFloor = theirs.map(\.score).min() ?? 0
        let characters = mine.map(\.character) + theirs.map(\.character).filter { ownScores[$0] == nil }
        let combined = characters.map { character in
            Candidate(character: character,
                      score: (ownScores[character] ?? ownFloor) + zinniaWeight * (zinniaScores[character] ?? zinniaFloor))
        }
        return Array(combined.sorted { $0.score > $1.score }.prefix(limit))
    }
}
