import StateMachineKit
import Testing

/// The seed's application states: starting → running/terminating, running → terminating.
enum ApplicationState: Int, EnumState, CaseIterable {
    case starting, running, terminating

    func isValidNextState(_ next: ApplicationState) -> Bool {
        switch (self, next) {
        case (.starting, .running), (.starting, .terminating), (.running, .terminating): true
        default: false
        }
    }

    func didEnter(from previous: ApplicationState?, in machine: EnumStateMachine<ApplicationState>) {
        (machine.model as? Journal)?.entries.append("enter \(self) from \(previous.map { "\($0)" } ?? "nil") current \(machine.currentState.map { "\($0)" } ?? "nil")")
    }

    func willExit(to next: ApplicationState, in machine: EnumStateMachine<ApplicationState>) {
        (machine.model as? Journal)?.entries.append("exit \(self) to \(next) current \(machine.currentState.map { "\($0)" } ?? "nil")")
    }
}

@Suite("Enum state machine")
struct EnumStateMachineTests {
    @Test func entersAnyStateFromNoState() {
        let machine = EnumStateMachine<ApplicationState>()
        #expect(machine.canEnterState(.terminating))
        #expect(machine.enter(.terminating))
        #expect(machine.currentState == .terminating)
    }

    @Test func hooksReceiveTheMachineAndItsModelInOrder() {
        let journal = Journal()
        let machine = EnumStateMachine<ApplicationState>(model: journal)
        machine.enter(.starting)
        machine.enter(.running)
        #expect(journal.entries == [
            "enter starting from nil current starting",
            "exit starting to running current starting",
            "enter running from starting current running",
        ])
    }

    @Test func refusedStateChangesNothing() {
        let journal = Journal()
        let machine = EnumStateMachine<ApplicationState>(model: journal)
        machine.enter(.running)
        journal.entries.removeAll()
        #expect(!machine.canEnterState(.starting))
        #expect(!machine.enter(.starting))
        #expect(!machine.enter(.running), "running does not accept itself")
        #expect(machine.currentState == .running)
        #expect(journal.entries.isEmpty)
    }

    @Test func observersSeeAttemptsWithReadableNames() {
        let machine = EnumStateMachine<ApplicationState>(name: "app")
        let recorder = TransitionRecorder()
        machine.addObserver(recorder)
        machine.enter(.starting, event: "launch")
        machine.enter(.terminating)
        machine.enter(.running)
        #expect(recorder.attempts == [
            TransitionAttempt(machine: "app", event: "launch", from: nil, to: "starting", outcome: .accepted),
            TransitionAttempt(machine: "app", event: nil, from: "starting", to: "terminating", outcome: .accepted),
            TransitionAttempt(machine: "app", event: nil, from: "terminating", to: "running",
                              outcome: .refused("terminating does not accept running")),
        ])
    }

    @Test func graphDrawsEveryCaseAndAcceptedMove() {
        let machine = EnumStateMachine<ApplicationState>(name: "app")
        #expect(machine.graph(.mermaid) == """
            stateDiagram-v2
                starting
                running
                terminating
                starting --> running
                starting --> terminating
                running --> terminating

            """)
    }

    /// A move accepted for one event alone is refused for any other and drawn labelled with it.
    @Test func aMoveForOneEventIsAcceptedForItAloneAndDrawnWithIt() {
        let machine = EnumStateMachine<Page>(name: "pages")
        machine.enter(.list)
        #expect(!machine.enter(.list, event: "again") && machine.enter(.list, event: "reorder"))
        #expect(machine.enter(.detail, event: "open") && !machine.enter(.detail, event: "reorder"))
        #expect(machine.graph(.table) == """
            | state | may go to |
            | --- | --- |
            | list | detail, list (reorder) |
            | detail | list |

            """)
    }
}

/// A list that may be shown again in another order (`reorder`), and its details.
enum Page: String, EnumState, CaseIterable {
    case list, detail

    func isValidNextState(_ next: Page) -> Bool { next != self }

    var eventOnlyMoves: [(next: Page, event: String)] { self == .list ? [(.list, "reorder")] : [] }
}
