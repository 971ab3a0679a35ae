import LearnerData

/// Draws the writing pad: the canvas on the left (dim corners and centre guides, the strokes in
/// braille with their numbers, the newest in bold), the candidates on the right, numbered for the
/// keys 1–9, and below them what the pad needs the user to know (no mouse events yet, zinnia missing).
enum WritingPadRenderer {
    static func draw(_ screen: WritingPadScreen, into frame: inout Frame, layout: Layout, marks: SubjectMarks) {
        let canvas = WritingPadScreen.canvas(layout)
        drawGuides(canvas, into: &frame)
        let diagram = StrokeDiagram(strokes: screen.shownStrokes, width: canvas.width)
        for (line, cells) in diagram.rows.enumerated() where line < canvas.height {
            for (offset, cell) in cells.enumerated() where cell.character != " " {
                frame.write(String(cell.character), row: canvas.row + line, column: canvas.column + offset,
                            style: cell.isCurrent ? .bold : (cell.isNumber ? .dim : .normal))
            }
        }
        let left = canvas.column + canvas.width
        for row in 0..<layout.bodyHeight {
            frame.write("│", row: layout.bodyTop + row, column: left, style: .dim)
        }
        drawCandidates(screen, column: left + 1, into: &frame, layout: layout, marks: marks)
    }

    /// Corners and a dotted cross through the middle, as on squared writing paper.
    private static func drawGuides(_ canvas: CanvasArea, into frame: inout Frame) {
        let (right, bottom) = (canvas.column + canvas.width - 1, canvas.row + canvas.height - 1)
        for (text, row, column) in [("┌", canvas.row, canvas.column), ("┐", canvas.row, right), ("└", bottom, canvas.column), ("┘", bottom, right)] {
            frame.write(text, row: row, column: column, style: .dim)
        }
        let (middleRow, middleColumn) = (canvas.row + canvas.height / 2, canvas.column + canvas.width / 2)
        for column in stride(from: canvas.column + 2, to: right - 1, by: 2) {
            frame.write("·", row: middleRow, column: column, style: .dim)
        }
        for row in (canvas.row + 1)..<max(canvas.row + 1, bottom) where row != middleRow {
            frame.write("·", row: row, column: middleColumn, style: .dim)
        }
    }

    private static func drawCandidates(_ screen: WritingPadScreen, column: Int, into frame: inout Frame, layout: Layout,
                                       marks: SubjectMarks) {
        let width = layout.width - column
        var row = layout.bodyTop
        let bottom = layout.bodyTop + layout.bodyHeight
        for (index, candidate) in screen.candidates.enumerated() where row < bottom {
            let isCursor = index == screen.cursor.index
            let style: TextStyle = isCursor ? .selected : .normal
            frame.write(isCursor ? ">" : " ", row: row, column: column, style: style)
            frame.write(index < 9 ? "\(index + 1)" : " ", row: row, column: column + 1, style: isCursor ? .selected : .dim)
            frame.write(String(candidate.character), row: row, column: column + 3, style: isCursor ? .selected : .bold)
            BookmarkMark.draw(.kanji(candidate.character), marks: marks, row: row, column: column + 5, into: &frame)
            let meaning = screen.store.kanji(for: candidate.character)?.meanings.first ?? ""
            frame.write(meaning, row: row, column: column + 7, style: style, maxWidth: max(0, width - 7))
            if isCursor { frame.write(" ", row: row, column: column + 6, style: .selected) }
            row += 1
        }
        if row > layout.bodyTop { row += 1 }
        for (index, note) in notes(screen).enumerated() {
            for line in TextWidth.wrapped(note, width: max(1, width - 1)) where row < bottom {
                frame.write(line, row: row, column: column + 1, style: index == 0 && screen.candidates.isEmpty ? .normal : .dim)
                row += 1
            }
        }
    }

    /// What to tell the user beside the candidates, most useful first.
    private static func notes(_ screen: WritingPadScreen) -> [String] {
        var notes: [String] = []
        if screen.shownStrokes.isEmpty {
            notes.append("Draw in the box: drag with the left mouse button.")
        }
        if !screen.sawMouse {
            // Said until the first event: a terminal that reports no mouse cannot draw.
            notes.append("No mouse event yet (tmux: set -g mouse on).")
        }
        if screen.awaitingRecognizer {
            notes.append("Preparing the recogniser…")
        }
        if let missing = screen.zinniaMissing {
            notes.append("Without zinnia: \(missing); kanji-list's own recogniser works alone.")
        }
        if let unreadable = screen.unreadableStrokes {
            notes.append("Not recognised: \(unreadable).")
        }
        return notes
    }
}
