import LearnerData
import Segmentation

/// Where each character of a text's segments goes when the text is wrapped at a width: a word
/// that does not fit on what is left of a row starts the next row, with the closing punctuation
/// after it (。 and 」 never start a row), when it fits on a row; a longer one is cut where a
/// character does not fit (a wide one counts two columns). A line break starts a new row, and
/// control characters take the width of their escaped form (`\u001B`), as the frame shows them.
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
            let unit = ReadLayout.unitWidth(segments, from: index)
            if column > 0, let unit, column + unit > width, unit <= width {
                rows.append([])
                column = 0
            }
            for character in segment.text {
                if character == "\n" || character == "\r\n" {
                    rows.append([])
                    column = 0
                    continue
                }
                let shown = ReadLayout.shown(character)
                let cellWidth = TextWidth.of(shown)
                if column + cellWidth > width, column > 0 {
                    // Closing punctuation takes the character before it (and any closing marks
                    // between) to the new row rather than start it.
                    var carried: [Cell] = []
                    if ReadLayout.closing.contains(character) {
                        let row = rows[rows.count - 1]
                        let marks = row.reversed().prefix { $0.text.count == 1 && ReadLayout.closing.contains($0.text.first!) }.count
                        if row.count > marks + 1 { carried = Array(row.suffix(marks + 1)) }
                        rows[rows.count - 1].removeLast(carried.count)
                    }
                    rows.append([])
                    column = 0
                    for var cell in carried {
                        cell.column = column
                        rows[rows.count - 1].append(cell)
                        column += TextWidth.of(cell.text)
                        // A segment carried whole now starts on the new row.
                        let old = rows.count - 2
                        if cell.segment == index {
                            if first == old, !rows[old].contains(where: { $0.segment == index }) { first = old + 1 }
                        } else if firstRow[cell.segment] == old, !rows[old].contains(where: { $0.segment == cell.segment }) {
                            firstRow[cell.segment] = old + 1
                        }
                    }
                }
                if first == nil { first = rows.count - 1 }
                rows[rows.count - 1].append(Cell(segment: index, text: shown, column: column))
                column += cellWidth
            }
            firstRow.append(first ?? rows.count - 1)
        }
    }

    /// A character as the frame shows it: a tab as a space, a control character escaped.
    private static func shown(_ character: Character) -> String {
        character == "\t" ? " " : ControlCharacters.escaped(String(character))
    }

    /// Punctuation that closes what precedes it and so never starts a row, and punctuation that
    /// opens what follows and so never ends one.
    private static let closing = Set("。、，．！？!?,.)）」』】〕〉》”’…・")
    private static let opening = Set("(（「『【〔〈《“‘")

    /// The columns segment `index` takes with the closing punctuation right after it (and, for
    /// opening punctuation, the word it opens); nil for a segment with a line break in it, or
    /// one that is itself closing punctuation (kept with the word before it).
    private static func unitWidth(_ segments: [Segment], from index: Int) -> Int? {
        let segment = segments[index]
        guard !segment.text.contains(where: \.isNewline), !isClosing(segment) else { return nil }
        var width = segment.text.reduce(0) { $0 + TextWidth.of(shown($1)) }
        if segment.kind == .punctuation, segment.text.allSatisfy(opening.contains), index + 1 < segments.count {
            return width + (unitWidth(segments, from: index + 1) ?? 0)
        }
        var next = index + 1
        while next < segments.count, isClosing(segments[next]) {
            width += segments[next].text.reduce(0) { $0 + TextWidth.of(shown($1)) }
            next += 1
        }
        return width
    }

    private static func isClosing(_ segment: Segment) -> Bool {
        segment.kind == .punctuation && segment.text.allSatisfy(closing.contains)
    }

    /// The segment `stopsOn` accepts on the row `rows` below (or above) the given one's first row,
    /// nearest its column, or on the next row beyond that has one (a line of punctuation alone is
    /// passed over, never landed on); nil at the first or last row.
    func segment(beside index: Int, rows offset: Int, where stopsOn: (Int) -> Bool) -> Int? {
        guard firstRow.indices.contains(index) else { return nil }
        let column = rows[firstRow[index]].first { $0.segment == index }?.column ?? 0
        var row = firstRow[index] + offset
        while rows.indices.contains(row) {
            let candidates = rows[row].filter { cell in !cell.text.allSatisfy(\.isWhitespace) && stopsOn(cell.segment) }
            if let nearest = candidates.min(by: { abs($0.column - column) < abs($1.column - column) }) { return nearest.segment }
            row += offset
        }
        return nil
    }
}
