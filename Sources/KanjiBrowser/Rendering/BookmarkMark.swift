import LearnerData

/// The bookmark's mark, "★" right after a kanji or word in every list that shows one.
enum BookmarkMark {
    static let symbol = "★"

    /// Returns the column after the mark, or `column` where there is none.
    @discardableResult
    static func draw(_ subject: StudySubject, marks: SubjectMarks, row: Int, column: Int, into frame: inout Frame) -> Int {
        guard marks.contains(subject) else { return column }
        return frame.write(symbol, row: row, column: column, style: .bold)
    }
}
