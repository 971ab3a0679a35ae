/// What an FSRS-6 scheduler is set up with. The defaults are FSRS-6's published parameters and
/// py-fsrs 6.3.2's defaults (desired retention 0.9, learning steps 1 and 10 minutes, a relearning
/// step of 10 minutes, at most 36,500 days), without fuzz: the schedule is rebuilt from the review
/// log every time it is read, so a card's due date must follow from its reviews alone.
public struct SchedulerParameters: Equatable, Sendable {
    /// FSRS-6's 21 weights, w0…w20, as trained on srs-benchmark (py-fsrs's DEFAULT_PARAMETERS).
    public static let defaultWeights: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]

    /// 21 weights, each within py-fsrs's bounds (not checked: they are not read from outside).
    public var weights: [Double]
    public var desiredRetention: Double
    /// In milliseconds.
    public var learningSteps: [Int64]
    /// In milliseconds.
    public var relearningSteps: [Int64]
    public var maximumInterval: Int

    public init(
        weights: [Double] = Self.defaultWeights,
        desiredRetention: Double = 0.9,
        learningSteps: [Int64] = [60_000, 600_000],
        relearningSteps: [Int64] = [600_000],
        maximumInterval: Int = 36_500
    ) {
        self.weights = weights
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumInterval = maximumInterval
    }
}
