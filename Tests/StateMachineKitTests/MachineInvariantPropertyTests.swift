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
}
