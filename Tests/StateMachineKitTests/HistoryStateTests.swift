import StateMachineKit
import Testing

/// root (help first when `startInHelp`) has main and help; main has a, b (b1, b2) and two
/// history states: `resume` (shallow, default main's initial a) and `resumeDeep` (deep,
/// default b2). help returns through them on close and closeDeep; root handles help.
func historyChart(_ journal: Journal, startInHelp: Bool = false) throws -> Statechart {
    func state(_ name: String, handlers: [MessageHandler] = [], children: [ChartState] = []) -> ChartState {
        ChartState(name, enter: { _ in journal.entries.append("enter \(name)") },
                   exit: { _ in journal.entries.append("exit \(name)") }, handlers: handlers, children: children)
    }
    return try Statechart(name: "history", root: ChartState("root", initial: startInHelp ? "help" : "main",
                                                            handlers: [.on("help", goTo: "help")], children: [
        state("main", handlers: [.on("toB2", goTo: "b2")], children: [
            state("a"),
            state("b", children: [state("b1"), state("b2")]),
            .history("resume"),
            .history("resumeDeep", .deep, default: "b2"),
        ]),
        state("help", handlers: [.on("close", goTo: "resume"), .on("closeDeep", goTo: "resumeDeep")]),
    ]))
}

@Suite("Statechart history states")
struct HistoryStateTests {
    @Test func withoutHistoryTheDefaultIsEntered() throws {
        let journal = Journal()
        let chart = try historyChart(journal, startInHelp: true)
        try chart.start()
        journal.entries.removeAll()
        try chart.send("close")
        #expect(journal.entries == ["exit help", "enter main", "enter a"])
        try chart.send("help")
        journal.entries.removeAll()
        let deep = try historyChart(journal, startInHelp: true)
        try deep.start()
        journal.entries.removeAll()
        try deep.send("closeDeep")
        #expect(journal.entries == ["exit help", "enter main", "enter b", "enter b2"])
    }

    @Test func shallowHistoryReturnsToTheChildWithItsInitialState() throws {
        let journal = Journal()
        let chart = try historyChart(journal)
        try chart.start()
        try chart.send("toB2")
        journal.entries.removeAll()
        try chart.send("help")
        #expect(journal.entries == ["exit b2", "exit b", "exit main", "enter help"])
        journal.entries.removeAll()
        try chart.send("close")
        #expect(journal.entries == ["exit help", "enter main", "enter b", "enter b1"])
        #expect(chart.currentState == "b1")
    }

    @Test func deepHistoryReturnsToTheLeaf() throws {
        let journal = Journal()
        let chart = try historyChart(journal)
        try chart.start()
        try chart.send("toB2")
        try chart.send("help")
        journal.entries.removeAll()
        try chart.send("closeDeep")
        #expect(journal.entries == ["exit help", "enter main", "enter b", "enter b2"])
    }

    @Test func historyIsRecordedAtEveryExit() throws {
        let journal = Journal()
        let chart = try historyChart(journal)
        try chart.start()
        try chart.send("help")
        try chart.send("close")
        #expect(chart.currentState == "a")
        try chart.send("toB2")
        try chart.send("help")
        try chart.send("closeDeep")
        #expect(chart.currentState == "b2")
        try chart.send("help")
        try chart.send("close")
        #expect(chart.currentState == "b1")
    }

    @Test func aHistoryStateIsNeverActive() throws {
        let journal = Journal()
        let chart = try historyChart(journal)
        let recorder = TransitionRecorder()
        chart.addObserver(recorder)
        try chart.start()
        try chart.send("help")
        try chart.send("close")
        #expect(!chart.isIn("resume"))
        #expect(chart.activeLeaves == ["a"])
        #expect(recorder.attempts.last == TransitionAttempt(machine: "history", event: "close", from: "help", to: "resume",
                                                            outcome: .accepted))
    }

    @Test func historyIsCheckedWhenBuilt() {
        #expect(throws: StatechartError.invalidHistory(state: "h", reason: "is the root; a history state needs a parent")) {
            try Statechart(root: .history("h"))
        }
        #expect(throws: StatechartError.invalidHistory(
            state: "h", reason: "has default \"outside\", which is not a state inside \"inner\"")) {
            try Statechart(root: ChartState("root", children: [
                ChartState("inner", children: [ChartState("x"), .history("h", default: "outside")]),
                ChartState("outside"),
            ]))
        }
        #expect(throws: StatechartError.invalidInitial(state: "inner", initial: "h")) {
            try Statechart(root: ChartState("root", children: [
                ChartState("inner", initial: "h", children: [ChartState("x"), .history("h")]),
            ]))
        }
    }

    @Test func picturesMarkHistoryStatesAndTheirDefaults() throws {
        let chart = try historyChart(Journal())
        let mermaid = chart.graph(.mermaid)
        #expect(mermaid.contains("        state \"resume (H)\" as resume\n"))
        #expect(mermaid.contains("        state \"resumeDeep (H*)\" as resumeDeep\n"))
        #expect(mermaid.contains("    resumeDeep --> b2\n"))
        #expect(mermaid.contains("    help --> resume : close\n"))
        #expect(chart.graph(.dot).contains("        \"resumeDeep\" [shape=circle, label=\"H*\"];\n"))
    }
}
