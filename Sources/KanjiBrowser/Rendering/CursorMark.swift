/// Marks the cursor row twice: a ">" in the first column, readable on monochrome terminals and in
/// text snapshots, and the selected style across the row.
enum CursorMark {
    static let symbol = ">"

    static func draw(row: Int, into frame: inout Frame) {
        frame.write(symbol, row: row, column: 0)
        frame.paint(row: row, style: .selected)
    }
}
