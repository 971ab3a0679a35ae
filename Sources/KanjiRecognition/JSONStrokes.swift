/// A drawing's JSON (`[[[x, y], …], …]`) read by hand rather than by JSONDecoder, which calls a
/// number too large for a Double (1e309) "not JSON" and says nowhere where: each fault here names
/// its stroke and point, or the byte where the JSON goes wrong, and a number is quoted as written.
struct JSONStrokes {
    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    mutating func drawing() throws(DrawingText.Error) -> Drawing {
        var drawing = Drawing()
        try elements(of: "the JSON") { (reader, number) throws(DrawingText.Error) in
            drawing.strokes.append(try reader.stroke(number))
        }
        skipSpace()
        guard index == bytes.count else { throw syntax("the end after the strokes") }
        return drawing
    }

    private mutating func stroke(_ number: Int) throws(DrawingText.Error) -> [Drawing.Point] {
        let place = "stroke \(number)"
        var points: [Drawing.Point] = []
        try elements(of: place) { (reader, pointNumber) throws(DrawingText.Error) in
            try DrawingText.checkSize(strokes: number, points: pointNumber, at: place)
            var coordinates: [(value: Double, written: String)] = []
            try reader.elements(of: place) { (reader, _) throws(DrawingText.Error) in
                coordinates.append(try reader.number(in: place))
            }
            guard coordinates.count == 2 else { throw DrawingText.Error(message: "\(place): a point is not [x, y]") }
            let (x, y) = (coordinates[0], coordinates[1])
            points.append(try DrawingText.point(x.value, y.value, written: "[\(x.written),\(y.written)]", at: "\(place), point \(pointNumber)"))
        }
        guard !points.isEmpty else { throw DrawingText.Error(message: "\(place) has no points") }
        return points
    }

    /// `[ element, … ]`, each element read by `element` with its 1-based number.
    private mutating func elements(
        of place: String, _ element: (inout JSONStrokes, Int) throws(DrawingText.Error) -> Void
    ) throws(DrawingText.Error) {
        skipSpace()
        guard peek() == UInt8(ascii: "[") else { throw wrongShape(place) }
        index += 1
        skipSpace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return
        }
        var number = 0
        while true {
            number += 1
            try element(&self, number)
            skipSpace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return
            default: throw syntax("a comma or ]")
            }
        }
    }

    private mutating func number(in place: String) throws(DrawingText.Error) -> (value: Double, written: String) {
        skipSpace()
        let start = index
        while let byte = peek(), Self.numberBytes.contains(byte) { index += 1 }
        guard index > start else { throw wrongShape(place) }
        let written = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(written) else { throw syntax("a number, not \(written.prefix(40))") }
        return (value, written)
    }

    private static let numberBytes = Set("0123456789+-.eE".utf8)

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private func wrongShape(_ place: String) -> DrawingText.Error {
        guard let byte = peek(), Self.valueStarts.contains(byte) else { return syntax("a value") }
        return DrawingText.Error(message: "\(place): not an array of strokes, each an array of [x, y] numbers")
    }

    private static let valueStarts = Set("[{\"tfn0123456789-".utf8)

    private func syntax(_ expected: String) -> DrawingText.Error {
        DrawingText.Error(message: "the input is not JSON: at byte \(index + 1), expected \(expected)")
    }
}
