import Foundation
import KanjiRecognition

/// KanjiVG's strokes made to look drawn by a hand with a mouse, reproducibly from a seed: the
/// whole character scaled, sheared and rotated within ±15%, each point jittered, one pair of
/// strokes drawn in the wrong order, each stroke sampled at an uneven speed; then the points a
/// canvas of a given resolution would report.
struct HandDistortion {
    /// A canvas's resolution: how many distinct positions it reports across and down.
    struct Resolution {
        var name: String
        var columns: Int
        var rows: Int

        /// The writing pad at 40x20 terminal cells (mouse reports whole cells).
        static let cells = Resolution(name: "40x20 cells", columns: 40, rows: 20)
        /// The same pad in pixels (8x16 a cell), as terminals with SGR pixel mode report.
        static let pixels = Resolution(name: "pixels (320x320)", columns: 320, rows: 320)
    }

    /// SplitMix64: small, fast, and the same sequence on every machine.
    struct SeededGenerator: RandomNumberGenerator {
        private var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let jitter = 0.01

    /// The strokes (0–1 box) distorted as a hand would; `sloppy` also moves each stroke on its
    /// own (by about 4% of the box) and scales it about its middle within ±20%, as a hand that
    /// misjudges where a stroke goes and how long it is.
    static func distort(_ strokes: [[Drawing.Point]], sloppy: Bool = false, using random: inout SeededGenerator) -> [[Drawing.Point]] {
        let angle = Double.random(in: -0.15...0.15, using: &random)
        let shear = Double.random(in: -0.15...0.15, using: &random)
        let scaleX = Double.random(in: 0.85...1.15, using: &random), scaleY = Double.random(in: 0.85...1.15, using: &random)
        let (cosine, sine) = (cos(angle), sin(angle))
        func transform(_ point: Drawing.Point) -> Drawing.Point {
            let x = (point.x - 0.5) * scaleX, y = (point.y - 0.5) * scaleY
            let sheared = x + shear * y
            let rotatedX = cosine * sheared - sine * y, rotatedY = sine * sheared + cosine * y
            return Drawing.Point(x: rotatedX + 0.5 + gaussian(&random) * jitter, y: rotatedY + 0.5 + gaussian(&random) * jitter)
        }
        var drawn = strokes.map { stroke in
            var points = unevenlySampled(stroke, using: &random)
            if sloppy {
                let (dx, dy) = (gaussian(&random) * 0.04, gaussian(&random) * 0.04)
                let scale = Double.random(in: 0.8...1.2, using: &random)
                let middle = points[points.count / 2]
                points = points.map { Drawing.Point(x: middle.x + ($0.x - middle.x) * scale + dx, y: middle.y + ($0.y - middle.y) * scale + dy) }
            }
            return points.map(transform)
        }
        if drawn.count >= 2 {
            let first = Int.random(in: 0..<drawn.count, using: &random)
            var second = Int.random(in: 0..<(drawn.count - 1), using: &random)
            if second >= first { second += 1 }
            drawn.swapAt(first, second)
        }
        return drawn
    }

    /// The points a canvas of `resolution` reports for the strokes: each point moved to the
    /// centre of its cell (or pixel), repeats dropped, as a terminal reports a drag.
    static func quantised(_ strokes: [[Drawing.Point]], to resolution: Resolution) -> [[Drawing.Point]] {
        strokes.map { stroke in
            var points: [Drawing.Point] = []
            for point in stroke {
                let column = min(max(Int(point.x * Double(resolution.columns)), 0), resolution.columns - 1)
                let row = min(max(Int(point.y * Double(resolution.rows)), 0), resolution.rows - 1)
                let centre = Drawing.Point(x: (Double(column) + 0.5) / Double(resolution.columns), y: (Double(row) + 0.5) / Double(resolution.rows))
                if points.last != centre { points.append(centre) }
            }
            return points
        }
    }

    /// The stroke sampled at 6–40 points whose spacing grows or shrinks along it (the hand
    /// speeding up or slowing down), from its first point to its last.
    private static func unevenlySampled(_ stroke: [Drawing.Point], using random: inout SeededGenerator) -> [Drawing.Point] {
        guard stroke.count > 1 else { return stroke }
        let count = Int.random(in: 6...40, using: &random)
        let power = exp(Double.random(in: -0.7...0.7, using: &random))
        return Drawing.points(along: stroke, atFractions: (0..<count).map { pow(Double($0) / Double(count - 1), power) })
    }

    /// A standard normal sample (Box–Muller).
    private static func gaussian(_ random: inout SeededGenerator) -> Double {
        let u = Double.random(in: Double.ulpOfOne..<1, using: &random), v = Double.random(in: 0..<1, using: &random)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}
