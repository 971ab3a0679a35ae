import StateMachineKit
import Testing

// W3C SCXML Implementation Report Plan (IRP) tests, written again in Swift for this library's
// statecharts. Each keeps its IRP number and its structure: states, raised events (a `send`
// inside an action), transition content (an action on the handler), and the final states
// "pass" and "fail". Where the IRP uses things charts here do not have (eventless transitions,
// conditions, "*", delays), the port says how it stands in for them; docs/scxml-conformance.md
// lists the rules and the IRP tests that do not apply.

/// SCXML's `<transition event="*" target="fail"/>` for the messages a test raises: every one
/// not handled otherwise fails.
func otherwiseFail(_ raised: [String], except handled: [String]) -> [MessageHandler] {
    raised.filter { !handled.contains($0) }.map { .on($0, goTo: "fail") }
}

/// A leaf state; `next` stands in for an eventless transition the test triggers by sending
/// "next" once the chart is at rest.
func leaf(_ name: String, enter: ((Statechart) -> Void)? = nil, exit: ((Statechart) -> Void)? = nil,
          handlers: [MessageHandler] = []) -> ChartState {
    ChartState(name, enter: enter, exit: exit, handlers: handlers)
}

/// The IRP's `<scxml>`: the test's states, then the final states pass and fail.
func irpChart(_ number: Int, initial: String? = nil, _ states: [ChartState]) throws -> Statechart {
    try Statechart(name: "test\(number)", root: ChartState("scxml", initial: initial,
                                                           children: states + [.final("pass"), .final("fail")]))
}

/// Starts the chart, sends `steps` one at a time, and returns where it ended.
func run(_ chart: Statechart, sending steps: [String] = []) throws -> String? {
    try chart.start()
    for step in steps {
        try chart.send(step)
    }
    return chart.currentState
}

@Suite("W3C SCXML IRP tests")
struct SCXMLConformanceTests {
    @Test("IRP 144: events raised in order are processed in order")
    func test144() throws {
        let raised = ["foo", "bar"]
        let chart = try irpChart(144, [
            leaf("s0", enter: { chart in
                try? chart.send("foo")
                try? chart.send("bar")
            }, handlers: [.on("foo", goTo: "s1")] + otherwiseFail(raised, except: ["foo"])),
            leaf("s1", handlers: [.on("bar", goTo: "pass")] + otherwiseFail(raised, except: ["bar"])),
        ])
        #expect(try run(chart) == "pass")
    }

    @Test("IRP 310: In() sees the other region's state")
    func test310() throws {
        let chart = try irpChart(310, [
            .parallel("p", children: [
                leaf("s0", handlers: [.on("next") { chart in chart.goToState(chart.isIn("s1") ? "pass" : "fail") }]),
                leaf("s1"),
            ]),
        ])
        #expect(try run(chart, sending: ["next"]) == "pass")
    }

    @Test("IRP 355: the default initial state is the first in document order")
    func test355() throws {
        let chart = try irpChart(355, [
            leaf("s0", handlers: [.on("next", goTo: "pass")]),
            leaf("s1", handlers: [.on("next", goTo: "fail")]),
        ])
        #expect(try run(chart, sending: ["next"]) == "pass")
    }

    @Test("IRP 372: done.state.id comes after the final state's enter action, before its exit")
    func test372() throws {
        var var1 = 1
        let chart = try irpChart(372, [
            ChartState("s0", initial: "s0final", handlers: [
                .on("done.state.s0") { chart in chart.goToState(var1 == 2 ? "pass" : "fail") },
            ], children: [
                .final("s0final", enter: { _ in var1 = 2 }, exit: { _ in var1 = 3 }),
            ]),
        ])
        #expect(try run(chart) == "pass")
    }

    @Test("IRP 375: enter actions run in document order")
    func test375() throws {
        let raised = ["event1", "event2"]
        let chart = try irpChart(375, [
            leaf("s0", enter: { chart in
                try? chart.send("event1")
                try? chart.send("event2")
            }, handlers: [.on("event1", goTo: "s1")] + otherwiseFail(raised, except: ["event1"])),
            leaf("s1", handlers: [.on("event2", goTo: "pass")] + otherwiseFail(raised, except: ["event2"])),
        ])
        #expect(try run(chart) == "pass")
    }

