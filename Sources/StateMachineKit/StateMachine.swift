/// A machine of ``State`` objects with GameplayKit's `GKStateMachine` semantics.
///
/// - From no current state, entering any registered class succeeds.
/// - Entering an unregistered class, or one the current state's `isValidNextState` refuses,
///   returns false and runs no hook.
/// - On success: `willExit(to:)` on the old state while it is still current, then the current
///   state changes, then `didEnter(from:)` on the new one.
/// - Entering the current state's own class again is an ordinary transition, as in GameplayKit:
///   allowed only when the current state accepts its own class, and then `willExit` and
///   `didEnter` run with the same state at both ends.
///
/// The class is open so a subclass can carry what its states need (the tutorial's
/// `KanjiStateMachine` holds the presenter and the dictionary).
open class StateMachine {
    /// The machine's name in transition logs and pictures.
    public let name: String
    /// The state the machine is in; nil until the first `enter`.
    public private(set) var currentState: State?

    private let states: [State]
    private let classIdentifiers: [ObjectIdentifier]
    private let stateNames: [String]
    private var currentIndex = -1
    private let reporter: TransitionReporter

    /// Registers `states`, one per class. Two states of the same class are a programming error.
    public init(states: [State], name: String = "machine") {
        self.name = name
        self.states = states
        self.classIdentifiers = states.map { ObjectIdentifier(type(of: $0)) }
        self.stateNames = states.map { type(of: $0).name }
        self.reporter = TransitionReporter(machine: name)
        for (index, identifier) in classIdentifiers.enumerated() where classIdentifiers[..<index].contains(identifier) {
            preconditionFailure("StateMachine \"\(name)\": two states of class \(type(of: states[index])); register one state per class")
        }
        for state in states {
            state.stateMachine = self
        }
    }

    /// Adds an observer told of every attempted transition. Retained strongly.
    public func addObserver(_ observer: TransitionObserver) {
        reporter.add(observer)
    }

    /// The registered state of class `stateClass`, if any.
    public func state<S: State>(forClass stateClass: S.Type) -> S? {
        index(of: stateClass).map { states[$0] as? S } ?? nil
    }

    /// Whether `enter(stateClass)` would succeed now.
    public func canEnterState(_ stateClass: State.Type) -> Bool {
        guard index(of: stateClass) != nil else { return false }
        return currentState?.isValidNextState(stateClass) ?? true
    }

    /// Moves to the registered state of `stateClass` if the current state accepts it.
    @discardableResult
    public func enter(_ stateClass: State.Type) -> Bool {
        enter(stateClass, event: nil)
    }

    /// Same as `enter(_:)`, with `event` recorded as the cause in the reported attempt.
    @discardableResult
    public func enter(_ stateClass: State.Type, event: String?) -> Bool {
        let previousIndex = currentIndex
        guard let nextIndex = index(of: stateClass) else {
            reporter.record { machine in
                let target = stateClass.name
                return TransitionAttempt(machine: machine, event: event, from: self.name(at: previousIndex), to: target,
                                         outcome: .refused("\(target) is not registered"))
            }
            return false
        }
        let next = states[nextIndex]
        let previous = currentState
        if let previous, !previous.isValidNextState(stateClass) {
            reporter.record { machine in
                let source = stateNames[previousIndex]
                let target = stateNames[nextIndex]
                return TransitionAttempt(machine: machine, event: event, from: source, to: target,
                                         outcome: .refused("\(source) does not accept \(target)"))
            }
            return false
        }
        reporter.begin()
        previous?.willExit(to: next)
        currentState = next
        currentIndex = nextIndex
        reporter.record { machine in
            TransitionAttempt(machine: machine, event: event, from: self.name(at: previousIndex),
                              to: stateNames[nextIndex], outcome: .accepted)
        }
        next.didEnter(from: previous)
        reporter.end()
        return true
    }

    /// Passes the time step to the current state's `update(deltaTime:)`.
    public func update(deltaTime seconds: Double) {
        currentState?.update(deltaTime: seconds)
    }

    /// The states and the transitions their `isValidNextState` accepts, asked of each registered
    /// state for every registered class.
    public var stateGraph: StateGraph {
        StateGraph.acceptance(name: name, states: stateNames) { from, to in
            states[from].isValidNextState(type(of: states[to]))
        }
    }

    /// The machine drawn in `format`.
    public func graph(_ format: GraphFormat) -> String {
        stateGraph.rendered(format)
    }

    /// Linear search: machines have a handful of states, and comparing identifiers in a small
    /// array is faster than hashing.
    private func index(of stateClass: State.Type) -> Int? {
        let wanted = ObjectIdentifier(stateClass)
        for index in classIdentifiers.indices where classIdentifiers[index] == wanted {
            return index
        }
        return nil
    }

    private func name(at index: Int) -> String? {
        index < 0 ? nil : stateNames[index]
    }
}
