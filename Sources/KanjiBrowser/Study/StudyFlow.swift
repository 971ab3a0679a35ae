import SpacedRepetition
import StateMachineKit

/// A study session as a ``Statechart`` (machine `study`): the start screen, a card's front and
/// back, the moment a rating is recorded, the end; pausing leaves `session` and resuming returns
/// through its history state to the very card and side the user left.
///
/// `rated` is passed through: its enter action records the rating and the session then sends
/// `next` (another card) or `finish` (none left). Which of `begin` and `finish` leaves the start
/// screen is the session's to say, as it knows whether any card is due. Undo goes back to the
/// front of the card whose rating it took back.
enum StudyFlow {
    enum Message: String, CaseIterable {
        case begin, reveal, again, hard, good, easy, next, finish, undo, pause, resume
    }

    /// What the chart asks of the session as it moves.
    struct Actions {
        /// Records the rating given by the message that entered `rated`.
        var record: () -> Void
        /// Takes back the last rating.
        var undo: () -> Void
    }

    static let root = "study"
    static let session = "session"
    static let resume = "resume"
    static let start = "start"
    static let front = "front"
    static let back = "back"
    static let rated = "rated"
    static let done = "done"
    static let paused = "paused"

    /// The message a rating sends from a card's back.
    static func message(for rating: Rating) -> Message {
        switch rating {
        case .again: .again
        case .hard: .hard
        case .good: .good
        case .easy: .easy
        }
    }

    static func chart(_ actions: Actions) throws(StatechartError) -> Statechart {
        let undo = MessageHandler.on(Message.undo.rawValue, goTo: front, run: { _ in actions.undo() })
        return try Statechart(name: "study", root: ChartState(root, children: [
            ChartState(session, handlers: [.on(Message.pause.rawValue, goTo: paused)], children: [
                ChartState(start, handlers: [
                    .on(Message.begin.rawValue, goTo: front),
                    .on(Message.finish.rawValue, goTo: done),
                ]),
                ChartState(front, handlers: [.on(Message.reveal.rawValue, goTo: back), undo]),
                ChartState(back, handlers: Rating.allCases.map { .on(message(for: $0).rawValue, goTo: rated) } + [undo]),
                ChartState(rated, enter: { _ in actions.record() }, handlers: [
                    .on(Message.next.rawValue, goTo: front),
                    .on(Message.finish.rawValue, goTo: done),
                ]),
                ChartState(done, handlers: [undo]),
                .history(resume),
            ]),
            ChartState(paused, handlers: [.on(Message.resume.rawValue, goTo: resume)]),
        ]))
    }
}
