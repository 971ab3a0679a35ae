import LearnerData

/// The study screen, as a value: what the session (which the navigation coordinator keeps)
/// shows at this moment. The start lists the decks with what each has due and new; then a
/// card's front, its back with the four ratings, and the end. Keys become requests to the session.
struct StudyScreen: Equatable, ScreenContent {
    /// A deck on the start screen.
    struct DeckRow: Equatable, Sendable {
        var name: String
        var cards: Int
        var due: Int
        var new: Int
    }

    var phase: StudySession.Phase
    var deckName: String
    var decks: [DeckRow] = []
    private(set) var cursor = Cursor(count: 0)
    /// The card shown, on its front or back.
    var face: StudyCardFace?
    /// Each rating's next interval, Again to Easy ("1m", "8d").
    var intervals: [String] = []
    var waiting = Waiting()
    /// Due in all decks, for the header.
    var dueNow = 0
    var newLeftToday = 0
    var newPerDay = StudyStatistics.defaultNewPerDay
    /// On the end screen: the deck's next card and when it is due ("日 in 10m").
    var nextDue: String?
    /// Whether the session has a rating to take back (u).
    var canUndo = false

    struct Waiting: Equatable, Sendable {
        var due = 0
        var new = 0
        var learning = 0
    }

    init(phase: StudySession.Phase, deckName: String, decks: [DeckRow] = [], cursor index: Int = 0) {
        self.phase = phase
        self.deckName = deckName
        self.decks = decks
        cursor = Cursor(count: decks.count)
        cursor.move(by: index)
    }

    /// The cursor on the deck `other`'s is on (the same start screen, its counts made again).
    mutating func keepCursor(of other: StudyScreen) {
        cursor.move(by: other.cursor.index - cursor.index)
    }

    var title: String { "Study" }

    var header: ScreenHeader {
        switch phase {
        case .start, .paused:
            ScreenHeader(title: "Study", status: dueNow > 0 ? "\(dueNow) due" : "nothing due")
        case .front, .back, .done:
            ScreenHeader(title: "Study — " + deckName, status: waitingText)
        }
    }

    /// What is left, the card shown included, the counts that are not zero: "2 due · 1 new".
    private var waitingText: String {
        let parts = [(waiting.due, "due"), (waiting.new, "new"), (waiting.learning, "learning")].filter { $0.0 > 0 }
        return parts.isEmpty ? "nothing left" : parts.map { "\($0.0) \($0.1)" }.joined(separator: " · ")
    }

    /// None: the study screen is about a deck, not one kanji or word (the history lists only those
    /// opened, and a replay's empty study screen logs the same).
    var subject: String? { nil }

    var navigationState: NavigationState { .study }

    var screen: Screen { .study(self) }

    var keymap: Keymap<Command> {
        let keys: Keymap<Command> = switch phase {
        case .start, .paused: .studyStart
        case .front: .studyFront
        case .back: .studyBack
        case .done: .studyDone
        }
        // u is offered, and works, only when this session has a rating to take back.
        return canUndo ? keys : Keymap(keys.bindings.filter { !$0.keys.contains { $0.command == .undoRating } })
    }

    /// The study's keys only: leaving pauses, and the navigation's letters would only distract.
    var footerKeymaps: [Keymap<Command>] { [keymap] }

    var markableScreenSubject: StudySubject? { face?.subject }

    mutating func handle(_ key: Key, layout: Layout) -> ScreenResponse {
        guard let command = keymap.command(for: key) else { return .ignored }
        if phase == .start, cursor.perform(command, viewHeight: StudyRenderer.deckRows(layout: layout)) { return .handled }
        return switch command {
        case .beginStudy: decks.isEmpty ? .handled : .study(.begin(cursor.index))
        case .reveal: .study(.reveal)
        case .rate(let rating): .study(.rate(rating))
        case .undoRating: .study(.undo)
        case .openCard: .study(.open)
        case .changeNewPerDay(let step): .study(.newPerDay(step, cursor: cursor.index))
        default: .ignored
        }
    }

    func draw(into frame: inout Frame, layout: Layout, marks: SubjectMarks) {
        StudyRenderer.draw(self, into: &frame, layout: layout, marks: marks)
    }
}
