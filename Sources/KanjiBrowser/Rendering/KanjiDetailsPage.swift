import LearnerData

/// A kanji's details whole, a row after another: its character, every field with its value wrapped
/// to the width, then its stroke order as large as the view holds. A terminal too small to show them
/// beside the kanji's words (40x12) has this page above the words: ↑ from the first word scrolls
/// onto it, ↓ past its end back to the words (``KanjiDetailScreen``).
struct KanjiDetailsPage {
    enum Row: Equatable {
        case character
        /// A field's label (on its value's first row only) and a row of its value.
        case field(label: String, text: String)
        case blank
        /// A row of the stroke order: the diagram's, then its caption.
        case strokes(Int)
    }

    let rows: [Row]
    let panel: StrokeOrderRenderer.Panel?
    /// The stroke order's first row; nil for a kanji without strokes.
    let strokesRow: Int?

    init(_ screen: KanjiDetailScreen, layout: Layout) {
        var rows: [Row] = [.character]
        let valueWidth = max(1, layout.width - KanjiDetailRenderer.labelWidth - 2)
        for (label, value) in KanjiDetailRenderer.fields(of: screen.kanji) {
            for (index, line) in TextWidth.wrapped(value, width: valueWidth).enumerated() {
                rows.append(.field(label: index == 0 ? label : "", text: line))
            }
        }
        if !screen.kanji.strokePaths.isEmpty,
           let width = StrokeOrderRenderer.diagramWidth(fittingHeight: layout.bodyHeight, width: layout.width) {
            let panel = StrokeOrderRenderer.Panel(screen, diagramWidth: width, captionWidth: layout.width - 2)
            rows.append(.blank)
            strokesRow = rows.count
            rows += (0..<panel.rowCount).map(Row.strokes)
            self.panel = panel
        } else {
            strokesRow = nil
            panel = nil
        }
        self.rows = rows
    }

    /// The last first row: the page's end at the view's bottom.
    func lastTop(height: Int) -> Int { max(0, rows.count - height) }

    /// Whether a view of `height` rows from `top` shows the whole stroke order.
    func showsStrokes(top: Int, height: Int) -> Bool {
        guard let strokesRow, let panel else { return false }
        return strokesRow >= top && strokesRow + panel.rowCount <= top + height
    }

    /// The first row of a view that shows the whole stroke order (at its bottom), else the page's end.
    func topShowingStrokes(height: Int) -> Int {
        guard let strokesRow, let panel else { return lastTop(height: height) }
        return min(max(0, strokesRow + panel.rowCount - height), lastTop(height: height))
    }

    func draw(_ screen: KanjiDetailScreen, top: Int, into frame: inout Frame, layout: Layout, marks: SubjectMarks) {
        let first = min(top, lastTop(height: layout.bodyHeight))
        for (offset, row) in rows.dropFirst(first).prefix(layout.bodyHeight).enumerated() {
            let y = layout.bodyTop + offset
            switch row {
            case .character:
                let end = frame.write(" " + String(screen.kanji.character), row: y, column: 0, style: .bold)
                let markEnd = BookmarkMark.draw(.kanji(screen.kanji.character), marks: marks, row: y, column: end, into: &frame)
                LearnerStateMark.draw(.kanji(screen.kanji.character), marks: marks, row: y, column: markEnd, into: &frame)
            case .field(let label, let text):
                frame.write(" " + label, row: y, column: 0, style: .dim)
                frame.write(text, row: y, column: KanjiDetailRenderer.labelWidth + 1)
            case .blank:
                break
            case .strokes(let line):
                panel?.draw(line: line, row: y, column: 1, into: &frame)
            }
        }
    }
}
