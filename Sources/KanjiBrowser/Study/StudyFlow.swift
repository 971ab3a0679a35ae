import SpacedRepetition
import StateMachineKit

/// A study session as a ``Statechart`` (machine `study`): the start screen, a card's front and
/// back, the moment a rating is recorded, the end; pausing leaves `session` and resuming returns
/// through its history state to the very card and side the user left.
///
/// `rated` is passed through: its enter action records the rating and the session then sends
/// `next` (another card) or `finish` (none left), or `unsaved` back to the card's back when the
/// log could not take the rating. Which of `begin` and `finish` leaves the start
/// screen is the session's to say, as it knows whether any card is due. Undo goes back to the
/// front of the card whose rating it took back.
enum StudyFlow {
    enum Message: String, CaseIterable {
        case begin, reveal, again, hard, good, easy, next, finish, unsaved, undo, pause, resume
    }

    /// What the chart asks of the session as it moves.
    struct Actions {
        /// Records the rating given by the message that entered `rated`.
        var record: () -> Void
        /// Takes back the last rating.
        var undo: () -> Void
    }

    enum State: String, CaseIterable {
        case study, session
        /// Session's history: where resuming returns to.
        case resume
        case start, front, back, rated, done, paused
    }

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
        let undo = MessageHandler.on(Message.undo, goTo: State.front, run: { _ in actions.undo() })
        return try Statechart(name: MachineCatalog.study, root: ChartState(State.study, children: [
            ChartState(State.session, handlers: [.on(Message.pause, goTo: State.paused)], children: [
                ChartState(State.start, handlers: [
                    .on(Message.begin, goTo: State.front),
                    .on(Message.finish, goTo: State.done),
                ]),
                ChartState(State.front, handlers: [.on(Message.reveal, goTo: State.back), undo]),
                ChartState(State.back, handlers: Rating.allCases.map { .on(message(for: $0), goTo: State.rated) } + [undo]),
                ChartState(State.rated, enter: { _ in actions.record() }, handlers: [
                    .on(Message.next, goTo: State.front),
                    .on(Message.finish, goTo: State.done),
                    .on(Message.unsaved, goTo: State.back),
                ]),
                ChartState(State.done, handlers: [undo]),
                .history(State.resume),
            ]),
            ChartState(State.paused, handlers: [.on(Message.resume, goTo: State.resume)]),
        ]))
    }
}
