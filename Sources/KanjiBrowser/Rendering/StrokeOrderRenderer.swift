/// The details screen's stroke order: the kanji's strokes up to the current step in braille, the
/// current stroke bold and the earlier ones dim, "stroke 2/4 · s" below. Beside the fields where it
/// fits whole; on a smaller terminal, smaller, on the details page above the words
/// (``KanjiDetailRenderer/DetailsPage``). A kanji without strokes has none.
enum StrokeOrderRenderer {
    /// Columns of the diagram beside the fields (its rows are half as many).
    static let diagramWidth = 16
    /// The smallest diagram drawn: 8 × 4 cells, 16 × 16 dots.
    static let smallestDiagramWidth = 8
    /// The fields keep at least this many columns beside it.
    static let fieldsWidth = 46

    /// The diagram's rows and its caption's, beside the fields.
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
        let panel = Panel(screen, diagramWidth: diagramWidth)
        for line in 0..<panel.rowCount { panel.draw(line: line, row: place.row + line, column: place.column, into: &frame) }
    }

    /// The widest diagram whose rows and caption fit in `height` rows and `width` columns, at most
    /// the one beside the fields; nil when even the smallest does not.
    static func diagramWidth(fittingHeight height: Int, width: Int) -> Int? {
        let widest = min(diagramWidth, (height - 1) * 2, width - 2)
        return widest >= smallestDiagramWidth ? widest : nil
    }

    /// The diagram at one width and its caption, drawn a row at a time so that a page scrolled
    /// past part of it still draws the rest.
    struct Panel {
        let diagram: StrokeDiagram
        let caption: String
        /// The caption's columns at most: the diagram's beside the fields, the page's on it.
        let captionWidth: Int

        init(_ screen: KanjiDetailScreen, diagramWidth: Int, captionWidth: Int? = nil) {
            diagram = StrokeDiagram(paths: screen.kanji.strokePaths, count: screen.strokeStep, width: diagramWidth)
            caption = "stroke \(screen.strokeStep)/\(screen.kanji.strokePaths.count) · s"
            self.captionWidth = captionWidth ?? diagramWidth
        }

        var rowCount: Int { diagram.rows.count + 1 }

        func draw(line: Int, row: Int, column: Int, into frame: inout Frame) {
            guard line < diagram.rows.count else {
                frame.write(caption, row: row, column: column, style: .dim, maxWidth: captionWidth)
                return
            }
            for (offset, cell) in diagram.rows[line].enumerated() where cell.character != " " {
                let style: TextStyle = cell.isCurrent ? .bold : (cell.isNumber ? .normal : .dim)
                frame.write(String(cell.character), row: row, column: column + offset, style: style)
            }
        }
    }
}
