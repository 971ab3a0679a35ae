import KanjiDictionary

/// What the user drew: strokes in the order drawn, each a line through points in a square box
/// with x rightwards and y downwards, both from 0 to 1.
public struct Drawing: Equatable, Sendable {
    public typealias Point = StrokePath.Point

    public var strokes: [[Point]]

    /// More strokes than any kanji has (about 35 at most): the writing pad takes no more, and
    /// `recognize` refuses a drawing of more.
    public static let mostStrokes = 64

    public init(strokes: [[Point]] = []) {
        self.strokes = strokes
    }

    public var isEmpty: Bool { strokes.isEmpty }

    /// Each stroke of more than `points` points replaced by `points` points evenly spaced along
    /// it (the same line, without the hand's jitter between them); shorter strokes as they are.
    public func evened(toAtMost points: Int) -> Drawing {
        let fractions = (0..<points).map { Double($0) / Double(max(points - 1, 1)) }
        return Drawing(strokes: strokes.map { $0.count > points ? Drawing.points(along: $0, atFractions: fractions) : $0 })
    }

    /// Points along the line through `stroke` at the given fractions (0 its start, 1 its end) of
    /// its length: how recognition evens out a hand's speed, and how the benchmark makes it uneven.
    public static func points(along stroke: [Point], atFractions fractions: [Double]) -> [Point] {
        guard stroke.count > 1 else { return stroke.isEmpty ? [] : fractions.map { _ in stroke[0] } }
        var lengths = [0.0]
        lengths.reserveCapacity(stroke.count)
        for (from, to) in zip(stroke, stroke.dropFirst()) {
            lengths.append(lengths[lengths.count - 1] + ((to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y)).squareRoot())
        }
        let total = lengths[lengths.count - 1]
        var segment = 0
        return fractions.map { fraction in
            let distance = total * fraction
            while segment < stroke.count - 2, lengths[segment + 1] < distance { segment += 1 }
            let span = lengths[segment + 1] - lengths[segment]
            let t = span > 0 ? min(max((distance - lengths[segment]) / span, 0), 1) : 0
            let (from, to) = (stroke[segment], stroke[segment + 1])
            return Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
        }
    }
}
