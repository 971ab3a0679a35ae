import StateMachineKit
import Testing

/// The statechart examples in StateMachineKit.docc, run as written there, so the catalog's
/// comments stay true.
@Suite("DocC examples")
struct DocCExampleTests {
    @Test func theQueueExampleRunsInTheOrderAsked() throws {
        let journal = Journal()
        let chart = try Statechart(root: ChartState("root", children: [
            ChartState("loading", enter: { chart in
                try? chart.send("showSpinner")
                chart.goToState("regularView")
                try? chart.send("fadeIn")
            }, handlers: [.on("showSpinner") { _ in journal.entries.append("spinner in loading") }]),
            ChartState("regularView", handlers: [.on("fadeIn") { chart in
                journal.entries.append("fade in \(chart.currentState ?? "nil")")
            }]),
        ]))
        try chart.start()
        #expect(journal.entries == ["spinner in loading", "fade in regularView"])
    }

    @Test func theHistoryExampleReturnsToBrowsing() throws {
        let chart = try Statechart(name: "app", root: ChartState("app",
            handlers: [.on("help", goTo: "help")],
            children: [
                ChartState("content", children: [
                    ChartState("loading", handlers: [.on("loaded", goTo: "browsing")]),
                    ChartState("browsing"),
                    .history("resume"),
                ]),
                ChartState("help", handlers: [.on("close", goTo: "resume")]),
            ]))
        try chart.start()
        try chart.send("loaded")
        try chart.send("help")
        #expect(chart.currentState == "help")
        try chart.send("close")
        #expect(chart.currentState == "browsing")
    }

    @Test func theParallelExampleIsDoneWhenBothRegionsAre() throws {
        let chart = try Statechart(name: "work", root: ChartState("root", children: [
            .parallel("work", handlers: [.on("done.state.work", goTo: "idle")], children: [
                ChartState("download", children: [
                    ChartState("fetching", handlers: [.on("fetched", goTo: "saved")]),
                    .final("saved"),
                ]),
                ChartState("review", children: [
                    ChartState("reading", handlers: [.on("approve", goTo: "approved")]),
                    .final("approved"),
                ]),
            ]),
            ChartState("idle"),
        ]))
        try chart.start()
        #expect(chart.activeLeaves == ["fetching", "reading"])
        try chart.send("fetched")
        #expect(chart.activeLeaves == ["saved", "reading"])
        try chart.send("approve")
        #expect(chart.activeLeaves == ["idle"])
    }
}
