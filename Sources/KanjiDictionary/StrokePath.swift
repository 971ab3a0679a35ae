/// One stroke of KanjiVG: SVG path data in KanjiVG's 109×109 box, flattened to a line of points.
/// Only the commands KanjiVG uses are read (moveto, curveto and smooth curveto, absolute and
/// relative: M m C c S s); anything else is refused, so a stroke is drawn as KanjiVG means it or
/// not at all. So is a point (control points too) far outside the box, which no drawing of
/// KanjiVG's has and which a grid of cells could not hold.
public struct StrokePath: Equatable, Sendable {
    public struct Point: Equatable, Sendable {
        public var x: Double
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// KanjiVG draws every kanji in a square of this side.
    public static let boxSize = 109.0
    /// Where a point may lie: the box with a margin of a whole box on every side, for control
    /// points that curve outside it (KanjiVG's stay within a few units of it).
    public static let allowedRange = -boxSize...(2 * boxSize)
    /// Points per cubic segment: enough for curves a terminal cell grid cannot tell from smooth.
    static let segmentSteps = 12

    /// The stroke as a line through these points, from where the brush starts.
    public var points: [Point]

    /// Why path data could not be read: the offending character and where.
    public struct SyntaxError: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    public init(data: String) throws(SyntaxError) {
        var scanner = PathScanner(Array(data.utf8))
        var points: [Point] = []
        var current = Point(x: 0, y: 0)
        var lastControl: Point?
        var command: UInt8?
        while let next = try scanner.commandOrNumber() {
            if case .command(let letter) = next { command = letter }
            guard let letter = command else { throw SyntaxError(message: "a number where a command letter was expected") }
            let relative = letter >= UInt8(ascii: "a")
            let origin = relative ? current : Point(x: 0, y: 0)
            func point() throws(SyntaxError) -> Point {
                let x = try scanner.number(), y = try scanner.number()
                let point = Point(x: origin.x + x, y: origin.y + y)
                guard Self.allowedRange.contains(point.x), Self.allowedRange.contains(point.y) else {
                    throw SyntaxError(message: "the point (\(point.x), \(point.y)) lies far outside KanjiVG's 109 × 109 box")
                }
                return point
            }
            switch letter | 0x20 {
            case UInt8(ascii: "m"):
                current = try point()
                points.append(current)
                lastControl = nil
                // Pairs after a moveto are linetos, which KanjiVG never writes.
                command = nil
            case UInt8(ascii: "c"):
                let first = try point(), second = try point(), end = try point()
                points += Self.cubic(from: current, first, second, end)
                (current, lastControl) = (end, second)
            case UInt8(ascii: "s"):
                let first = lastControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let second = try point(), end = try point()
                points += Self.cubic(from: current, first, second, end)
                (current, lastControl) = (end, second)
            default:
                throw SyntaxError(message: "unsupported path command \"\(Character(Unicode.Scalar(letter)))\" (KanjiVG uses M, C and S)")
            }
        }
        guard !points.isEmpty else { throw SyntaxError(message: "empty path data") }
        self.points = points
    }

    /// Points along a cubic Bézier curve after its start.
    private static func cubic(from start: Point, _ first: Point, _ second: Point, _ end: Point) -> [Point] {
        (1...segmentSteps).map { step in
            let t = Double(step) / Double(segmentSteps), u = 1 - t
            let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            return Point(
                x: a * start.x + b * first.x + c * second.x + d * end.x,
                y: a * start.y + b * first.y + c * second.y + d * end.y)
        }
    }
}

/// Splits SVG path data into command letters and numbers ("0-1.66" is two numbers, as is ".5.5").
private struct PathScanner {
    enum Token { case command(UInt8), number }

    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The next command letter (consumed), `.number` when a number comes next (not consumed), nil at the end.
    mutating func commandOrNumber() throws(StrokePath.SyntaxError) -> Token? {
        skipSeparators()
        guard position < bytes.count else { return nil }
        let byte = bytes[position]
        if Self.isNumberStart(byte) { return .number }
        guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) else {
            // The whole character, which may take several bytes (日), not its first byte.
            let character = String(decoding: bytes[position...].prefix(4), as: UTF8.self).first ?? "?"
            throw StrokePath.SyntaxError(message: "unexpected \"\(character)\" at offset \(position)")
        }
        position += 1
        return .command(byte)
    }

    mutating func number() throws(StrokePath.SyntaxError) -> Double {
        skipSeparators()
        let start = position
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") { position += 1 }
        var sawDot = false, sawDigit = false
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isDigit(byte) {
                sawDigit = true
            } else if byte == UInt8(ascii: "."), !sawDot {
                sawDot = true
            } else {
                break
            }
            position += 1
        }
        if sawDigit, position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") { position += 1 }
            while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
        }
        guard sawDigit, let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else {
            throw StrokePath.SyntaxError(message: "expected a number at offset \(start)")
        }
        return value
    }

    private mutating func skipSeparators() {
        while position < bytes.count, [UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(bytes[position]) {
            position += 1
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isNumberStart(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
    }
}
