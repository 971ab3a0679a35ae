/// How well the learner recalled a card, FSRS's four grades (their raw values are the ones FSRS,
/// py-fsrs and Anki's review log use).
public enum Rating: Int, Sendable, CaseIterable, Comparable {
    case again = 1, hard, good, easy

    public var name: String {
        switch self {
        case .again: "Again"
        case .hard: "Hard"
        case .good: "Good"
        case .easy: "Easy"
        }
    }

    public static func < (lhs: Rating, rhs: Rating) -> Bool { lhs.rawValue < rhs.rawValue }
}
