/// Where a card is in its life: taking its first short steps, reviewed at intervals of days, or
/// taking short steps again after a lapse. The raw values are py-fsrs's.
public enum CardState: Int, Sendable, CaseIterable {
    case learning = 1, review, relearning

    public var name: String {
        switch self {
        case .learning: "learning"
        case .review: "review"
        case .relearning: "relearning"
        }
    }

    public init?(name: String) {
        guard let state = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = state
    }
}
