import KanjiDictionary

/// A kanji's strokes drawn as text: braille cells, each 2 × 4 dots, so a 16 × 8 grid of cells is
/// a 32 × 32 dot square (terminal cells are about twice as tall as wide). Each drawn stroke's
/// number sits in a free cell beside where the brush starts; the last drawn stroke is the
/// current one, which a screen may highlight.
public struct StrokeDiagram: Equatable, Sendable {
    public struct Cell: Equatable, Sendable {
        public var character: Character
        /// Part of the current (last drawn) stroke or its number.
        public var isCurrent: Bool
        /// A stroke number's digit.
        public var isNumber: Bool
    }

    public let rows: [[Cell]]

    /// The diagram of the first `count` strokes of `paths` in a grid `width` cells wide (height is
    /// half of it, rounded up). Paths KanjiVG's commands cannot describe are left out, keeping
    /// their numbers; `unreadable(_:)` names them.
    public init(paths: [String], count: Int? = nil, width: Int = 16) {
        let drawn = min(paths.count, max(0, count ?? paths.count))
        let strokes: [[StrokePath.Point]?] = paths.prefix(drawn).map { path in
            guard case .success(let stroke) = Self.read(path) else { return nil }
            return stroke.points.map { StrokePath.Point(x: $0.x / StrokePath.boxSize, y: $0.y / StrokePath.boxSize) }
        }
        self.init(strokes: strokes, width: width)
    }

    /// The paths KanjiVG's commands cannot describe, by number (from 1), each with why: a damaged
    /// or foreign dictionary file's (the importer writes none). The kanji's fields and
    /// `kanji-list strokes` name them, so a diagram missing a stroke says why.
    public static func unreadable(_ paths: [String]) -> [(number: Int, problem: StrokePath.SyntaxError)] {
        paths.enumerated().compactMap { index, path in
            guard case .failure(let problem) = read(path) else { return nil }
            return (index + 1, problem)
        }
    }

    private static func read(_ path: String) -> Result<StrokePath, StrokePath.SyntaxError> {
        Result { () throws(StrokePath.SyntaxError) in try StrokePath(data: path) }
    }

    /// The diagram of strokes given as points in a box from 0 to 1 (a drawing on the writing
    /// pad), each in order; a nil stroke is left out but keeps its number.
    public init(strokes: [[StrokePath.Point]?], width: Int) {
        let columns = max(2, width)
        let lines = max(1, (columns + 1) / 2)
        let drawn = strokes.count
        let dotsWide = columns * 2, dotsHigh = lines * 4
        var dots = [[UInt8]](repeating: [UInt8](repeating: 0, count: columns), count: lines)
        var current = [[Bool]](repeating: [Bool](repeating: false, count: columns), count: lines)
        // Clamped before it becomes an Int, which a point far off the grid could not.
        func dot(_ point: StrokePath.Point) -> (x: Int, y: Int) {
            func clamped(_ value: Double, _ dots: Int) -> Int {
                let scaled = (value * Double(dots)).rounded(.down)
                return scaled.isNaN ? 0 : Int(min(max(scaled, 0), Double(dots - 1)))
            }
            return (clamped(point.x, dotsWide), clamped(point.y, dotsHigh))
        }
        for (index, stroke) in strokes.enumerated() {
            guard let stroke else { continue }
            let isCurrent = index == drawn - 1
            // A single point (a tap) is a dot.
            for (from, to) in zip(stroke, stroke.count == 1 ? stroke : Array(stroke.dropFirst())) {
                let start = dot(from), end = dot(to)
                // One dot per step of the longer axis: at most dotsWide + dotsHigh steps.
                let steps = max(abs(end.x - start.x), abs(end.y - start.y), 1)
                for step in 0...steps {
                    let x = start.x + (end.x - start.x) * step / steps
                    let y = start.y + (end.y - start.y) * step / steps
                    dots[y / 4][x / 2] |= Self.brailleBit(column: x % 2, row: y % 4)
                    if isCurrent { current[y / 4][x / 2] = true }
                }
            }
        }
        var rows = (0..<lines).map { line in
            (0..<columns).map { column in
                let bits = dots[line][column]
                let character = bits == 0 ? " " : Character(Unicode.Scalar(0x2800 + UInt32(bits)) ?? " ")
                return Cell(character: character, isCurrent: current[line][column], isNumber: false)
            }
        }
        var taken = Set<Int>()
        for (index, stroke) in strokes.enumerated() {
            guard let start = stroke?.first else { continue }
            let digits = Array(String(index + 1))
            let position = dot(start)
            let place = Self.numberPlace(
                near: (line: position.y / 4, column: position.x / 2), length: digits.count, lines: lines, columns: columns,
                isFree: { line, column in dots[line][column] == 0 && !taken.contains(line * columns + column) },
                isNumber: { line, column in taken.contains(line * columns + column) })
            for (offset, digit) in digits.enumerated() {
                rows[place.line][place.column + offset] = Cell(character: digit, isCurrent: index == drawn - 1, isNumber: true)
                taken.insert(place.line * columns + place.column + offset)
            }
        }
        self.rows = rows
    }

    /// The diagram as lines of text.
    public var lines: [String] {
        rows.map { String($0.map(\.character)) }
    }

    /// Where a stroke's number goes: the first free spot beside the stroke's start (left, above,
    /// above left, below left, right, above right), else the nearest free spot farther out, else
    /// just left of the start; always inside the grid.
    private static func numberPlace(
        near start: (line: Int, column: Int), length: Int, lines: Int, columns: Int,
        isFree: (Int, Int) -> Bool, isNumber: (Int, Int) -> Bool
    ) -> (line: Int, column: Int) {
        // Free, and not touching another number, which would read as one.
        func fits(_ line: Int, _ column: Int) -> Bool {
            line >= 0 && line < lines && column >= 0 && column + length <= columns
                && (column..<(column + length)).allSatisfy { isFree(line, $0) }
                && !isNumber(line, column - 1) && !isNumber(line, column + length)
        }
        let beside = [(0, -length), (-1, 0), (-1, -length), (1, -length), (0, 1), (-1, 1)]
        for (lineOffset, columnOffset) in beside where fits(start.line + lineOffset, start.column + columnOffset) {
            return (start.line + lineOffset, start.column + columnOffset)
        }
        for radius in 2...max(2, lines + columns) {
            for lineOffset in -radius...radius {
                for columnOffset in (-radius - length)...radius where fits(start.line + lineOffset, start.column + columnOffset) {
                    return (start.line + lineOffset, start.column + columnOffset)
                }
            }
        }
        return (start.line, max(0, min(start.column - length, columns - length)))
    }

    /// The bit of a braille cell's dot at `column` (0–1), `row` (0–3), as Unicode numbers them.
    private static func brailleBit(column: Int, row: Int) -> UInt8 {
        let bits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
        return bits[column][row]
    }
}
