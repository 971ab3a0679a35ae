import StateMachineKit
import Testing

/// root: idle, and work (parallel) with two regions: download (fetching → saved, final) and
/// browse (list ⇄ detail → closed, final). Every state journals; fetching and list both
/// handle "tick"; work handles "ping" and "stop", and goes to idle when both regions are done.
func parallelChart(_ journal: Journal) throws -> Statechart {
    func state(_ name: String, handlers: [MessageHandler] = [], children: [ChartState] = []) -> ChartState {
        ChartState(name, enter: { _ in journal.entries.append("enter \(name)") },
                   exit: { _ in journal.entries.append("exit \(name)") }, handlers: handlers, children: children)
    }
    func final(_ name: String) -> ChartState {
        .final(name, enter: { _ in journal.entries.append("enter \(name)") },
               exit: { _ in journal.entries.append("exit \(name)") })
    }
    func says(_ message: String, _ name: String) -> MessageHandler {
        .on(message) { _ in journal.entries.append("\(name) got \(message)") }
    }
    return try Statechart(name: "parallel", root: ChartState("root", children: [
        state("idle", handlers: [.on("begin", goTo: "work")]),
        .parallel("work", enter: { _ in journal.entries.append("enter work") },
                  exit: { _ in journal.entries.append("exit work") }, handlers: [
            says("ping", "work"),
            .on("stop", goTo: "idle"),
            says("done.state.download", "work"),
            .on("done.state.work", goTo: "idle"),
        ], children: [
            state("download", children: [
                state("fetching", handlers: [says("tick", "fetching"), .on("fetched", goTo: "saved"),
                                             .on("clash", goTo: "saved")]),
                final("saved"),
            ]),
            state("browse", children: [
                state("list", handlers: [says("tick", "list"), .on("open", goTo: "detail"), .on("clash", goTo: "idle")]),
                state("detail", handlers: [.on("back", goTo: "list"), .on("close", goTo: "closed")]),
                final("closed"),
            ]),
        ]),
    ]))
}

/// The parallel chart started and moved into work, with an empty journal.
func workingChart(_ journal: Journal) throws -> Statechart {
    let chart = try parallelChart(journal)
    try chart.start()
    try chart.send("begin")
    journal.entries.removeAll()
    return chart
}

@Suite("Statechart parallel states")
struct ParallelStateTests {
    @Test func enteringAParallelStateEntersEveryRegionInDocumentOrder() throws {
        let journal = Journal()
        let chart = try parallelChart(journal)
        try chart.start()
        journal.entries.removeAll()
        try chart.send("begin")
        #expect(journal.entries == ["exit idle", "enter work", "enter download", "enter fetching", "enter browse", "enter list"])
        #expect(chart.activeLeaves == ["fetching", "list"])
        #expect(chart.isIn("download") && chart.isIn("browse") && chart.isIn("work"))
    }

    @Test func leavingExitsEveryRegionInReverseDocumentOrder() throws {
        let journal = Journal()
        let chart = try workingChart(journal)
        try chart.send("stop")
        #expect(journal.entries == ["exit list", "exit browse", "exit fetching", "exit download", "exit work", "enter idle"])
        #expect(chart.activeLeaves == ["idle"])
    }

    @Test func aMessageIsOfferedToEveryRegionInDocumentOrder() throws {
        let journal = Journal()
        let chart = try workingChart(journal)
        try chart.send("tick")
        #expect(journal.entries == ["fetching got tick", "list got tick"])
    }

    @Test func aHandlerBothRegionsReachRunsOnce() throws {
        let journal = Journal()
        let chart = try workingChart(journal)
        try chart.send("ping")
        #expect(journal.entries == ["work got ping"])
    }

    @Test func aTransitionInOneRegionLeavesTheOtherAlone() throws {
        let journal = Journal()
        let chart = try workingChart(journal)
        try chart.send("open")
        #expect(journal.entries == ["exit list", "enter detail"])
        #expect(chart.activeLeaves == ["fetching", "detail"])
    }

    /// fetching's clash goes to saved (inside download); list's goes to idle, which would exit
    /// fetching too. The two conflict, neither handler is inside the other, so the first in
    /// document order wins.
    @Test func ofTwoConflictingHandlersTheFirstInDocumentOrderWins() throws {
        let journal = Journal()
        let chart = try workingChart(journal)
        try chart.send("clash")
        #expect(journal.entries == ["exit fetching", "enter saved", "work got done.state.download"])
        #expect(chart.activeLeaves == ["saved", "list"])
    }

    @Test func whenEveryRegionIsFinalTheParallelStateIsDone() throws {
        let journal = Journal()
        let chart = try workingChart(journal)
        try chart.send("fetched")
        #expect(journal.entries == ["exit fetching", "enter saved", "work got done.state.download"])
        journal.entries.removeAll()
        try chart.send("open")
        try chart.send("close")
        #expect(journal.entries == [
            "exit list", "enter detail", "exit detail", "enter closed",
            "exit closed", "exit browse", "exit saved", "exit download", "exit work", "enter idle",
        ])
    }

    @Test func goingIntoOneRegionEntersTheOthersByDefault() throws {
        let journal = Journal()
        let chart = try parallelChart(journal)
        try chart.start()
        journal.entries.removeAll()
        chart.goToState("detail")
        #expect(journal.entries == ["exit idle", "enter work", "enter download", "enter fetching", "enter browse", "enter detail"])
    }

    @Test func goingToARegionReentersTheWholeParallelState() throws {
        let journal = Journal()
        let chart = try workingChart(journal)
        try chart.send("open")
        journal.entries.removeAll()
        chart.goToState("browse")
        #expect(journal.entries == [
            "exit detail", "exit browse", "exit fetching", "exit download", "exit work",
            "enter work", "enter download", "enter fetching", "enter browse", "enter list",
        ])
    }

    @Test func picturesDrawRegionsApart() throws {
        let chart = try parallelChart(Journal())
        let mermaid = chart.graph(.mermaid)
        #expect(mermaid.contains("""
                    state work {
                        state download {
                            [*] --> fetching
                            fetching
                            saved
                            saved --> [*]
                        }
                        --
                        state browse {
            """))
        let dot = chart.graph(.dot)
        #expect(dot.contains("        subgraph \"cluster_work\" {\n            label=\"work (parallel)\";\n            style=dashed;\n"))
        #expect(dot.contains("                \"closed\" [shape=doublecircle];\n"))
    }
}

@Suite("Statechart transition content")
struct TransitionContentTests {
    @Test func aHandlersActionRunsBetweenExitsAndEntries() throws {
        let journal = Journal()
        let chart = try Statechart(root: ChartState("root", children: [
            ChartState("a", exit: { _ in journal.entries.append("exit a") },
                       handlers: [.on("go", goTo: "b") { _ in journal.entries.append("go's action") }]),
            ChartState("b", enter: { _ in journal.entries.append("enter b") }),
        ]))
        try chart.start()
        try chart.send("go")
        #expect(journal.entries == ["exit a", "go's action", "enter b"])
    }
}
