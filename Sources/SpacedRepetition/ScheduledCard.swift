/// A card's memory as FSRS models it after its reviews so far. A card never reviewed is `new`:
/// learning, at step 0, with no stability or difficulty yet (py-fsrs's fresh `Card`).
public struct ScheduledCard: Equatable, Sendable {
    public var state: CardState
    /// The learning or relearning step it is at; nil in review.
    public var step: Int?
    /// Days for the probability of recall to fall to 90%; nil before the first review.
    public var stability: Double?
    /// 1 (easiest) to 10; nil before the first review.
    public var difficulty: Double?
    /// When it should be reviewed next; nil before the first review (a new card is due whenever it is introduced).
    public var due: Instant?
    public var lastReview: Instant?

    public init(state: CardState, step: Int?, stability: Double?, difficulty: Double?, due: Instant?, lastReview: Instant?) {
        self.state = state
        self.step = step
        self.stability = stability
        self.difficulty = difficulty
        self.due = due
        self.lastReview = lastReview
    }

    public static let new = ScheduledCard(state: .learning, step: 0, stability: nil, difficulty: nil, due: nil, lastReview: nil)

    public var isNew: Bool { lastReview == nil }
}