    @Test("IRP 377: exit actions run in document order")
    func test377() throws {
        let raised = ["event1", "event2"]
        let chart = try irpChart(377, [
            leaf("s0", exit: { chart in
                try? chart.send("event1")
                try? chart.send("event2")
            }, handlers: [.on("next", goTo: "s1")]),
            leaf("s1", handlers: [.on("event1", goTo: "s2")] + otherwiseFail(raised, except: ["event1"])),
            leaf("s2", handlers: [.on("event2", goTo: "pass")] + otherwiseFail(raised, except: ["event2"])),
        ])
        #expect(try run(chart, sending: ["next"]) == "pass")
    }

    @Test("IRP 387: a history state with no history goes to its default, shallow and deep")
    func test387() throws {
        let raised = ["enteringS011", "enteringS012", "enteringS021", "enteringS022",
                      "enteringS111", "enteringS112", "enteringS121", "enteringS122"]
        func raising(_ name: String) -> ChartState {
            leaf(name, enter: { chart in try? chart.send("entering\(name.uppercased().prefix(1))\(name.dropFirst())") })
        }
        let chart = try irpChart(387, initial: "s3", [
            ChartState("s0", initial: "s01",
                       handlers: [.on("enteringS011", goTo: "s4")] + otherwiseFail(raised, except: ["enteringS011"]),
                       children: [
                .history("s0HistShallow", default: "s01"),
                .history("s0HistDeep", .deep, default: "s022"),
                ChartState("s01", initial: "s011", children: [raising("s011"), raising("s012")]),
                ChartState("s02", initial: "s021", children: [raising("s021"), raising("s022")]),
            ]),
            ChartState("s1", initial: "s11",
                       handlers: [.on("enteringS122", goTo: "pass")] + otherwiseFail(raised, except: ["enteringS122"]),
                       children: [
                .history("s1HistShallow", default: "s11"),
                .history("s1HistDeep", .deep, default: "s122"),
                ChartState("s11", initial: "s111", children: [raising("s111"), raising("s112")]),
                ChartState("s12", initial: "s121", children: [raising("s121"), raising("s122")]),
            ]),
            leaf("s3", handlers: [.on("next", goTo: "s0HistShallow")]),
            leaf("s4", handlers: [.on("next", goTo: "s1HistDeep")]),
        ])
        #expect(try run(chart, sending: ["next", "next"]) == "pass")
    }

    /// The IRP starts in s012 with `initial="s012"` on `<scxml>`; an initial state can only be
    /// a child here, so the chart starts in `start`, whose enter action goes to s012.
    @Test("IRP 388: deep history returns to the leaf, shallow to the child's initial state")
    func test388() throws {
        var var1 = 0
        func raising(_ name: String) -> ChartState {
            leaf(name, enter: { chart in try? chart.send("entering.\(name)") })
        }
        let chart = try irpChart(388, initial: "start", [
            leaf("start", enter: { chart in chart.goToState("s012") }),
            ChartState("s0", initial: "s01", enter: { _ in var1 += 1 }, handlers: [
                .on("entering.s012") { chart in chart.goToState(var1 == 1 ? "s1" : var1 == 2 ? "s2" : "fail") },
                .on("entering.s011") { chart in chart.goToState(var1 == 3 ? "pass" : "fail") },
                .on("entering.s021", goTo: "fail"),
                .on("entering.s022", goTo: "fail"),
            ], children: [
                .history("s0HistShallow", default: "s02"),
                .history("s0HistDeep", .deep, default: "s022"),
                ChartState("s01", initial: "s011", children: [raising("s011"), raising("s012")]),
                ChartState("s02", initial: "s021", children: [raising("s021"), raising("s022")]),
            ]),
            leaf("s1", handlers: [.on("next", goTo: "s0HistDeep")]),
            leaf("s2", handlers: [.on("next", goTo: "s0HistShallow")]),
        ])
        #expect(try run(chart, sending: ["next", "next"]) == "pass")
        #expect(var1 == 3)
    }

