import StateMachineKit
import Testing

/// The tutorial's navigation: All → Detail, Detail → All/List, List → Detail/All.
/// Each state writes what happens to it into a shared journal.
final class Journal {
    var entries: [String] = []
}

class JournaledState: State {
    let journal: Journal
    init(_ journal: Journal) {
        self.journal = journal
    }
    override func didEnter(from previousState: State?) {
        let current = stateMachine?.currentState.map { type(of: $0).name } ?? "nil"
        journal.entries.append("enter \(Self.name) from \(previousState.map { type(of: $0).name } ?? "nil") current \(current)")
    }
    override func willExit(to nextState: State) {
        let current = stateMachine?.currentState.map { type(of: $0).name } ?? "nil"
        journal.entries.append("exit \(Self.name) to \(type(of: nextState).name) current \(current)")
    }
}

final class AllState: JournaledState {
    override func isValidNextState(_ stateClass: State.Type) -> Bool {
        stateClass == DetailState.self
    }
}

final class DetailState: JournaledState {
    override func isValidNextState(_ stateClass: State.Type) -> Bool {
        stateClass == AllState.self || stateClass == ListState.self
    }
}

final class ListState: JournaledState {
    var elapsed = 0.0
    override func isValidNextState(_ stateClass: State.Type) -> Bool {
        stateClass == DetailState.self || stateClass == AllState.self
    }
    override func update(deltaTime seconds: Double) {
        elapsed += seconds
    }
}

/// Accepts every class, itself included (the default).
final class OpenState: JournaledState {}

final class UnregisteredState: State {}

func navigationMachine(_ journal: Journal) -> StateMachine {
    StateMachine(states: [AllState(journal), DetailState(journal), ListState(journal)], name: "navigation")
}

@Suite("GameplayKit-style machine")
struct GameplayKitStyleTests {
    @Test func entersAnyRegisteredStateFromNoState() {
        let machine = navigationMachine(Journal())
        #expect(machine.currentState == nil)
        #expect(machine.canEnterState(ListState.self))
        #expect(machine.enter(ListState.self))
        #expect(machine.currentState === machine.state(forClass: ListState.self))
    }

    @Test func hooksRunInOrderAroundTheChange() {
        let journal = Journal()
        let machine = navigationMachine(journal)
        machine.enter(AllState.self)
        machine.enter(DetailState.self)
        #expect(journal.entries == [
            "enter All from nil current All",
            "exit All to Detail current All",
            "enter Detail from All current Detail",
        ])
    }

    @Test func refusedTransitionChangesNothingAndRunsNoHook() {
        let journal = Journal()
        let machine = navigationMachine(journal)
        machine.enter(AllState.self)
        journal.entries.removeAll()
        #expect(!machine.canEnterState(ListState.self))
        #expect(!machine.enter(ListState.self))
        #expect(machine.currentState is AllState)
        #expect(journal.entries.isEmpty)
    }

    @Test func unregisteredClassIsRefused() {
        let machine = navigationMachine(Journal())
        #expect(!machine.canEnterState(UnregisteredState.self))
        #expect(!machine.enter(UnregisteredState.self))
        #expect(machine.currentState == nil)
        #expect(machine.state(forClass: UnregisteredState.self) == nil)
    }

    @Test func stateForClassFindsTheRegisteredInstanceAndSetsItsMachine() throws {
        let list = ListState(Journal())
        let machine = StateMachine(states: [list])
        #expect(machine.state(forClass: ListState.self) === list)
        #expect(list.stateMachine === machine)
    }

    @Test func reenteringTheCurrentStateFollowsItsOwnRule() {
        let journal = Journal()
        let machine = navigationMachine(journal)
        machine.enter(AllState.self)
        journal.entries.removeAll()
        #expect(!machine.enter(AllState.self), "All does not accept its own class")
        #expect(journal.entries.isEmpty)
        let open = StateMachine(states: [OpenState(journal)])
        open.enter(OpenState.self)
        journal.entries.removeAll()
        #expect(open.enter(OpenState.self))
        #expect(journal.entries == ["exit Open to Open current Open", "enter Open from Open current Open"])
    }

    @Test func updateReachesOnlyTheCurrentState() throws {
        let machine = navigationMachine(Journal())
        machine.update(deltaTime: 1)
        machine.enter(AllState.self)
        machine.enter(DetailState.self)
        machine.enter(ListState.self)
        machine.update(deltaTime: 0.5)
        machine.update(deltaTime: 0.25)
        let list = try #require(machine.state(forClass: ListState.self))
        #expect(list.elapsed == 0.75)
    }

    @Test func nameDropsTrailingState() {
        #expect(AllState.name == "All")
        #expect(State.name == "State")
        #expect(UnregisteredState.name == "Unregistered")
    }

    @Test func observersSeeAcceptedAndRefusedAttempts() {
        let machine = navigationMachine(Journal())
        let recorder = TransitionRecorder()
        machine.addObserver(recorder)
        machine.enter(AllState.self, event: "start")
        machine.enter(ListState.self)
        machine.enter(UnregisteredState.self, event: "jump")
        #expect(recorder.attempts == [
            TransitionAttempt(machine: "navigation", event: "start", from: nil, to: "All", outcome: .accepted),
            TransitionAttempt(machine: "navigation", event: nil, from: "All", to: "List",
                              outcome: .refused("All does not accept List")),
            TransitionAttempt(machine: "navigation", event: "jump", from: "All", to: "Unregistered",
                              outcome: .refused("Unregistered is not registered")),
        ])
        #expect(recorder.attempts[0].outcome.isAccepted)
        #expect(!recorder.attempts[1].outcome.isAccepted)
    }

    @Test func observerIsToldAfterDidEnterAndInOrderForChainedEnters() {
        let journal = Journal()
        let prepare = ChainingState(journal, next: SendState.self)
        let machine = StateMachine(states: [prepare, SendState(journal)], name: "request")
        let recorder = ObservingRecorder(machine: machine)
        machine.addObserver(recorder)
        machine.enter(ChainingState.self)
        #expect(machine.currentState is SendState)
        #expect(recorder.seen == ["nil->Chaining while Send", "Chaining->Send while Send"])
    }

    @Test func graphListsTheTutorialsTransitions() {
        let machine = navigationMachine(Journal())
        #expect(machine.graph(.dot) == """
            digraph "navigation" {
                compound=true;
                "All";
                "Detail";
                "List";
                "All" -> "Detail";
                "Detail" -> "All";
                "Detail" -> "List";
                "List" -> "All";
                "List" -> "Detail";
            }

            """)
        #expect(machine.graph(.mermaid) == """
            stateDiagram-v2
                All
                Detail
                List
                All --> Detail
                Detail --> All
                Detail --> List
                List --> All
                List --> Detail

            """)
    }
}

/// Enters `next` from its own `didEnter`, as the request flow's states do.
final class ChainingState: JournaledState {
    let next: State.Type
    init(_ journal: Journal, next: State.Type) {
        self.next = next
        super.init(journal)
    }
    override func didEnter(from previousState: State?) {
        stateMachine?.enter(next)
    }
}

final class SendState: JournaledState {}

/// Records each attempt with the machine's state at the moment the observer is told.
final class ObservingRecorder: TransitionObserver {
    let machine: StateMachine
    var seen: [String] = []
    init(machine: StateMachine) {
        self.machine = machine
    }
    func machineDidAttempt(_ attempt: TransitionAttempt) {
        let current = machine.currentState.map { type(of: $0).name } ?? "nil"
        seen.append("\(attempt.from ?? "nil")->\(attempt.to ?? "nil") while \(current)")
    }
}
