/// A stroke reduced to what recognition compares: a fixed number of points spaced evenly along
/// it, in the character's normalised box. Even spacing forgets how fast the hand moved (a mouse
/// reports more points where it went slowly); the normalised box forgets where on the canvas
/// and how large the character was drawn.
struct StrokeShape: Sendable {
    static let pointCount = 10

    /// `pointCount` points, x then y, from where the stroke starts.
    let coordinates: [Double]

    /// Each stroke's shape, in a box centred on the strokes' bounding box and scaled by its
    /// longer side, so a tall narrow kanji (日) stays tall and narrow and a flat one (一) flat.
    static func shapes(of strokes: [[Drawing.Point]]) -> [StrokeShape] {
        let points = strokes.joined()
        guard let first = points.first else { return [] }
        var (minX, maxX, minY, maxY) = (first.x, first.x, first.y, first.y)
        for point in points {
            (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
            (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
        }
        let side = max(maxX - minX, maxY - minY, 1e-6)
        let (centreX, centreY) = ((minX + maxX) / 2, (minY + maxY) / 2)
        return strokes.map { stroke in
            StrokeShape(evenlySpaced: stroke.map { Drawing.Point(x: ($0.x - centreX) / side, y: ($0.y - centreY) / side) })
        }
    }

    /// `pointCount` points at equal distances along the line through `points` (a dot: the dot repeated).
    private init(evenlySpaced points: [Drawing.Point]) {
        coordinates = Drawing.points(along: points, atFractions: Self.evenFractions).flatMap { [$0.x, $0.y] }
    }

    private static let evenFractions = (0..<pointCount).map { Double($0) / Double(pointCount - 1) }

    /// The mean distance between this stroke's points and another's, point for point; drawn the
    /// other way round costs `reversal` more.
    func distance(to other: StrokeShape, reversal: Double) -> Double {
        var forward = 0.0, backward = 0.0
        let count = Self.pointCount
        for index in 0..<count {
            let (x, y) = (coordinates[2 * index], coordinates[2 * index + 1])
            let (dx, dy) = (x - other.coordinates[2 * index], y - other.coordinates[2 * index + 1])
            forward += (dx * dx + dy * dy).squareRoot()
            let mirror = count - 1 - index
            let (rx, ry) = (x - other.coordinates[2 * mirror], y - other.coordinates[2 * mirror + 1])
            backward += (rx * rx + ry * ry).squareRoot()
        }
        return min(forward, backward + reversal * Double(count)) / Double(count)
    }
}
