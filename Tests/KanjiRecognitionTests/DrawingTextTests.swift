import Testing
import KanjiRecognition

@Suite struct DrawingTextTests {
    @Test func readsOneStrokeALine() throws {
        let drawing = try DrawingText.parse("0.1,0.5 0.9,0.5\n\n0.5,0.1 0.5,0.9\n")
        #expect(drawing.strokes == [[.init(x: 0.1, y: 0.5), .init(x: 0.9, y: 0.5)], [.init(x: 0.5, y: 0.1), .init(x: 0.5, y: 0.9)]])
    }

    @Test func readsJSON() throws {
        let drawing = try DrawingText.parse(" [[[0.1,0.5],[0.9,0.5]],[[0,1]]]")
        #expect(drawing.strokes == [[.init(x: 0.1, y: 0.5), .init(x: 0.9, y: 0.5)], [.init(x: 0, y: 1)]])
    }

    @Test func writesWhatItReads() throws {
        let drawing = Drawing(strokes: [[.init(x: 0.25, y: 0.5)], [.init(x: 0, y: 1), .init(x: 1, y: 0)]])
        #expect(try DrawingText.parse(DrawingText.lines(drawing)) == drawing)
    }

    @Test(arguments: [
        ("0.1,0.5 0.9\n", "line 1: \"0.9\" is not a point x,y"),
        ("0.1,0.5\n0.2;0.3\n", "line 2: \"0.2;0.3\" is not a point x,y"),
        ("0.1,1.5\n", "line 1: 0.1,1.5 is outside the box (0 to 1)"),
        ("\n \n", "no strokes in the input"),
        ("[[[0.1,0.5]],[]]", "stroke 2 has no points"),
        ("[[[0.1,0.5]],[[0.1,0.5,0.2]]]", "stroke 2: a point is not [x, y]"),
        ("[[[0.1,0.5]],[[0.1,true]]]", "stroke 2: not an array of strokes, each an array of [x, y] numbers"),
        ("[[[0.1,0.5]]", "the input is not JSON"),
    ])
    func refusesBadInputNamingWhere(input: String, message: String) {
        #expect(throws: DrawingText.Error.self) { try DrawingText.parse(input) }
        do {
            _ = try DrawingText.parse(input)
        } catch {
            #expect(error.message.hasPrefix(message))
        }
    }
}
