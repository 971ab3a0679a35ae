import Foundation

/// A drawing written as text, for `kanji-list recognize` and scripts: one stroke a line of
/// `x,y` pairs separated by spaces (`0.1,0.5 0.9,0.5`), or JSON, an array of strokes each an
/// array of `[x, y]` pairs (`[[[0.1,0.5],[0.9,0.5]]]`); coordinates from 0 to 1, y downwards.
/// Blank lines are skipped. Messages repeat the input: whoever shows them escapes control characters.
public enum DrawingText {
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
            var stroke: [Drawing.Point] = []
            for pair in pairs {
                let parts = pair.split(separator: ",", omittingEmptySubsequences: false)
                guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) else {
                    throw Error(message: "line \(index + 1): \"\(pair.prefix(40))\" is not a point x,y")
                }
                stroke.append(try point(x, y, at: "line \(index + 1)"))
            }
            strokes.append(stroke)
        }
        return Drawing(strokes: strokes)
    }

    private static func parseJSON(_ text: String) throws(Error) -> Drawing {
        let strokes: [[[Double]]]
        do {
            strokes = try JSONDecoder().decode([[[Double]]].self, from: Data(text.utf8))
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            let place = context.codingPath.first?.intValue.map { "stroke \($0 + 1)" } ?? "the JSON"
            throw Error(message: "\(place): not an array of strokes, each an array of [x, y] numbers")
        } catch {
            throw Error(message: "the input is not JSON: \(error.localizedDescription)")
        }
        var drawing = Drawing()
        for (index, stroke) in strokes.enumerated() {
            let place = "stroke \(index + 1)"
            guard !stroke.isEmpty else { throw Error(message: "\(place) has no points") }
            var points: [Drawing.Point] = []
            for pair in stroke {
                guard pair.count == 2 else { throw Error(message: "\(place): a point is not [x, y]") }
                points.append(try point(pair[0], pair[1], at: place))
            }
            drawing.strokes.append(points)
        }
        return drawing
    }

    private static func point(_ x: Double, _ y: Double, at place: String) throws(Error) -> Drawing.Point {
        guard (0...1).contains(x), (0...1).contains(y) else {
            throw Error(message: "\(place): \(x),\(y) is outside the box (0 to 1)")
        }
        return Drawing.Point(x: x, y: y)
    }

    /// The drawing as lines of `x,y` pairs (what ``parse(_:)`` reads).
    public static func lines(_ drawing: Drawing) -> String {
        drawing.strokes.map { stroke in
            stroke.map { "\(format($0.x)),\(format($0.y))" }.joined(separator: " ")
        }.joined(separator: "\n") + "\n"
    }

    private static func format(_ value: Double) -> String { String(format: "%.4f", value) }
}
