import LearnerData

/// Draws the component picker: the grid of components on the left (stroke counts as labels, the
/// cursor as "›", picked components in the selected style, hopeless ones dim), the matching kanji
/// on the right.
enum ComponentPickerRenderer {
    static func draw(_ screen: ComponentPickerScreen, into frame: inout Frame, layout: Layout, marks: SubjectMarks) {
        guard !screen.components.isEmpty else {
            let lines = ["This dictionary has no components.", "Import one with them:",
                         "kanji-list import --kradfile KRADFILE …"]
            for (offset, line) in lines.enumerated() where offset < layout.bodyHeight {
                frame.write(" " + line, row: layout.bodyTop + offset, column: 0, style: offset == 0 ? .bold : .normal)
            }
            return
        }
        drawGrid(screen, into: &frame, layout: layout)
        drawResults(screen, into: &frame, layout: layout, marks: marks)
    }

    private static func drawGrid(_ screen: ComponentPickerScreen, into frame: inout Frame, layout: Layout) {
        let grid = ComponentPickerScreen.grid(screen.components, layout: layout)
        let cursorRow = (grid.cellIndex(ofComponent: screen.gridCursor) ?? 0) / grid.columns
        let top = max(0, cursorRow - layout.bodyHeight + 1)
        for (index, cell) in grid.cells.enumerated() {
            let row = index / grid.columns - top
            guard row >= 0, row < layout.bodyHeight else { continue }
            let y = layout.bodyTop + row
            let x = 1 + (index % grid.columns) * ComponentGrid.cellWidth
            switch cell {
            case .label(let label):
                frame.write(String(repeating: " ", count: max(0, 2 - label.count)) + label, row: y, column: x + 1, style: .bar)
            case .component(let number):
                let component = screen.components[number]
                let style: TextStyle = screen.isSelected(component) ? .selected : screen.isDimmed(component) ? .dim : .normal
                if number == screen.gridCursor {
                    frame.write(screen.focus == .grid ? "›" : "·", row: y, column: x, style: .bold)
                }
                frame.write(ComponentShape.shown(component.text), row: y, column: x + 1, style: style, maxWidth: 2)
            }
        }
    }

    private static func drawResults(_ screen: ComponentPickerScreen, into frame: inout Frame, layout: Layout,
                                    marks: SubjectMarks) {
        let left = ComponentPickerScreen.gridWidth(layout)
        let width = layout.width - left
        let top = screen.results.firstVisibleRow(height: layout.bodyHeight)
        for row in 0..<layout.bodyHeight {
            let y = layout.bodyTop + row
            frame.write("│", row: y, column: left, style: .dim)
            let index = top + row
            guard index < screen.matches.count else { continue }
            let kanji = screen.matches[index]
            let isCursor = screen.focus == .results && index == screen.results.index
            let style: TextStyle = isCursor ? .selected : .normal
            frame.write(isCursor ? ">" : " ", row: y, column: left + 1, style: style)
            frame.write(String(kanji.character), row: y, column: left + 2, style: isCursor ? .selected : .bold)
            BookmarkMark.draw(.kanji(kanji.character), marks: marks, row: y, column: left + 4, into: &frame)
            frame.write(kanji.meanings.first ?? "—", row: y, column: left + 6, style: style, maxWidth: max(0, width - 7))
        }
    }
}
