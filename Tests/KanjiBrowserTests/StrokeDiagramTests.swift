import Testing
import KanjiDictionary
@testable import KanjiBrowser

struct StrokeDiagramTests {
    @Test func dayIsFourNumberedStrokes() {
        assertSnapshot(StrokeDiagram(paths: StrokeSamples.day).lines.joined(separator: "\n"), named: "strokes-day-16")
    }

    @Test func brightAtTwoSizes() {
        assertSnapshot(StrokeDiagram(paths: StrokeSamples.bright).lines.joined(separator: "\n"), named: "strokes-bright-16")
        assertSnapshot(StrokeDiagram(paths: StrokeSamples.bright, width: 24).lines.joined(separator: "\n"), named: "strokes-bright-24")
    }

    @Test func framesOfAsia() {
        assertSnapshot(StrokePanels.text(paths: StrokeSamples.asia, size: 12, width: 60), named: "strokes-asia-frames")
    }

    @Test func onlyTheLastDrawnStrokeIsCurrent() {
        let diagram = StrokeDiagram(paths: StrokeSamples.day, count: 2)
        let numbers = diagram.rows.flatMap { $0 }.filter(\.isNumber)
        #expect(numbers.map(\.character).sorted() == ["1", "2"])
        #expect(numbers.filter(\.isCurrent).map(\.character) == ["2"])
        // The third and fourth strokes (the inner and bottom bars) are not drawn yet.
        #expect(diagram.rows.count == 8 && diagram.rows[7].allSatisfy { $0.character == " " })
        #expect(diagram.rows.flatMap { $0 }.contains { $0.isCurrent && !$0.isNumber })
    }

    /// A dictionary file is not trusted: a stroke with huge coordinates (which the importer refuses)
    /// is left out, and the others are drawn as without it, with their own numbers.
    @Test(arguments: ["M1e309,1e309c1,1,2,2,3,3", "M1e300,50c1,1,2,2,3,3", "M-1e300,-1e300c1,1,2,2,3,3"])
    func aStrokeFarOutsideTheBoxIsLeftOut(hostile: String) {
        let diagram = StrokeDiagram(paths: [hostile] + StrokeSamples.day.dropFirst())
        let reference = StrokeDiagram(paths: [""] + StrokeSamples.day.dropFirst())
        #expect(diagram == reference)
        #expect(diagram.rows.flatMap { $0 }.filter(\.isNumber).map(\.character).sorted() == ["2", "3", "4"])
    }

    /// A stroke left out of the diagram is named, with why, and the kanji's fields say so.
    @Test func aStrokeThatCannotBeReadIsNamed() {
        let paths = [StrokeSamples.day[0], "M1,1Z"] + StrokeSamples.day.dropFirst(2)
        let unreadable = StrokeDiagram.unreadable(paths)
        #expect(unreadable.map(\.number) == [2])
        #expect(unreadable.first?.problem.description.contains("Z") == true)
        #expect(StrokeDiagram.unreadable(StrokeSamples.day).isEmpty)
        let kanji = KanjiEntry(character: "日", meanings: ["day"], strokes: 4, strokePaths: paths)
        let strokes = KanjiDetailRenderer.fields(of: kanji).first { $0.0 == "Strokes" }?.1
        #expect(strokes == "4 strokes · stroke 2 cannot be drawn")
    }

    /// Points given directly are clamped to the grid before they become cells, however far off.
    @Test func pointsFarOffTheGridAreClampedToItsEdges() {
        let far = [StrokePath.Point(x: -1e300, y: -.infinity), StrokePath.Point(x: .infinity, y: 1e300)]
        let diagram = StrokeDiagram(strokes: [far, [StrokePath.Point(x: .nan, y: .nan)]], width: 4)
        #expect(diagram.rows.count == 2 && diagram.rows.allSatisfy { $0.count == 4 })
        #expect(diagram.rows[0][0].character != " " && diagram.rows[1][3].character != " ", "\(diagram.lines)")
    }

    @Test func everyDiagramIsTheSizeAskedForWhateverTheCount() {
        for count in [0, 1, 4, 99] {
            let diagram = StrokeDiagram(paths: StrokeSamples.day, count: count, width: 10)
            #expect(diagram.rows.count == 5 && diagram.rows.allSatisfy { $0.count == 10 })
        }
        #expect(StrokeDiagram(paths: StrokeSamples.day, count: 0).lines.allSatisfy { $0.allSatisfy { $0 == " " } })
    }
}
