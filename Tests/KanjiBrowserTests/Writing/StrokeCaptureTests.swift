import KanjiRecognition
import Testing
@testable import KanjiBrowser

/// Mouse events into strokes: press, drag, release, inside and outside the canvas, across a resize.
@Suite struct StrokeCaptureTests {
    /// A 40×20-cell canvas whose top left cell is at column 0, row 3 (a pad a row taller than at 80×24).
    let canvas = CanvasArea(column: 0, row: 3, width: 40, height: 20)

    func event(_ action: MouseEvent.Action, _ column: Double, _ row: Double, button: MouseEvent.Button = .left) -> MouseEvent {
        MouseEvent(action: action, button: button, column: column, row: row)
    }

    @Test func pressDragReleaseIsOneStrokeInTheBox() {
        var capture = StrokeCapture()
        #expect(capture.handle(event(.press, 10, 13), canvas: canvas) == .drawing)
        #expect(capture.current == [Drawing.Point(x: 0.25, y: 0.5)])
        #expect(capture.handle(event(.drag, 20, 13), canvas: canvas) == .drawing)
        #expect(capture.handle(event(.drag, 20, 13), canvas: canvas) == .drawing)  // the same point is not repeated
        #expect(capture.handle(event(.release, 30, 13), canvas: canvas) == .finished)
        #expect(capture.strokes == [[Drawing.Point(x: 0.25, y: 0.5), Drawing.Point(x: 0.5, y: 0.5), Drawing.Point(x: 0.75, y: 0.5)]])
        #expect(capture.current == nil)
        #expect(capture.drawing.strokes.count == 1)
    }

    /// Ten to twenty seconds of scribbling (2,160 drag reports) aborted the pad at 2.7 GB in
    /// zinnia: a stroke dragged on is evened to half its points whenever it reaches a stroke's
    /// most, and the pad takes no more strokes than a drawing may have.
    @Test func strokesAndTheirPointsAreBounded() {
        var capture = StrokeCapture()
        _ = capture.handle(event(.press, 0, 3), canvas: canvas)
        for step in 1...10_000 { _ = capture.handle(event(.drag, Double(step % 40), 3 + Double(step % 19)), canvas: canvas) }
        #expect(capture.handle(event(.release, 20, 13), canvas: canvas) == .finished)
        #expect(capture.strokes[0].count < DrawingText.mostPoints)
        #expect(capture.strokes[0].first == Drawing.Point(x: 0, y: 0) && capture.strokes[0].last == Drawing.Point(x: 0.5, y: 0.5))
        for _ in 1..<Drawing.mostStrokes {
            _ = capture.handle(event(.press, 10, 13), canvas: canvas)
            _ = capture.handle(event(.release, 12, 13), canvas: canvas)
        }
        #expect(capture.strokes.count == Drawing.mostStrokes)
        #expect(capture.handle(event(.press, 10, 13), canvas: canvas) == .full)
        #expect(capture.current == nil && capture.strokes.count == Drawing.mostStrokes)
    }

    @Test func aReleaseOutsideTheCanvasEndsTheStrokeAtItsEdge() {
        var capture = StrokeCapture()
        _ = capture.handle(event(.press, 30, 13), canvas: canvas)
        _ = capture.handle(event(.drag, 45, 13), canvas: canvas)
        #expect(capture.handle(event(.release, 60, 1), canvas: canvas) == .finished)
        #expect(capture.strokes == [[Drawing.Point(x: 0.75, y: 0.5), Drawing.Point(x: 1, y: 0.5), Drawing.Point(x: 1, y: 0)]])
    }

    @Test func aPressOutsideTheCanvasDrawsNothing() {
        var capture = StrokeCapture()
        #expect(capture.handle(event(.press, 50, 13), canvas: canvas) == .ignored)
        #expect(capture.handle(event(.press, 10, 2), canvas: canvas) == .ignored)  // the row above it
        #expect(capture.handle(event(.drag, 10, 13), canvas: canvas) == .ignored)
        #expect(capture.handle(event(.release, 10, 13), canvas: canvas) == .ignored)
        #expect(capture.strokes.isEmpty && capture.current == nil)
    }

    @Test func otherButtonsDrawNothing() {
        var capture = StrokeCapture()
        #expect(capture.handle(event(.press, 10, 13, button: .right), canvas: canvas) == .ignored)
        #expect(capture.handle(event(.press, 10, 13, button: .other), canvas: canvas) == .ignored)
        #expect(capture.shown.isEmpty)
    }

    @Test func aResizeMidStrokeKeepsWhatIsDrawnAndGoesOnInTheNewCanvas() {
        var capture = StrokeCapture()
        _ = capture.handle(event(.press, 10, 13), canvas: canvas)
        // The terminal shrank: the canvas is now 14×7 cells from row 3.
        let smaller = CanvasArea(column: 0, row: 3, width: 14, height: 7)
        _ = capture.handle(event(.drag, 7, 6.5), canvas: smaller)
        #expect(capture.handle(event(.release, 14, 10), canvas: smaller) == .finished)
        #expect(capture.strokes == [[Drawing.Point(x: 0.25, y: 0.5), Drawing.Point(x: 0.5, y: 0.5), Drawing.Point(x: 1, y: 1)]])
    }

    @Test func aPressWhileAStrokeIsOpenEndsItFirst() {
        var capture = StrokeCapture()
        _ = capture.handle(event(.press, 10, 13), canvas: canvas)
        _ = capture.handle(event(.drag, 20, 13), canvas: canvas)
        #expect(capture.handle(event(.press, 10, 5), canvas: canvas) == .finished)
        #expect(capture.strokes.count == 1)
        #expect(capture.current == [Drawing.Point(x: 0.25, y: 0.1)])
        #expect(capture.shown.count == 2)
    }

    @Test func undoTakesTheOpenStrokeThenTheLastOne() {
        var capture = StrokeCapture()
        for row in [5.0, 9.0] {
            _ = capture.handle(event(.press, 10, row), canvas: canvas)
            _ = capture.handle(event(.release, 30, row), canvas: canvas)
        }
        _ = capture.handle(event(.press, 10, 15), canvas: canvas)
        let undidOpen = capture.undo()
        #expect(undidOpen && capture.current == nil && capture.strokes.count == 2)
        let undidLast = capture.undo()
        #expect(undidLast && capture.strokes.count == 1)
        capture.clear()
        #expect(capture.shown.isEmpty)
        let undidNothing = capture.undo()
        #expect(!undidNothing)
    }
}
