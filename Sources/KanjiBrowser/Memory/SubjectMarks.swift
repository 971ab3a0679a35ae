import LearnerData

/// What the screens mark beside a kanji or word: whether it is bookmarked (★), and what the
/// learner knows of it (new, learning, known, ignored) where the browser shows word states.
struct SubjectMarks: ExpressibleByArrayLiteral {
    var bookmarked: Set<StudySubject>
    var knowledge: WordKnowledge?

    init(bookmarked: Set<StudySubject>, knowledge: WordKnowledge? = nil) {
        self.bookmarked = bookmarked
        self.knowledge = knowledge
    }

    /// Bookmarks alone, no states: what a test or a replay marks.
    init(arrayLiteral subjects: StudySubject...) {
        self.init(bookmarked: Set(subjects))
    }

    /// Whether `subject` is bookmarked.
    func contains(_ subject: StudySubject) -> Bool {
        bookmarked.contains(subject)
    }

    /// What the learner knows of `subject`; nil where states are not shown or not kept.
    func state(of subject: StudySubject) -> WordState? {
        guard let knowledge, knowledge.tracksTheLearner else { return nil }
        return knowledge.state(of: subject)
    }
}