    /// The IRP's s02 also has a transition on event2 whose condition is false, so it never
    /// matches; it is left out here.
    @Test("IRP 403a: a child's handler wins over its parent's; the parent's serves where the child has none")
    func test403a() throws {
        let chart = try irpChart(403, [
            ChartState("s0", initial: "s01", handlers: [.on("event1", goTo: "fail"), .on("event2", goTo: "pass")], children: [
                leaf("s01", enter: { chart in try? chart.send("event1") },
                     handlers: [.on("event1", goTo: "s02"), .on("event2", goTo: "fail")]),
                leaf("s02", enter: { chart in try? chart.send("event2") }, handlers: [.on("event1", goTo: "fail")]),
            ]),
        ])
        #expect(try run(chart) == "pass")
    }

    @Test("IRP 403b: a handler two regions reach is taken once")
    func test403b() throws {
        var var1 = 0
        let chart = try irpChart(403, [
            ChartState("s0", handlers: [.on("event1") { _ in var1 += 1 }], children: [
                .parallel("p0", enter: { chart in
                    try? chart.send("event1")
                    try? chart.send("event2")
                }, handlers: [.on("event1") { _ in var1 += 1 }], children: [
                    leaf("p0s1", handlers: [.on("event2") { chart in chart.goToState(var1 == 1 ? "pass" : "fail") }]),
                    leaf("p0s2"),
                ]),
            ]),
        ])
        #expect(try run(chart) == "pass")
    }

    /// s1's eventless transitions become a "next" the test sends.
    @Test("IRP 403c: of conflicting handlers the deeper one preempts, the others are blocked")
    func test403c() throws {
        var var1 = 0
        let chart = try irpChart(403, [
            ChartState("s0", enter: { chart in try? chart.send("event1") }, handlers: [.on("event2", goTo: "fail")], children: [
                .parallel("p0", children: [
                    leaf("p0s1", handlers: [.on("event1") { _ in }, .on("event2") { _ in }]),
                    leaf("p0s2", handlers: [.on("event1", goTo: "p0s1") { chart in try? chart.send("event2") }]),
                    leaf("p0s3", handlers: [.on("event1", goTo: "fail"), .on("event2", goTo: "s1")]),
                    leaf("p0s4", handlers: [.on("event1") { _ in var1 += 1 }, .on("event2") { _ in var1 += 1 }]),
                ]),
            ]),
            leaf("s1", handlers: [.on("next") { chart in chart.goToState(var1 == 2 ? "pass" : "fail") }]),
        ])
        #expect(try run(chart) == "s1")
        try chart.send("next")
        #expect(chart.currentState == "pass")
    }

    @Test("IRP 404: states exit children first, later siblings first, before the transition's action")
    func test404() throws {
        let raised = ["event1", "event2", "event3", "event4"]
        func expecting(_ state: String, _ event: String, then next: String) -> ChartState {
            leaf(state, handlers: [.on(event, goTo: next)] + otherwiseFail(raised, except: [event]))
        }
        let chart = try irpChart(404, [
            ChartState("s0", children: [
                .parallel("s01p", exit: { chart in try? chart.send("event3") },
                          handlers: [.on("next", goTo: "s02") { chart in try? chart.send("event4") }], children: [
                    leaf("s01p1", exit: { chart in try? chart.send("event2") }),
                    leaf("s01p2", exit: { chart in try? chart.send("event1") }),
                ]),
                expecting("s02", "event1", then: "s03"),
                expecting("s03", "event2", then: "s04"),
                expecting("s04", "event3", then: "s05"),
                expecting("s05", "event4", then: "pass"),
            ]),
        ])
        #expect(try run(chart, sending: ["next"]) == "pass")
    }

