/// The details screen's stroke order: the kanji's strokes up to the current step in braille
/// beside its fields, the current stroke bold and the earlier ones dim, "stroke 2/4 · s next"
/// below. Shown only where it fits whole; a kanji without strokes has none.
enum StrokeOrderRenderer {
    /// Columns of the diagram (its rows are half as many).
    static let diagramWidth = 16
    /// The fields keep at least this many columns beside it.
    static let fieldsWidth = 46

    /// The diagram's rows and its caption's.
    static let rows = (diagramWidth + 1) / 2 + 1

    /// Whether the kanji has strokes and the terminal is wide enough for them beside the fields.
    static func fits(_ screen: KanjiDetailScreen, width: Int) -> Bool {
        !screen.kanji.strokePaths.isEmpty && width >= fieldsWidth + diagramWidth + 2
    }

    /// Where the panel's top-left corner goes between rows `top` and `bottom` (exclusive), or nil
    /// when the kanji has no strokes or the panel does not fit.
    static func place(_ screen: KanjiDetailScreen, top: Int, bottom: Int, width: Int) -> (row: Int, column: Int)? {
        guard fits(screen, width: width), bottom - top >= rows else { return nil }
        return (top, width - diagramWidth - 1)
    }

    static func draw(_ screen: KanjiDetailScreen, at place: (row: Int, column: Int), into frame: inout Frame) {
        let diagram = StrokeDiagram(paths: screen.kanji.strokePaths, count: screen.strokeStep, width: diagramWidth)
        for (line, cells) in diagram.rows.enumerated() {
            for (offset, cell) in cells.enumerated() where cell.character != " " {
                let style: TextStyle = cell.isCurrent ? .bold : (cell.isNumber ? .normal : .dim)
                frame.write(String(cell.character), row: place.row + line, column: place.column + offset, style: style)
            }
        }
        frame.write("stroke \(screen.strokeStep)/\(screen.kanji.strokePaths.count) · s", row: place.row + diagram.rows.count,
                    column: place.column, style: .dim, maxWidth: diagramWidth)
    }
}
