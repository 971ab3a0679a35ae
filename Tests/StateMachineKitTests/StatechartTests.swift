import StateMachineKit
import Testing

/// StateKit's bubbling example: root with a/d/j, b/e, b/f/g/h, b/f/g/i and c/k, where d, b and g
/// handle "userPressedButton". Every state journals its enter and exit actions.
func bubblingChart(_ journal: Journal, extra handlers: [String: [MessageHandler]] = [:]) throws -> Statechart {
    func state(_ name: String, _ children: [ChartState] = [], says: Bool = false) -> ChartState {
        var handlers = handlers[name] ?? []
        if says {
            handlers.append(.on("userPressedButton") { _ in journal.entries.append("\(name) says hi") })
        }
        return ChartState(name, enter: { _ in journal.entries.append("enter \(name)") },
                          exit: { _ in journal.entries.append("exit \(name)") },
                          handlers: handlers, children: children)
    }
    let root = state("root", [
        state("a", [state("d", [state("j")], says: true)]),
        state("b", [state("e"), state("f", [state("g", [state("h"), state("i")], says: true)])], says: true),
        state("c", [state("k")]),
    ])
    return try Statechart(name: "chart", root: root)
}

/// Builds the bubbling chart, starts it and goes to `state`, leaving an empty journal.
func chart(at state: String, journal: Journal) throws -> Statechart {
    let chart = try bubblingChart(journal)
    try chart.start()
    chart.goToState(state)
    journal.entries.removeAll()
    return chart
}

@Suite("Statechart")
struct StatechartTests {
    @Test func startEntersRootThenInitialChildrenInDocumentOrder() throws {
        let journal = Journal()
        let chart = try bubblingChart(journal)
        #expect(chart.currentState == nil)
        try chart.start()
        #expect(journal.entries == ["enter root", "enter a", "enter d", "enter j"])
        #expect(chart.currentState == "j")
        #expect(chart.isIn("a") && chart.isIn("root") && !chart.isIn("b"))
    }

    /// StateKit's table for the leaves; a state with children is never current here, since
    /// entering it enters its initial child (going to "f" leaves the chart in "h").
    @Test(arguments: [
        ("e", "b"), ("f", "g"), ("h", "g"), ("i", "g"), ("j", "d"), ("k", nil), ("root", "d"),
    ] as [(String, String?)])
    func messagesBubbleToTheNearestHandler(state: String, handler: String?) throws {
        let journal = Journal()
        let chart = try chart(at: state, journal: journal)
        try chart.send("userPressedButton")
        #expect(journal.entries == (handler.map { ["\($0) says hi"] } ?? []))
    }

    @Test func siblings() throws {
        let journal = Journal()
        let chart = try chart(at: "h", journal: journal)
        chart.goToState("i")
        #expect(journal.entries == ["exit h", "enter i"])
    }

    @Test func cousins() throws {
        let journal = Journal()
        let chart = try chart(at: "j", journal: journal)
        chart.goToState("e")
        #expect(journal.entries == ["exit j", "exit d", "exit a", "enter b", "enter e"])
    }

    @Test func deepNestingRunsNothingOnTheCommonAncestor() throws {
        let journal = Journal()
        let chart = try chart(at: "h", journal: journal)
        chart.goToState("e")
        #expect(journal.entries == ["exit h", "exit g", "exit f", "enter e"])
        journal.entries.removeAll()
        chart.goToState("i")
        #expect(journal.entries == ["exit e", "enter f", "enter g", "enter i"])
    }

    @Test func targetWithChildrenEntersItsInitialChild() throws {
        let journal = Journal()
        let chart = try chart(at: "k", journal: journal)
        chart.goToState("f")
        #expect(journal.entries == ["exit k", "exit c", "enter b", "enter f", "enter g", "enter h"])
        #expect(chart.currentState == "h")
    }

    @Test func transitionToAnAncestorExitsAndReentersIt() throws {
        let journal = Journal()
        let chart = try chart(at: "i", journal: journal)
        chart.goToState("f")
        #expect(journal.entries == ["exit i", "exit g", "exit f", "enter f", "enter g", "enter h"])
    }

