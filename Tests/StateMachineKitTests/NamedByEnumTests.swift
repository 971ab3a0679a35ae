import StateMachineKit
import Testing

/// A chart named by enums behaves, draws and logs exactly as the same chart named by strings.
@Suite struct NamedByEnumTests {
    enum State: String, CaseIterable { case root, idle, busy = "busy now", paused, resume }
    enum Message: String { case start = "start work", stop, pause }

    func chart() throws -> Statechart {
        try Statechart(name: "work", root: ChartState(State.root, initial: State.idle, children: [
            ChartState(State.idle, handlers: [.on(Message.start, goTo: State.busy)]),
            ChartState(State.busy, handlers: [.on(Message.stop, goTo: State.idle), .on(Message.pause, goTo: State.paused)]),
            ChartState(State.paused, handlers: [.on(Message.start, goTo: State.resume)]),
            .history(State.resume, default: State.idle),
        ]))
    }

    @Test func theRawValuesAreTheNamesItHoldsAndLogs() throws {
        let chart = try chart()
        let recorder = TransitionRecorder()
        chart.addObserver(recorder)
        try chart.start()
        try chart.send(Message.start)
        #expect(chart.currentState == "busy now")
        #expect(chart.currentState(as: State.self) == .busy)
        #expect(chart.isIn(State.busy) && chart.isIn(State.root))
        #expect(recorder.attempts.last?.event == "start work" && recorder.attempts.last?.to == "busy now")
        #expect(chart.goToState(State.paused))
        try chart.send(Message.start)
        #expect(chart.currentState(as: State.self) == .idle, "the root was never left: its history gives the default")
    }
}
