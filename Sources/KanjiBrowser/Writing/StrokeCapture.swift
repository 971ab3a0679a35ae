import KanjiRecognition

/// The strokes drawn on the writing pad, built from mouse events: a left press inside the canvas
/// starts a stroke, drags add to it (outside the canvas, at its edge), the release ends it,
/// wherever it happens. Points are kept in the canvas's box from 0 to 1, so a resize in the
/// middle of a stroke keeps what is drawn and the stroke goes on in the new canvas.
struct StrokeCapture: Equatable, Sendable {
    /// The finished strokes, in the order drawn.
    private(set) var strokes: [[Drawing.Point]] = []
    /// The stroke being drawn: nil while no button is down.
    private(set) var current: [Drawing.Point]?

    enum Outcome: Equatable {
        /// Not a drawing event: another button, a drag with no press, a press outside the canvas.
        case ignored
        /// The stroke being drawn grew.
        case drawing
        /// A stroke was finished: time to recognise.
        case finished
        /// A press when the pad holds ``Drawing/mostStrokes`` strokes: no stroke is begun.
        case full
    }

    mutating func handle(_ event: MouseEvent, canvas: CanvasArea) -> Outcome {
        guard event.button == .left else { return .ignored }
        switch event.action {
        case .press:
            guard canvas.contains(event) else { return .ignored }
            // A press while a stroke is open means its release was lost: it ended where it was.
            let finishedOne = finishCurrent()
            guard strokes.count < Drawing.mostStrokes else { return finishedOne ? .finished : .full }
            current = [canvas.point(for: event)]
            return finishedOne ? .finished : .drawing
        case .drag:
            guard current != nil else { return .ignored }
            add(canvas.point(for: event))
            return .drawing
        case .release:
            guard current != nil else { return .ignored }
            add(canvas.point(for: event))
            return finishCurrent() ? .finished : .ignored
        }
    }

    /// Removes the stroke being drawn, else the last finished one; false when there was none.
    mutating func undo() -> Bool {
        if current != nil {
            current = nil
            return true
        }
        return strokes.popLast() != nil
    }

    mutating func clear() {
        strokes = []
        current = nil
    }

    /// What is drawn so far, the open stroke included (for drawing it on the screen).
    var shown: [[Drawing.Point]] { strokes + (current.map { [$0] } ?? []) }

    /// The finished strokes, for recognition.
    var drawing: Drawing { Drawing(strokes: strokes) }

    /// A stroke dragged on and on is evened to half as many points (the same line) whenever it
    /// reaches ``DrawingText/mostPoints``, so it stays a stroke `recognize` would read.
    private mutating func add(_ point: Drawing.Point) {
        guard var stroke = current, stroke.last != point else { return }
        stroke.append(point)
        if stroke.count >= DrawingText.mostPoints {
            stroke = Drawing(strokes: [stroke]).evened(toAtMost: DrawingText.mostPoints / 2).strokes[0]
        }
        current = stroke
    }

    private mutating func finishCurrent() -> Bool {
        guard let stroke = current else { return false }
        strokes.append(stroke)
        current = nil
        return true
    }
}