    @Test func transitionToSelfExitsAndReentersIt() throws {
        let journal = Journal()
        let chart = try chart(at: "k", journal: journal)
        chart.goToState("k")
        #expect(journal.entries == ["exit k", "enter k"])
        journal.entries.removeAll()
        chart.goToState("root")
        #expect(journal.entries == ["exit k", "exit c", "exit root", "enter root", "enter a", "enter d", "enter j"])
    }

    @Test func explicitInitialChildIsEntered() throws {
        let chart = try Statechart(root: ChartState("root", initial: "second", children: [ChartState("first"), ChartState("second")]))
        try chart.start()
        #expect(chart.currentState == "second")
    }

    @Test func goToHandlerTransitionsOnMessage() throws {
        let journal = Journal()
        let chart = try bubblingChart(journal, extra: ["a": [.on("next", goTo: "k")]])
        try chart.start()
        let recorder = TransitionRecorder()
        chart.addObserver(recorder)
        try chart.send("next")
        #expect(chart.currentState == "k")
        #expect(recorder.attempts == [TransitionAttempt(machine: "chart", event: "next", from: "j", to: "k", outcome: .accepted)])
    }

    @Test func ignoredMessageIsReportedAndChangesNothing() throws {
        let journal = Journal()
        let chart = try chart(at: "k", journal: journal)
        let recorder = TransitionRecorder()
        chart.addObserver(recorder)
        try chart.send("userPressedButton")
        try chart.send("nobodyKnowsThis")
        #expect(chart.currentState == "k")
        #expect(journal.entries.isEmpty)
        #expect(recorder.attempts.map(\.outcome) == [
            .refused("ignored: no state handles message userPressedButton"),
            .refused("ignored: no state handles message nobodyKnowsThis"),
        ])
        #expect(recorder.attempts.allSatisfy { $0.from == "k" && $0.to == nil })
    }

    @Test func transitionsAskedInsideActionsRunAfterTheCurrentOneCompletes() throws {
        let journal = Journal()
        let root = ChartState("root", enter: { chart in
            chart.goToState("loading")
            journal.entries.append("root enter done while in \(chart.currentState ?? "nil")")
        }, children: [
            ChartState("regularView", enter: { _ in journal.entries.append("enter regularView") },
                       exit: { _ in journal.entries.append("exit regularView") }),
            ChartState("loading", enter: { chart in
                journal.entries.append("enter loading")
                try? chart.send("apiRespondedSuccessfully")
                journal.entries.append("loading enter done")
            }, exit: { _ in journal.entries.append("exit loading") },
                       handlers: [.on("apiRespondedSuccessfully", goTo: "regularView")]),
        ])
        let chart = try Statechart(root: root)
        try chart.start()
        #expect(journal.entries == [
            "root enter done while in root",
            "enter regularView",
            "exit regularView",
            "enter loading",
            "loading enter done",
            "exit loading",
            "enter regularView",
        ])
        #expect(chart.currentState == "regularView")
    }

    @Test func observersAreToldAfterEnterActionsInOrder() throws {
        let root = ChartState("root", children: [
            ChartState("a", enter: { $0.goToState("b") }),
            ChartState("b"),
        ])
        let chart = try Statechart(name: "flow", root: root)
        let recorder = TransitionRecorder()
        chart.addObserver(recorder)
        try chart.start()
        #expect(recorder.attempts == [
            TransitionAttempt(machine: "flow", event: "start", from: nil, to: "root", outcome: .accepted),
            TransitionAttempt(machine: "flow", event: "start", from: "a", to: "b", outcome: .accepted),
        ])
    }

    @Test func loopGuardStopsWithAClearError() throws {
        let root = ChartState("root", children: [
            ChartState("idle", handlers: [.on("go", goTo: "ping")]),
            ChartState("ping", enter: { $0.goToState("pong") }),
            ChartState("pong", enter: { $0.goToState("ping") }),
        ])
        let chart = try Statechart(name: "loop", root: root)
        let recorder = TransitionRecorder()
        try chart.start()
        chart.addObserver(recorder)
        #expect(throws: StatechartError.transitionLimitExceeded(message: "go", count: 100)) {
            try chart.send("go")
        }
        #expect(recorder.attempts.count == 101)
        #expect(recorder.attempts.last?.outcome == .refused("message \"go\" caused more than 100 transitions; stopped (does the chart loop?)"))
        #expect(chart.currentState == "pong" || chart.currentState == "ping")
        #expect(chart.goToState("idle"), "the chart still works after a stopped message")
        #expect(chart.currentState == "idle")
        let heard = recorder.attempts.count
        #expect(!chart.goToState("ping"), "a loop asked from outside is refused, not passed over")
        #expect(recorder.attempts.count == heard + 101)
        #expect(recorder.attempts.last?.outcome == .refused("message \"goToState(ping)\" caused more than 100 transitions; stopped (does the chart loop?)"))
        #expect(!chart.goToState("nowhere"))
        #expect(recorder.attempts.last?.outcome == .refused("nowhere is not a state"))
    }

    @Test func chartIsCheckedWhenBuilt() {
        #expect(throws: StatechartError.duplicateState("a")) {
            try Statechart(root: ChartState("root", children: [ChartState("a"), ChartState("b", children: [ChartState("a")])]))
        }
        #expect(throws: StatechartError.unknownTarget(state: "root", message: "m", target: "nowhere")) {
            try Statechart(root: ChartState("root", handlers: [.on("m", goTo: "nowhere")]))
        }
        #expect(throws: StatechartError.duplicateHandler(state: "root", message: "m")) {
            try Statechart(root: ChartState("root", handlers: [.on("m", goTo: "root"), .on("m", goTo: "root")]))
        }
        #expect(throws: StatechartError.invalidInitial(state: "root", initial: "deep")) {
            try Statechart(root: ChartState("root", initial: "deep", children: [ChartState("a", children: [ChartState("deep")])]))
        }
        // A leaf given an initial state is refused, whether it names a state or not.
        #expect(throws: StatechartError.invalidInitial(state: "leaf", initial: "other")) {
            try Statechart(root: ChartState("root", children: [ChartState("leaf", initial: "other"), ChartState("other")]))
        }
        #expect(throws: StatechartError.invalidInitial(state: "root", initial: "missing")) {
            try Statechart(root: ChartState("root", initial: "missing"))
        }
        #expect(StatechartError.duplicateState("a").description == "two states are named \"a\"; state names must be unique")
    }

    @Test func unknownGoToStateIsReportedAndChangesNothing() throws {
        let journal = Journal()
        let chart = try chart(at: "k", journal: journal)
        let recorder = TransitionRecorder()
        chart.addObserver(recorder)
        chart.goToState("nowhere")
        #expect(chart.currentState == "k")
        #expect(recorder.attempts.map(\.outcome) == [.refused("nowhere is not a state")])
    }

    @Test func graphNestsStatesWithChildren() throws {
        let chart = try Statechart(name: "kanji", root: ChartState("root", handlers: [.on("reset", goTo: "idle")], children: [
            ChartState("idle", handlers: [.on("fetch", goTo: "busy")]),
            ChartState("busy", children: [ChartState("loading"), ChartState("parsing")]),
        ]))
        #expect(chart.graph(.mermaid) == """
            stateDiagram-v2
                [*] --> root
                state root {
                    [*] --> idle
                    idle
                    state busy {
                        [*] --> loading
                        loading
                        parsing
                    }
                }
                root --> idle : reset
                idle --> busy : fetch

            """)
        let dot = chart.graph(.dot)
        #expect(dot.contains("    subgraph \"cluster_root\" {\n        label=\"root\";\n"))
        #expect(dot.contains("        subgraph \"cluster_busy\" {\n"))
        #expect(dot.contains("    \"idle\" -> \"busy\" [label=\"fetch\"];\n"))
    }
}
