import LearnerData

/// A kanji's or word's state, " · learning", after its heading on its own page: K changes it.
enum LearnerStateMark {
    @discardableResult
    static func draw(_ subject: StudySubject, marks: SubjectMarks, row: Int, column: Int, into frame: inout Frame) -> Int {
        guard let state = marks.state(of: subject) else { return column }
        return frame.write(" · \(state.rawValue)", row: row, column: column, style: .dim)
    }
}
