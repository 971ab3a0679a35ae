import StateMachineKit
import Testing

/// Where an action that asks for more work sits: the enter action of the state a message goes
/// to, the exit action of the state it leaves, or a message handler that goes nowhere itself.
enum AskingAction: CaseIterable {
    case enter, exit, message
}

/// What an action asks, in order: `send` a message or `goToState`.
enum Ask {
    case send(String)
    case goTo(String)
}

/// idle --kick--> asking, or idle handles kick itself; `asks` are made from `place`. Every state
/// journals enter, exit and each message it receives; m1 in `asking` asks for m3.
func askingChart(_ journal: Journal, place: AskingAction, asks: [Ask]) throws -> Statechart {
    func perform(_ chart: Statechart) {
        for ask in asks {
            switch ask {
            case .send(let message): try? chart.send(message)
            case .goTo(let state): chart.goToState(state)
            }
        }
    }
    func state(_ name: String, enter: Bool = false, exit: Bool = false, handlers: [MessageHandler] = []) -> ChartState {
        var handlers = handlers
        for message in ["m1", "m2", "m3"] where !handlers.contains(where: { $0.message == message }) {
            handlers.append(.on(message) { _ in journal.entries.append("\(name) got \(message)") })
        }
        return ChartState(name, enter: { chart in
            journal.entries.append("enter \(name)")
            if enter { perform(chart) }
        }, exit: { chart in
            journal.entries.append("exit \(name)")
            if exit { perform(chart) }
        }, handlers: handlers)
    }
    let kick: MessageHandler = place == .message
        ? .on("kick") { chart in perform(chart) }
        : .on("kick", goTo: "asking")
    return try Statechart(name: "queue", root: ChartState("root", children: [
        state("idle", exit: place == .exit, handlers: [kick]),
        state("asking", enter: place == .enter, handlers: [.on("m1") { chart in
            journal.entries.append("asking got m1")
            try? chart.send("m3")
        }]),
        state("Y"),
    ]))
}

@Suite("Run to completion: one queue")
struct RunToCompletionTests {
    /// What the kick itself does before anything asked runs.
    func kickEntries(_ place: AskingAction) -> [String] {
        place == .message ? [] : ["exit idle", "enter asking"]
    }

    /// The state the asked steps start in.
    func startState(_ place: AskingAction) -> String {
        place == .message ? "idle" : "asking"
    }

    @Test(arguments: AskingAction.allCases)
    func sendThenGoToStateRunInTheOrderAsked(place: AskingAction) throws {
        let journal = Journal()
        let chart = try askingChart(journal, place: place, asks: [.send("m2"), .goTo("Y")])
        try chart.start()
        journal.entries.removeAll()
        try chart.send("kick")
        let start = startState(place)
        #expect(journal.entries == kickEntries(place) + ["\(start) got m2", "exit \(start)", "enter Y"])
        #expect(chart.currentState == "Y")
    }

    @Test(arguments: AskingAction.allCases)
    func goToStateThenSendRunInTheOrderAsked(place: AskingAction) throws {
        let journal = Journal()
        let chart = try askingChart(journal, place: place, asks: [.goTo("Y"), .send("m2")])
        try chart.start()
        journal.entries.removeAll()
        try chart.send("kick")
        let start = startState(place)
        #expect(journal.entries == kickEntries(place) + ["exit \(start)", "enter Y", "Y got m2"])
    }

    @Test(arguments: AskingAction.allCases)
    func twoTransitionsRunInTheOrderAsked(place: AskingAction) throws {
        let journal = Journal()
        let chart = try askingChart(journal, place: place, asks: [.goTo("Y"), .goTo("idle")])
        try chart.start()
        journal.entries.removeAll()
        try chart.send("kick")
        let start = startState(place)
        #expect(journal.entries == kickEntries(place) + ["exit \(start)", "enter Y", "exit Y", "enter idle"])
    }

    @Test(arguments: AskingAction.allCases)
    func twoMessagesRunInTheOrderSent(place: AskingAction) throws {
        let journal = Journal()
        let chart = try askingChart(journal, place: place, asks: [.send("m2"), .send("m3")])
        try chart.start()
        journal.entries.removeAll()
        try chart.send("kick")
        let start = startState(place)
        #expect(journal.entries == kickEntries(place) + ["\(start) got m2", "\(start) got m3"])
    }

    /// m1, handled in `asking`, asks for m3: that goes behind everything asked before it
    /// (first in, first out), not before the goToState and m2 already waiting.
    @Test(arguments: [AskingAction.enter, .exit])
    func stepsAskedByAQueuedStepWaitBehindEarlierOnes(place: AskingAction) throws {
        let journal = Journal()
        let chart = try askingChart(journal, place: place, asks: [.send("m1"), .goTo("Y"), .send("m2")])
        try chart.start()
        journal.entries.removeAll()
        try chart.send("kick")
        #expect(journal.entries == [
            "exit idle", "enter asking", "asking got m1", "exit asking", "enter Y", "Y got m2", "Y got m3",
        ])
    }

    @Test func stepsAskedDuringStartRunAfterTheInitialStatesAreEntered() throws {
        let journal = Journal()
        let chart = try Statechart(root: ChartState("root", enter: { chart in
            try? chart.send("m")
            chart.goToState("b")
            journal.entries.append("root entered")
        }, children: [
            ChartState("a", enter: { _ in journal.entries.append("enter a") },
                       handlers: [.on("m") { _ in journal.entries.append("a got m") }]),
            ChartState("b", enter: { _ in journal.entries.append("enter b") }),
        ]))
        try chart.start()
        #expect(journal.entries == ["root entered", "enter a", "a got m", "enter b"])
    }
}
