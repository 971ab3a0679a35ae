import KanjiDictionary
import Testing

struct StrokePathTests {
    @Test func aMovetoAndACurveGiveItsStartAndEnd() throws {
        let path = try StrokePath(data: "M34.22,55.25c7.78-0.5,35.9-2.5,44.06-2.75")
        #expect(path.points.first == StrokePath.Point(x: 34.22, y: 55.25))
        let end = try #require(path.points.last)
        #expect(abs(end.x - 78.28) < 1e-9 && abs(end.y - 52.5) < 1e-9)
    }

    @Test func smoothCurvesMirrorTheLastControlPoint() throws {
        let absolute = try StrokePath(data: "M10,10C20,0,30,0,40,10S60,20,70,10")
        let relative = try StrokePath(data: "m10,10c10-10,20-10,30,0s20,10,30,0")
        #expect(absolute.points.count == relative.points.count)
        for (a, b) in zip(absolute.points, relative.points) { #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9) }
        // Halfway along the smooth curve, mirrored: below the line y = 10.
        #expect(absolute.points[18].y > 10)
    }

    @Test func controlPointsMayCurveOutsideTheBox() throws {
        let path = try StrokePath(data: "M5,5c-20,0,120,-20,100,100")
        #expect(path.points.last == StrokePath.Point(x: 105, y: 105))
    }

    @Test func numbersRunTogetherAsSVGAllows() throws {
        let path = try StrokePath(data: "M1.5.5c0-1.66,1e1,2,3,4")
        #expect(path.points.first == StrokePath.Point(x: 1.5, y: 0.5))
        #expect(path.points.last == StrokePath.Point(x: 4.5, y: 4.5))
    }

    @Test(arguments: [
        ("M10,10L20,20", #"unsupported path command "L" (KanjiVG uses M, C and S)"#),
        ("10,10", "a number where a command letter was expected"),
        ("M10", "expected a number at offset 3"),
        ("", "empty path data"),
        ("M1,1#", ##"unexpected "#" at offset 4"##),
        ("M1,1日", ##"unexpected "日" at offset 4"##),
        ("M1e309,1e309c1,1,2,2,3,3", "the point (inf, inf) lies far outside KanjiVG's 109 × 109 box"),
        ("M1e300,50c1,1,2,2,3,3", "the point (1e+300, 50.0) lies far outside KanjiVG's 109 × 109 box"),
        ("M100,50c200,0,1,1,2,2", "the point (300.0, 50.0) lies far outside KanjiVG's 109 × 109 box"),
    ])
    func whatKanjiVGDoesNotWriteIsRefused(data: String, message: String) {
        let error = #expect(throws: StrokePath.SyntaxError.self) { try StrokePath(data: data) }
        #expect(error?.message == message)
    }
}
