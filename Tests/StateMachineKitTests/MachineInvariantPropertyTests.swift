import PropertyBased
import StateMachineKit
import Testing

/// Random sequences of moves keep each kind's invariants.
@Suite("Machine invariants under random moves")
struct MachineInvariantPropertyTests {
    @Test func classMachineMovesExactlyWhenItCanEnter() async {
        let classes: [State.Type] = [AllState.self, DetailState.self, ListState.self, UnregisteredState.self]
        await propertyCheck(input: Gen.int(in: 0...3).array(of: 0...40)) { picks in
            let machine = navigationMachine(Journal())
            let recorder = TransitionRecorder()
            machine.addObserver(recorder)
            var moves = 0
            for pick in picks {
                let stateClass = classes[pick]
                let before = machine.currentState
                let allowed = machine.canEnterState(stateClass)
                let entered = machine.enter(stateClass)
                #expect(entered == allowed)
                if entered {
                    moves += 1
                    #expect(machine.currentState.map { type(of: $0) == stateClass } == true)
                } else {
                    #expect(machine.currentState === before)
                }
            }
            #expect(recorder.attempts.count == picks.count)
            #expect(recorder.attempts.filter(\.outcome.isAccepted).count == moves)
        }
    }

    @Test func enumMachineMovesExactlyWhenItCanEnter() async {
        await propertyCheck(input: Gen.int(in: 0...2).array(of: 0...40)) { picks in
            let journal = Journal()
            let machine = EnumStateMachine<ApplicationState>(model: journal)
            for pick in picks {
                let state = ApplicationState.allCases[pick]
                let before = machine.currentState
                let allowed = machine.canEnterState(state)
                #expect(machine.enter(state) == allowed)
                #expect(machine.currentState == (allowed ? state : before))
            }
            let enters = journal.entries.filter { $0.hasPrefix("enter") }.count
            let exits = journal.entries.filter { $0.hasPrefix("exit") }.count
            #expect(enters == exits + (machine.currentState == nil ? 0 : 1))
        }
    }

    @Test func eventMachineFollowsItsTransitionFunctionAndChild() async {
        let events = RemoteContent.Event.allCases
        await propertyCheck(input: Gen.int(in: 0...(events.count - 1)).array(of: 0...60)) { picks in
            let machine = RemoteContent.machine()
            let recorder = TransitionRecorder()
            machine.addObserver(recorder)
            for pick in picks {
                let expected = machine.nextState(on: events[pick])
                let before = machine.state
                #expect(machine.send(events[pick]) == (expected != nil))
                #expect(machine.state == (expected ?? before))
                #expect(RemoteContent.all.contains(machine.state))
            }
            #expect(recorder.attempts.count == picks.count)
            #expect(recorder.attempts.allSatisfy { $0.outcome.isAccepted == ($0.to != nil) })
        }
    }

    /// Moves are a state to go to (0...11) or a message to send (12...13). Enter and exit actions
    /// must nest like a stack that always holds exactly the path from the root to a leaf.
    @Test func statechartEntersAndExitsLikeAStackAndRestsOnALeaf() async throws {
        let names = ["root", "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"]
        let leaves: Set = ["e", "h", "i", "j", "k"]
        let messages = ["userPressedButton", "jump"]
        await propertyCheck(input: Gen.int(in: 0...(names.count + messages.count - 1)).array(of: 0...40)) { picks in
            let journal = Journal()
            guard let chart = try? bubblingChart(journal, extra: ["b": [.on("jump", goTo: "k")], "c": [.on("jump", goTo: "h")]]) else {
                Issue.record("the chart builds")
                return
            }
            #expect(throws: Never.self) { try chart.start() }
            for pick in picks {
                if pick < names.count {
                    chart.goToState(names[pick])
                } else {
                    #expect(throws: Never.self) { try chart.send(messages[pick - names.count]) }
                }
                #expect(chart.currentState.map(leaves.contains) == true)
            }
            var stack: [String] = []
            for entry in journal.entries {
                let parts = entry.split(separator: " ")
                if parts.first == "enter" {
                    stack.append(String(parts[1]))
                } else if parts.first == "exit" {
                    #expect(stack.popLast() == String(parts[1]))
                }
            }
            #expect(stack.last == chart.currentState)
            #expect(stack.allSatisfy(chart.isIn))
        }
    }

