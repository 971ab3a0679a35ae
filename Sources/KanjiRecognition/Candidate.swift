/// A kanji a recogniser offers for a drawing, with how sure it is (higher is better; only
/// comparable between candidates of one recogniser's answer).
public struct Candidate: Equatable, Sendable {
    public var character: Character
    public var score: Double

    public init(character: Character, score: Double) {
        self.character = character
        self.score = score
    }
}

/// Anything that ranks kanji for a drawing, best first.
public protocol KanjiRecognizer: Sendable {
    func candidates(for drawing: Drawing, limit: Int) -> [Candidate]
}
