import KanjiDictionary
import KanjiRecognition
import LearnerData

/// Find a kanji by drawing it, as jisho.org's and aedict's handwriting input: a square canvas
/// drawn on with the mouse (the terminal reports it while this screen is on top), the strokes
/// shown in braille, and the candidates beside it, best first, found again after every stroke.
/// Backspace or `u` takes the last stroke back, `c` clears; ↑/↓ or 1–9 choose a candidate and
/// Enter opens it. Going back from it finds the pad as it was: its strokes are in this value.
struct WritingPadScreen: Equatable, ScreenContent {
    static let candidateCount = 10
    /// The candidates' column: the canvas takes what is left, at most twice the body's height.
    static let candidatesWidth = 18

    private(set) var capture = StrokeCapture()
    private(set) var candidates: [Candidate] = []
    private(set) var cursor = Cursor(count: 0)
    /// Whether any mouse event has come: until one does, the pad explains that it needs them.
    private(set) var sawMouse = false
    /// Strokes were finished while the recogniser was being made.
    private(set) var awaitingRecognizer = false
    let build: HandwritingBuild
    let store: KanjiStore

    init(build: HandwritingBuild, store: KanjiStore) {
        self.build = build
        self.store = store
    }

    /// Where the canvas is for a layout: what the renderer draws and what the mouse is read against.
    static func canvas(_ layout: Layout) -> CanvasArea {
        CanvasArea(column: 0, row: layout.bodyTop, fittingColumns: layout.width - candidatesWidth - 1, rows: layout.bodyHeight)
    }

    var title: String { "Writing pad" }

    var header: ScreenHeader {
        let count = capture.strokes.count
        let status = count == 0 ? "draw a kanji with the mouse" : count == 1 ? "1 stroke" : "\(count) strokes"
        return ScreenHeader(title: "Writing pad", status: status)
    }

    var subject: String? { nil }

    var navigationState: NavigationState { .writing }

    var screen: Screen { .writing(self) }

    var keymap: Keymap<Command> { .writingPad }

    var selectedCandidate: Candidate? {
        candidates.indices.contains(cursor.index) ? candidates[cursor.index] : nil
    }

    var markableUnderCursor: StudySubject? { selectedCandidate.map { .kanji($0.character) } }

    /// Why the pad recognises with its own recogniser alone, naming the missing Debian package;
    /// nil when zinnia is there (or while the recogniser is being made).
    var zinniaMissing: String? { build.recognizer?.zinniaMissing?.description }
    /// Kanji the recogniser left out as their stroke paths cannot be read, in words.
    var unreadableStrokes: String? { build.recognizer?.unreadableStrokes }

    /// Strokes as the canvas shows them, the one being drawn included.
    var shownStrokes: [[Drawing.Point]] { capture.shown }

    mutating func handle(_ key: Key, layout: Layout) -> ScreenResponse {
        if case .mouse(let event) = key {
            sawMouse = true
            switch capture.handle(event, canvas: Self.canvas(layout)) {
            case .ignored: return .handled
            case .drawing: return .handled
            case .finished:
                recognize()
                return .handled
            case .full:
                return .notice("At most \(Drawing.mostStrokes) strokes: u takes one back, c clears")
            }
        }
        guard let command = keymap.command(for: key) else { return .ignored }
        switch command {
        case .undoStroke:
            guard capture.undo() else { return .notice("Nothing to take back") }
            recognize()
        case .clearStrokes:
            capture.clear()
            recognize()
        case .pickCandidate(let number):
            guard candidates.indices.contains(number - 1) else { return .handled }
            cursor.move(by: number - 1 - cursor.index)
        case .open:
            guard let chosen = selectedCandidate else { return .notice("Draw a kanji first") }
            guard let kanji = store.kanji(for: chosen.character) else { return .notice("\(chosen.character) is not in the dictionary") }
            return .open(.kanji(kanji))
        default:
            guard cursor.perform(command, viewHeight: layout.bodyHeight) else { return .ignored }
        }
        return .handled
    }

    /// Recognises once the recogniser is ready, if strokes were finished before it was.
    mutating func refresh() -> Bool {
        guard awaitingRecognizer, build.recognizer != nil else { return false }
        recognize()
        return true
    }

    private mutating func recognize() {
        let drawing = capture.drawing
        guard !drawing.isEmpty else {
            candidates = []
            cursor = Cursor(count: 0)
            awaitingRecognizer = false
            return
        }
        guard let recognizer = build.recognizer else {
            awaitingRecognizer = true
            return
        }
        awaitingRecognizer = false
        candidates = recognizer.candidates(for: drawing, limit: Self.candidateCount)
        cursor = Cursor(count: candidates.count)
    }

    func draw(into frame: inout Frame, layout: Layout, marks: SubjectMarks) {
        WritingPadRenderer.draw(self, into: &frame, layout: layout, marks: marks)
    }

    /// Two pads are the same when they hold the same strokes and candidates; the recogniser and
    /// the dictionary are shared.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.capture == rhs.capture && lhs.candidates == rhs.candidates && lhs.cursor == rhs.cursor
            && lhs.sawMouse == rhs.sawMouse && lhs.awaitingRecognizer == rhs.awaitingRecognizer
    }
}