    @Test("IRP 405: transition actions run in document order after every state is exited")
    func test405() throws {
        let raised = ["event1", "event2", "event3", "event4"]
        func expecting(_ state: String, _ event: String, then next: String) -> ChartState {
            leaf(state, handlers: [.on(event, goTo: next)] + otherwiseFail(raised, except: [event]))
        }
        let chart = try irpChart(405, [
            ChartState("s0", children: [
                .parallel("s01p", handlers: [.on("event1", goTo: "s02")], children: [
                    ChartState("s01p1", children: [
                        leaf("s01p11", exit: { chart in try? chart.send("event2") },
                             handlers: [.on("next", goTo: "s01p12") { chart in try? chart.send("event3") }]),
                        leaf("s01p12"),
                    ]),
                    ChartState("s01p2", children: [
                        leaf("s01p21", exit: { chart in try? chart.send("event1") },
                             handlers: [.on("next", goTo: "s01p22") { chart in try? chart.send("event4") }]),
                        leaf("s01p22"),
                    ]),
                ]),
                expecting("s02", "event2", then: "s03"),
                expecting("s03", "event3", then: "s04"),
                expecting("s04", "event4", then: "pass"),
            ]),
        ])
        #expect(try run(chart, sending: ["next"]) == "pass")
    }

    @Test("IRP 406: states enter parents first, earlier siblings first, after the transition's action")
    func test406() throws {
        let raised = ["event1", "event2", "event3", "event4"]
        func expecting(_ state: String, _ event: String, then next: String) -> ChartState {
            leaf(state, handlers: [.on(event, goTo: next)] + otherwiseFail(raised, except: [event]))
        }
        let chart = try irpChart(406, [
            ChartState("s0", children: [
                leaf("s01", handlers: [.on("next", goTo: "s0p2") { chart in try? chart.send("event1") }]),
                .parallel("s0p2", enter: { chart in try? chart.send("event2") },
                          handlers: [.on("event1", goTo: "s03")], children: [
                    leaf("s01p21", enter: { chart in try? chart.send("event3") }),
                    leaf("s01p22", enter: { chart in try? chart.send("event4") }),
                ]),
                expecting("s03", "event2", then: "s04"),
                expecting("s04", "event3", then: "s05"),
                expecting("s05", "event4", then: "pass"),
            ]),
        ])
        #expect(try run(chart, sending: ["next"]) == "pass")
    }

    @Test("IRP 407: exit actions run")
    func test407() throws {
        var var1 = 0
        let chart = try irpChart(407, [
            leaf("s0", exit: { _ in var1 += 1 }, handlers: [.on("next", goTo: "s1")]),
            leaf("s1", enter: { chart in chart.goToState(var1 == 1 ? "pass" : "fail") }),
        ])
        #expect(try run(chart, sending: ["next"]) == "pass")
    }

    /// The IRP passes when its timeout fires before any event1; here the test sends "timeout"
    /// once the chart is at rest.
    @Test("IRP 409: a state leaves the configuration as it is exited, before its parent's exit action")
    func test409() throws {
        let chart = try irpChart(409, [
            ChartState("s0", handlers: [.on("timeout", goTo: "pass"), .on("event1", goTo: "fail")], children: [
                ChartState("s01", exit: { chart in if chart.isIn("s011") { try? chart.send("event1") } }, children: [
                    leaf("s011", handlers: [.on("next", goTo: "s02")]),
                ]),
                leaf("s02"),
            ]),
        ])
        #expect(try run(chart, sending: ["next", "timeout"]) == "pass")
    }

    @Test("IRP 411: a state is in the configuration only once its own enter action runs")
    func test411() throws {
        let chart = try irpChart(411, [
            ChartState("s0", enter: { chart in if chart.isIn("s01") { try? chart.send("event1") } },
                       handlers: [.on("event1", goTo: "fail"), .on("event2", goTo: "pass")], children: [
                leaf("s01", enter: { chart in if chart.isIn("s01") { try? chart.send("event2") } }),
            ]),
        ])
        #expect(try run(chart) == "pass")
    }

    @Test("IRP 416: a compound state whose child is final sends done.state.id")
    func test416() throws {
        let chart = try irpChart(416, [
            ChartState("s1", handlers: [.on("done.state.s11", goTo: "pass")], children: [
                ChartState("s11", children: [
                    leaf("s111", handlers: [.on("next", goTo: "s11final")]),
                    .final("s11final"),
                ]),
            ]),
        ])
        #expect(try run(chart, sending: ["next"]) == "pass")
    }

