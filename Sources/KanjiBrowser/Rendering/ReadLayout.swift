import Segmentation

/// Where each character of a text's segments goes when the text is wrapped at a width: a
/// character that does not fit goes to the next row (a wide one counts two columns), a line
/// break starts a new row, and control characters take the width of their escaped form
/// (`\u001B`), as the frame shows them.
struct ReadLayout {
    struct Cell {
        var segment: Int
        var text: String
        var column: Int
    }

    private(set) var rows: [[Cell]] = [[]]
    /// The row of each segment's first character.
    private(set) var firstRow: [Int] = []

    init(segments: [Segment], width: Int) {
        let width = max(1, width)
        var column = 0
        for (index, segment) in segments.enumerated() {
            var first: Int?
            for character in segment.text {
                if character == "\n" || character == "\r\n" {
                    rows.append([])
                    column = 0
                    continue
                }
                let shown = character == "\t" ? " " : ControlCharacters.escaped(String(character))
                let cellWidth = TextWidth.of(shown)
                if column + cellWidth > width, column > 0 {
                    rows.append([])
                    column = 0
                }
                if first == nil { first = rows.count - 1 }
                rows[rows.count - 1].append(Cell(segment: index, text: shown, column: column))
                column += cellWidth
            }
            firstRow.append(first ?? rows.count - 1)
        }
    }

    /// The segment on the row `rows` below (or above) the given one's first row, nearest its
    /// column; nil at the first or last row.
    func segment(beside index: Int, rows offset: Int) -> Int? {
        guard firstRow.indices.contains(index) else { return nil }
        let row = firstRow[index] + offset
        guard rows.indices.contains(row) else { return nil }
        let column = rows[firstRow[index]].first { $0.segment == index }?.column ?? 0
        let candidates = rows[row].filter { cell in !cell.text.allSatisfy(\.isWhitespace) }
        return candidates.min { abs($0.column - column) < abs($1.column - column) }?.segment
    }
}
