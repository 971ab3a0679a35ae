import Foundation

/// FSRS-6: a card's next stability, difficulty and due date from its rating. Written to give what
/// py-fsrs 6.3.2 (the reference, MIT) gives with fuzzing off, operation for operation: the same
/// formulas in the same order (`pow(e, x)` where it writes `math.e ** x`), whole days counted as
/// `timedelta.days` counts them (rounded down), intervals rounded half to even as Python's
/// `round` does. Tests hold it to py-fsrs's own output (scripts/fsrs-golden).
public struct Scheduler: Sendable {
    public let parameters: SchedulerParameters
    private let decay: Double
    private let factor: Double

    public init(_ parameters: SchedulerParameters = SchedulerParameters()) {
        self.parameters = parameters
        decay = -parameters.weights[20]
        factor = pow(0.9, 1 / decay) - 1
    }

    private var w: [Double] { parameters.weights }

    /// The probability of recalling the card at `time`, by the forgetting curve; 0 before any review.
    public func retrievability(of card: ScheduledCard, at time: Instant) -> Double {
        guard let lastReview = card.lastReview, let stability = card.stability else { return 0 }
        let elapsedDays = max(0, time.wholeDays(since: lastReview))
        return pow(1 + factor * Double(elapsedDays) / stability, decay)
    }

    /// The card after being rated `rating` at `time` (py-fsrs's `Scheduler.review_card`).
    public func review(_ card: ScheduledCard, rating: Rating, at time: Instant) -> ScheduledCard {
        var next = card
        let daysSinceLastReview = card.lastReview.map { time.wholeDays(since: $0) }
        let sameDay = daysSinceLastReview.map { $0 < 1 } ?? false
        let interval: Int64

        switch card.state {
        case .learning, .relearning:
            if let stability = card.stability, let difficulty = card.difficulty {
                next.stability = sameDay
                    ? shortTermStability(stability, rating)
                    : nextStability(difficulty: difficulty, stability: stability,
                                    retrievability: retrievability(of: card, at: time), rating: rating)
                next.difficulty = nextDifficulty(difficulty, rating)
            } else {
                // Only a learning card can have neither: it has never been reviewed.
                next.stability = initialStability(rating)
                next.difficulty = clampDifficulty(initialDifficulty(rating))
            }
            let steps = card.state == .learning ? parameters.learningSteps : parameters.relearningSteps
            interval = stepInterval(&next, steps: steps, step: card.step ?? 0, rating: rating)
        case .review:
            let stability = card.stability ?? parameters.weights[0]
            let difficulty = card.difficulty ?? 5
            next.stability = sameDay
                ? shortTermStability(stability, rating)
                : nextStability(difficulty: difficulty, stability: stability,
                                retrievability: retrievability(of: card, at: time), rating: rating)
            next.difficulty = nextDifficulty(difficulty, rating)
            if rating == .again, let firstStep = parameters.relearningSteps.first {
                next.state = .relearning
                next.step = 0
                interval = firstStep
            } else {
                interval = days(nextInterval(next.stability ?? 0))
            }
        }
        next.due = time.adding(milliseconds: interval)
        next.lastReview = time
        return next
    }

    /// The next interval of a learning or relearning card, moving it along `steps` or into review.
    private func stepInterval(_ card: inout ScheduledCard, steps: [Int64], step: Int, rating: Rating) -> Int64 {
        let graduates = steps.isEmpty || (step >= steps.count && rating != .again)
            || rating == .easy || (rating == .good && step + 1 == steps.count)
        if graduates {
            card.state = .review
            card.step = nil
            return days(nextInterval(card.stability ?? 0))
        }
        switch rating {
        case .again:
            card.step = 0
            return steps[0]
        case .hard:
            if step == 0 && steps.count == 1 { return halfEven(Double(steps[0]) * 1.5) }
            if step == 0 { return halfEven(Double(steps[0] + steps[1]) / 2) }
            return steps[step]
        case .good, .easy:
            card.step = step + 1
            return steps[step + 1]
        }
    }

    private func days(_ count: Int) -> Int64 { Int64(count) * Instant.millisecondsPerDay }

    private func halfEven(_ milliseconds: Double) -> Int64 { Int64(milliseconds.rounded(.toNearestOrEven)) }

    /// Whole days for the desired retention, at least 1 and at most the maximum.
    func nextInterval(_ stability: Double) -> Int {
        let interval = (stability / factor) * (pow(parameters.desiredRetention, 1 / decay) - 1)
        return min(max(Int(interval.rounded(.toNearestOrEven)), 1), parameters.maximumInterval)
    }

    private func initialStability(_ rating: Rating) -> Double {
        clampStability(w[rating.rawValue - 1])
    }

    private func initialDifficulty(_ rating: Rating) -> Double {
        w[4] - pow(M_E, w[5] * Double(rating.rawValue - 1)) + 1
    }

    private func shortTermStability(_ stability: Double, _ rating: Rating) -> Double {
        var increase = pow(M_E, w[17] * (Double(rating.rawValue) - 3 + w[18])) * pow(stability, -w[19])
        if rating != .again { increase = max(increase, 1.0) }
        return clampStability(stability * increase)
    }

    private func nextDifficulty(_ difficulty: Double, _ rating: Rating) -> Double {
        let easyDifficulty = initialDifficulty(.easy)
        let delta = -(w[6] * Double(rating.rawValue - 3))
        let damped = difficulty + (10.0 - difficulty) * delta / 9.0
        return clampDifficulty(w[7] * easyDifficulty + (1 - w[7]) * damped)
    }

    private func nextStability(difficulty: Double, stability: Double, retrievability: Double, rating: Rating) -> Double {
        if rating == .again {
            let longTerm = w[11] * pow(difficulty, -w[12]) * (pow(stability + 1, w[13]) - 1)
                * pow(M_E, (1 - retrievability) * w[14])
            let shortTerm = stability / pow(M_E, w[17] * w[18])
            return clampStability(min(longTerm, shortTerm))
        }
        let hardPenalty = rating == .hard ? w[15] : 1
        let easyBonus = rating == .easy ? w[16] : 1
        return clampStability(stability * (1 + pow(M_E, w[8]) * (11 - difficulty) * pow(stability, -w[9])
            * (pow(M_E, (1 - retrievability) * w[10]) - 1) * hardPenalty * easyBonus))
    }

    private func clampStability(_ stability: Double) -> Double { max(stability, 0.001) }

    private func clampDifficulty(_ difficulty: Double) -> Double { min(max(difficulty, 1.0), 10.0) }
}
