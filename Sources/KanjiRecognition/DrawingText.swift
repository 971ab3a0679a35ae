import Foundation

/// A drawing written as text, for `kanji-list recognize` and scripts: one stroke a line of
/// `x,y` pairs separated by spaces (`0.1,0.5 0.9,0.5`), or JSON, an array of strokes each an
/// array of `[x, y]` pairs (`[[[0.1,0.5],[0.9,0.5]]]`); coordinates from 0 to 1, y downwards.
/// Blank lines are skipped. Messages repeat the input: whoever shows them escapes control characters.
/// A drawing holds at most ``Drawing/mostStrokes`` strokes of at most ``mostPoints`` points each.
public enum DrawingText {
    /// More points than a stroke drawn by hand has (a mouse reports a few hundred a second).
    public static let mostPoints = 4096

    /// What is wrong with the input, naming the line (or the JSON stroke) and the text at fault.
    public struct Error: Swift.Error, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
        public init(message: String) { self.message = message }
    }

    public static func parse(_ text: String) throws(Error) -> Drawing {
        let trimmed = text.drop { $0.isWhitespace }
        let drawing = trimmed.first == "[" ? try parseJSON(String(trimmed)) : try parseLines(text)
        guard !drawing.strokes.isEmpty else { throw Error(message: "no strokes in the input") }
        return drawing
    }

    private static func parseLines(_ text: String) throws(Error) -> Drawing {
        var strokes: [[Drawing.Point]] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let pairs = line.split { $0 == " " || $0 == "\t" || $0 == "\r" }
            guard !pairs.isEmpty else { continue }
            let place = "line \(index + 1)"
            try checkSize(strokes: strokes.count + 1, points: pairs.count, at: place)
            var stroke: [Drawing.Point] = []
            for pair in pairs {
                let parts = pair.split(separator: ",", omittingEmptySubsequences: false)
                guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) else {
                    throw Error(message: "\(place): \"\(pair.prefix(40))\" is not a point x,y")
                }
                stroke.append(try point(x, y, written: String(pair.prefix(40)), at: place))
            }
            strokes.append(stroke)
        }
        return Drawing(strokes: strokes)
    }

    private static func parseJSON(_ text: String) throws(Error) -> Drawing {
        var reader = JSONStrokes(text)
        return try reader.drawing()
    }

    /// `written` is the point as the input has it, for the message (1e309 is no `inf`).
    static func point(_ x: Double, _ y: Double, written: String, at place: String) throws(Error) -> Drawing.Point {
        guard (0...1).contains(x), (0...1).contains(y) else {
            throw Error(message: "\(place): \(written) is outside the box (0 to 1)")
        }
        return Drawing.Point(x: x, y: y)
    }

    static func checkSize(strokes: Int, points: Int, at place: String) throws(Error) {
        guard strokes <= Drawing.mostStrokes else {
            throw Error(message: "\(place): more than \(Drawing.mostStrokes) strokes (a kanji has at most about 35)")
        }
        guard points <= mostPoints else {
            throw Error(message: "\(place): \(points) points, more than a stroke's \(mostPoints)")
        }
    }

    /// The drawing as lines of `x,y` pairs (what ``parse(_:)`` reads).
    public static func lines(_ drawing: Drawing) -> String {
        drawing.strokes.map { stroke in
            stroke.map { "\(format($0.x)),\(format($0.y))" }.joined(separator: " ")
        }.joined(separator: "\n") + "\n"
    }

    private static func format(_ value: Double) -> String { String(format: "%.4f", value) }
}
