import KanjiRecognition

/// Where the writing pad's canvas is on the screen, in cells: a square to the eye, so twice as
/// many columns as rows (a cell is about twice as tall as wide).
struct CanvasArea: Equatable, Sendable {
    var column: Int
    var row: Int
    var width: Int
    var height: Int

    /// The largest canvas of `rows` rows (and twice as many columns) that fits `columns`.
    init(column: Int, row: Int, fittingColumns columns: Int, rows: Int) {
        let height = max(1, min(rows, columns / 2))
        self.init(column: column, row: row, width: 2 * height, height: height)
    }

    init(column: Int, row: Int, width: Int, height: Int) {
        self.column = column
        self.row = row
        self.width = max(1, width)
        self.height = max(1, height)
    }

    func contains(_ event: MouseEvent) -> Bool {
        event.column >= Double(column) && event.column < Double(column + width)
            && event.row >= Double(row) && event.row < Double(row + height)
    }

    /// Where the event is in the canvas's box from 0 to 1; outside the canvas, the nearest point of its edge.
    func point(for event: MouseEvent) -> Drawing.Point {
        Drawing.Point(
            x: min(max((event.column - Double(column)) / Double(width), 0), 1),
            y: min(max((event.row - Double(row)) / Double(height), 0), 1))
    }
}