    @Test("IRP 417: a parallel state whose regions are all final sends done.state.id")
    func test417() throws {
        let chart = try irpChart(417, [
            ChartState("s1", handlers: [.on("done.state.s1p1", goTo: "pass")], children: [
                .parallel("s1p1", children: [
                    ChartState("s1p11", children: [
                        leaf("s1p111", handlers: [.on("next", goTo: "s1p11final")]),
                        .final("s1p11final"),
                    ]),
                    ChartState("s1p12", children: [
                        leaf("s1p121", handlers: [.on("next", goTo: "s1p12final")]),
                        .final("s1p12final"),
                    ]),
                ]),
            ]),
        ])
        #expect(try run(chart, sending: ["next"]) == "pass")
    }

    /// The eventless transitions of s1 (taken before the events it raised) become a
    /// `goToState` asked first in its enter action, so it runs before them; s3's become a
    /// `goToState` chosen by the condition.
    @Test("IRP 503: a handler without a target exits nothing")
    func test503() throws {
        var var1 = 0
        var var2 = 0
        let chart = try irpChart(503, [
            leaf("s1", enter: { chart in
                chart.goToState("s2")
                try? chart.send("foo")
                try? chart.send("bar")
            }),
            leaf("s2", exit: { _ in var1 += 1 }, handlers: [
                .on("foo") { _ in var2 += 1 },
                .on("bar") { chart in if var2 == 1 { chart.goToState("s3") } },
            ]),
            leaf("s3", enter: { chart in chart.goToState(var1 == 1 ? "pass" : "fail") }),
        ])
        #expect(try run(chart) == "pass")
    }

    @Test("IRP 504: a transition exits every state below the common ancestor, the parallel state too")
    func test504() throws {
        #expect(try run(parallelExitChart(504)) == "pass")
    }

    /// SCXML marks this transition `type="internal"`; here every handler that targets a
    /// descendant of its own state behaves so (StateKit's rule).
    @Test("IRP 505: a handler targeting its own state's descendant does not exit that state")
    func test505() throws {
        var var1 = 0
        var var2 = 0
        var var3 = 0
        let chart = try irpChart(505, [
            ChartState("s1", enter: { chart in
                try? chart.send("foo")
                try? chart.send("bar")
            }, exit: { _ in var1 += 1 }, handlers: [
                .on("foo", goTo: "s11") { _ in var3 += 1 },
                .on("bar") { chart in chart.goToState(var3 == 1 ? "s2" : "fail") },
            ], children: [
                leaf("s11", exit: { _ in var2 += 1 }),
            ]),
            leaf("s2", enter: { chart in chart.goToState(var1 == 1 ? "s3" : "fail") }),
            leaf("s3", enter: { chart in chart.goToState(var2 == 2 ? "pass" : "fail") }),
        ])
        #expect(try run(chart) == "pass")
    }

    @Test("IRP 506: a handler targeting its own state exits and re-enters it")
    func test506() throws {
        var var1 = 0
        var var2 = 0
        var var3 = 0
        let chart = try irpChart(506, [
            leaf("s1", enter: { chart in
                chart.goToState("s2")
                try? chart.send("foo")
                try? chart.send("bar")
            }),
            ChartState("s2", exit: { _ in var1 += 1 }, handlers: [
                .on("foo", goTo: "s2") { _ in var3 += 1 },
                .on("bar") { chart in chart.goToState(var3 == 1 ? "s3" : "fail") },
            ], children: [
                leaf("s21", exit: { _ in var2 += 1 }),
            ]),
            leaf("s3", enter: { chart in chart.goToState(var1 == 2 ? "s4" : "fail") }),
            leaf("s4", enter: { chart in chart.goToState(var2 == 2 ? "pass" : "fail") }),
        ])
        #expect(try run(chart) == "pass")
    }

    @Test("IRP 533: a parallel state's handler targeting its region exits the parallel state")
    func test533() throws {
        #expect(try run(parallelExitChart(533)) == "pass")
    }

