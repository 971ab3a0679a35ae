import LearnerData

/// Draws the history and bookmarks screens: the kanji or word, its bookmark mark, what it means,
/// and when, one row each.
enum StudyListRenderer {
    static func draw(_ list: StudyList, empty: String, into frame: inout Frame, layout: Layout, marks: SubjectMarks) {
        let height = layout.bodyHeight
        if list.rows.isEmpty {
            frame.write(" " + empty, row: layout.bodyTop, column: 0, style: .dim, maxWidth: frame.width - 2)
            return
        }
        let top = list.cursor.firstVisibleRow(height: height)
        let visible = list.rows[top..<min(list.rows.count, top + height)]
        let textWidth = min(frame.width / 3, visible.map { TextWidth.of($0.subject.text) }.max() ?? 0)
        let whenWidth = visible.map { TextWidth.of($0.when) }.max() ?? 0
        for (offset, row) in visible.enumerated() {
            let y = layout.bodyTop + offset
            let textEnd = frame.write(row.subject.text, row: y, column: 1, style: .bold, maxWidth: textWidth)
            BookmarkMark.draw(row.subject, marks: marks, row: y, column: textEnd, into: &frame)
            let glossColumn = 1 + textWidth + 3
            let whenColumn = frame.width - 1 - whenWidth
            if let gloss = row.gloss {
                frame.write(gloss, row: y, column: glossColumn, maxWidth: whenColumn - glossColumn - 2)
            } else {
                frame.write("not in this dictionary", row: y, column: glossColumn, style: .dim, maxWidth: whenColumn - glossColumn - 2)
            }
            frame.write(row.when, row: y, column: whenColumn, style: .dim)
            if top + offset == list.cursor.index { CursorMark.draw(row: y, into: &frame) }
        }
    }
}
