import LearnerData

/// The bookmark's mark, "★" right after a kanji or word in every list that shows one.
enum BookmarkMark {
    static let symbol = "★"

    static func draw(_ subject: StudySubject, marks: Set<StudySubject>, row: Int, column: Int, into frame: inout Frame) {
        guard marks.contains(subject) else { return }
        frame.write(symbol, row: row, column: column, style: .bold)
    }
}