    /// IRP 504's and 533's chart (both check the same exits): s1 enters the parallel state p, whose
    /// handler for foo targets its own region ps1, so p, ps1 and ps2 are exited and entered again;
    /// bar then leaves for s3, exiting the regions and p again and s2 for the first time. s3
    /// passes when each of p, ps1 and ps2 was exited twice and s2 once.
    private func parallelExitChart(_ number: Int) throws -> Statechart {
        var exits = (p: 0, ps1: 0, ps2: 0, s2: 0)
        var taken = 0
        return try irpChart(number, [
            leaf("s1", enter: { chart in
                chart.goToState("p")
                try? chart.send("foo")
                try? chart.send("bar")
            }),
            ChartState("s2", exit: { _ in exits.s2 += 1 }, children: [
                .parallel("p", exit: { _ in exits.p += 1 }, handlers: [
                    .on("foo", goTo: "ps1") { _ in taken += 1 },
                    .on("bar") { chart in chart.goToState(taken == 1 ? "s3" : "fail") },
                ], children: [
                    leaf("ps1", exit: { _ in exits.ps1 += 1 }),
                    leaf("ps2", exit: { _ in exits.ps2 += 1 }),
                ]),
            ]),
            leaf("s3", enter: { chart in
                let expected = exits.p == 2 && exits.ps1 == 2 && exits.ps2 == 2 && exits.s2 == 1
                chart.goToState(expected ? "pass" : "fail")
            }),
        ])
    }

    @Test("IRP 570: each region's done comes before the parallel state's")
    func test570() throws {
        var var1 = 0
        let raised = ["e1", "e2", "done.state.p0s1", "done.state.p0s2"]
        let chart = try irpChart(570, [
            .parallel("p0", enter: { chart in
                try? chart.send("e1")
                try? chart.send("e2")
            }, handlers: [
                .on("done.state.p0s1") { _ in var1 = 1 },
                .on("done.state.p0s2", goTo: "s1"),
            ], children: [
                ChartState("p0s1", children: [leaf("p0s11", handlers: [.on("e1", goTo: "p0s1final")]), .final("p0s1final")]),
                ChartState("p0s2", children: [leaf("p0s21", handlers: [.on("e2", goTo: "p0s2final")]), .final("p0s2final")]),
            ]),
            leaf("s1", handlers: [
                .on("done.state.p0") { chart in if var1 == 1 { chart.goToState("pass") } },
            ] + otherwiseFail(raised, except: [])),
        ])
        #expect(try run(chart) == "pass")
    }

    /// The IRP's `In('sh1')` conditions become `isIn("sh1")` checks in enter actions, its
    /// eventless transitions `goToState` calls; s1 starts in s11, which is sh1's default.
    @Test("IRP 580: a history state is never in the configuration")
    func test580() throws {
        var var1 = 0
        var sawHistory = false
        let chart = try irpChart(580, [
            .parallel("p1", children: [
                leaf("s0", enter: { chart in sawHistory = sawHistory || chart.isIn("sh1") }),
                ChartState("s1", children: [
                    .history("sh1", default: "s11"),
                    leaf("s11", enter: { chart in
                        sawHistory = sawHistory || chart.isIn("sh1")
                        chart.goToState("s12")
                    }),
                    leaf("s12", enter: { chart in
                        sawHistory = sawHistory || chart.isIn("sh1")
                        chart.goToState(sawHistory ? "fail" : var1 == 0 ? "sh1" : "pass")
                    }, exit: { _ in var1 += 1 }),
                ]),
            ]),
        ])
        #expect(try run(chart) == "pass")
        #expect(var1 == 2, "s12 is left for sh1, then for pass")
    }
}

/// Where this library keeps StateKit's rule instead of SCXML's.
@Suite("Statechart rules that differ from SCXML")
struct StateKitRuleTests {
    /// In SCXML a transition (external, the default) from s1 to its child s11 exits s1 and
    /// enters it again. StateKit goes from where the chart is to the target, whichever state's
    /// handler asked: s1 stays.
    @Test func aHandlerOnAnAncestorTargetingItsDescendantDoesNotExitTheAncestor() throws {
        let journal = Journal()
        let chart = try Statechart(root: ChartState("root", children: [
            ChartState("s1", enter: { _ in journal.entries.append("enter s1") }, exit: { _ in journal.entries.append("exit s1") },
                       handlers: [.on("again", goTo: "s11")], children: [
                ChartState("s11", enter: { _ in journal.entries.append("enter s11") },
                           exit: { _ in journal.entries.append("exit s11") }),
            ]),
        ]))
        try chart.start()
        journal.entries.removeAll()
        try chart.send("again")
        #expect(journal.entries == ["exit s11", "enter s11"])
    }
}
