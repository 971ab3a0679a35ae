import KanjiDictionary
import LearnerData

/// Draws a word's page (`WordPage`) from the screen's first row in view, the cursor's kanji or
/// sentence marked.
enum WordRenderer {
    static func draw(_ screen: WordScreen, into frame: inout Frame, layout: Layout, marks: SubjectMarks) {
        let page = screen.page(layout)
        let top = screen.firstRow(of: page, height: layout.bodyHeight)
        let rows = Array(page.rows.dropFirst(top).prefix(layout.bodyHeight))
        for (offset, line) in rows.enumerated() {
            let y = layout.bodyTop + offset
            if let position = line.position, position < screen.items.count {
                KanjiRowRenderer.draw(screen.items[position], row: y, column: 1, into: &frame, marks: marks)
            } else if let highlight = line.highlight {
                frame.write(line.text, highlighting: highlight, row: y, column: 1, style: line.style, maxWidth: frame.width - 2)
            } else {
                let end = frame.write(line.text, row: y, column: 1, style: line.style, maxWidth: frame.width - 2)
                let trailingSpaces = line.text.reversed().prefix { $0 == " " }.count
                if top + offset == 0 { drawMarks(.word(screen.word), marks: marks, row: y, column: end - trailingSpaces, into: &frame) }
            }
            guard line.position == screen.cursor.index else { continue }
            if offset == 0 || rows[offset - 1].position != line.position {
                CursorMark.draw(row: y, into: &frame)
            } else {
                frame.paint(row: y, style: .selected)
            }
        }
    }

    /// The word's bookmark and state after its heading, the page's first row.
    private static func drawMarks(_ word: StudySubject, marks: SubjectMarks, row: Int, column: Int, into frame: inout Frame) {
        let end = marks.contains(word) ? BookmarkMark.draw(word, marks: marks, row: row, column: column + 1, into: &frame) : column
        LearnerStateMark.draw(word, marks: marks, row: row, column: end, into: &frame)
    }
}