    /// Moves on a chart with parallel, final and history states: a message to send or a state
    /// (history states too) to go to. After every move the configuration is SCXML-legal: the
    /// root is active, an active compound state has exactly one active child, an active parallel
    /// state all its regions, an inactive state no active child, a history state is never active,
    /// and the active leaves are exactly the active states without children, in document order.
    /// Every state's enters and exits balance with whether it is active.
    @Test func statechartWithRegionsAndHistoryKeepsALegalConfiguration() async throws {
        let journal = Journal()
        let definition = regionsAndHistoryDefinition(journal)
        let states = flattened(definition)
        let messages = ["begin", "stop", "open", "back", "close", "fetched", "help", "resume", "deep"]
        let moves = messages.count + states.count
        await propertyCheck(input: Gen.int(in: 0...(moves - 1)).array(of: 0...50)) { picks in
            journal.entries.removeAll()
            guard let chart = try? Statechart(name: "regions", root: definition) else {
                Issue.record("the chart builds")
                return
            }
            #expect(throws: Never.self) { try chart.start() }
            for pick in picks {
                if pick < messages.count {
                    #expect(throws: Never.self) { try chart.send(messages[pick]) }
                } else {
                    chart.goToState(states[pick - messages.count].name)
                }
                expectLegalConfiguration(of: chart, states: states)
            }
            for state in states {
                let enters = journal.entries.filter { $0 == "enter \(state.name)" }.count
                let exits = journal.entries.filter { $0 == "exit \(state.name)" }.count
                #expect(enters - exits == (chart.isIn(state.name) ? 1 : 0), "\(state.name)")
            }
        }
    }
}

/// idle; work, parallel: download (fetching, saved final) and browse (list, detail, with a
/// shallow and a deep history); help, which returns through browse's histories.
func regionsAndHistoryDefinition(_ journal: Journal) -> ChartState {
    func journaled(_ state: ChartState) -> ChartState {
        var state = state
        let name = state.name
        state.enter = { _ in journal.entries.append("enter \(name)") }
        state.exit = { _ in journal.entries.append("exit \(name)") }
        return state
    }
    return journaled(ChartState("root", handlers: [.on("help", goTo: "help")], children: [
        journaled(ChartState("idle", handlers: [.on("begin", goTo: "work")])),
        journaled(.parallel("work", handlers: [.on("stop", goTo: "idle"), .on("done.state.download", goTo: "idle")], children: [
            journaled(ChartState("download", children: [
                journaled(ChartState("fetching", handlers: [.on("fetched", goTo: "saved")])),
                journaled(.final("saved")),
            ])),
            journaled(ChartState("browse", children: [
                journaled(ChartState("list", handlers: [.on("open", goTo: "detail")])),
                journaled(ChartState("detail", handlers: [.on("back", goTo: "list")], children: [
                    journaled(ChartState("reading")),
                    journaled(ChartState("notes")),
                ])),
                .history("browseBack"),
                .history("browseDeep", .deep, default: "notes"),
            ])),
        ])),
        journaled(ChartState("help", handlers: [.on("resume", goTo: "browseBack"), .on("deep", goTo: "browseDeep"),
                                                 .on("close", goTo: "idle")])),
    ]))
}

/// The definition's states in document order.
func flattened(_ state: ChartState) -> [ChartState] {
    [state] + state.children.flatMap(flattened)
}

func expectLegalConfiguration(of chart: Statechart, states: [ChartState]) {
    #expect(chart.isIn("root"))
    var leaves: [String] = []
    for state in states {
        let activeChildren = state.children.filter { chart.isIn($0.name) }
        switch state.kind {
        case .history:
            #expect(!chart.isIn(state.name), "history state \(state.name) is active")
        case _ where !chart.isIn(state.name):
            #expect(activeChildren.isEmpty, "\(state.name) is inactive with active children")
        case .parallel:
            #expect(activeChildren.count == state.children.count, "not every region of \(state.name) is active")
        case .state where state.children.contains(where: { $0.kind == .state || $0.kind == .parallel || $0.kind == .final }):
            #expect(activeChildren.count == 1, "\(state.name) has \(activeChildren.count) active children")
        case .state, .final:
            leaves.append(state.name)
        }
    }
    #expect(chart.activeLeaves == leaves)
}
