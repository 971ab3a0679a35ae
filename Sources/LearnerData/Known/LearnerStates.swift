import SpacedRepetition

/// Every word's and kanji's state, derived from the review log's schedule and the learner's
/// marks: a mark wins; else a card with a stability of at least 21 days is known, any other
/// reviewed card learning; else a word whose first sense is a particle, copula, auxiliary or
/// name is ignored, and the rest new.
public struct LearnerStates: Equatable, Sendable {
    /// Reviewed cards known by their stability.
    public private(set) var knownByReviews: Set<StudySubject> = []
    /// Reviewed cards not known yet.
    public private(set) var learning: Set<StudySubject> = []
    public private(set) var marks: [StudySubject: KnownMark]

    public init(schedule: ReviewSchedule? = nil, marks: [StudySubject: KnownMark] = [:]) {
        self.marks = marks
        for (subject, card) in schedule?.cards ?? [:] {
            if (card.stability ?? 0) >= WordState.knownStability {
                knownByReviews.insert(subject)
            } else {
                learning.insert(subject)
            }
        }
    }

    /// `subject`'s state; `ignoredByNature` says the dictionary calls it a particle or a name.
    public func state(of subject: StudySubject, ignoredByNature: Bool = false) -> WordState {
        switch marks[subject] {
        case .known: return .known
        case .ignored: return .ignored
        case .unknown: return learning.contains(subject) || knownByReviews.contains(subject) ? .learning : .new
        case nil: break
        }
        if knownByReviews.contains(subject) { return .known }
        if learning.contains(subject) { return .learning }
        return ignoredByNature ? .ignored : .new
    }

    /// The mark K sets: unknown for a known word (cleared where the reviews do not call it
    /// known), known for any other (cleared where the reviews already do).
    public func toggledMark(of subject: StudySubject, ignoredByNature: Bool = false) -> KnownMark? {
        let byReviews = knownByReviews.contains(subject)
        if state(of: subject, ignoredByNature: ignoredByNature) == .known { return byReviews ? .unknown : nil }
        return byReviews ? nil : .known
    }
}
