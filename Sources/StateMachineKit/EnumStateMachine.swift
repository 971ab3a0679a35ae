/// A machine whose states are values (``EnumState``), with the same rules as ``StateMachine``:
/// from no state any state may be entered; otherwise the current state must accept the next
/// one, including itself; `willExit` runs while the old state is current, `didEnter` after the
/// change; a refused `enter` changes nothing and runs no hook.
public final class EnumStateMachine<S: EnumState> {
    /// The machine's name in transition logs and pictures.
    public let name: String
    /// The domain object the states work on (the seed's `model`), set by the owner.
    public var model: Any?
    /// The state the machine is in; nil until the first `enter`.
    public var currentState: S? { current }

    @usableFromInline var current: S?

    @usableFromInline let reporter: TransitionReporter
    private let drawnStates: [S]

    /// A machine that draws `states` in its pictures.
    public init(name: String = "machine", states: [S], model: Any? = nil) {
        self.name = name
        self.drawnStates = states
        self.model = model
        self.reporter = TransitionReporter(machine: name)
    }

    /// Adds an observer told of every attempted transition. Retained strongly.
    public func addObserver(_ observer: TransitionObserver) {
        reporter.add(observer)
    }

    /// Whether `enter(state, event:)` would succeed now.
    @inlinable
    public func canEnterState(_ state: S, event: String? = nil) -> Bool {
        current?.isValidNextState(state, event: event) ?? true
    }

    /// Moves to `state` if the current state accepts it; `event` is recorded as the cause.
    @inlinable
    @discardableResult
    public func enter(_ state: S, event: String? = nil) -> Bool {
        let previous = current
        if let previous, !previous.isValidNextState(state, event: event) {
            reporter.record { machine in
                let source = displayName(of: previous)
                let target = displayName(of: state)
                return TransitionAttempt(machine: machine, event: event, from: source, to: target,
                                         outcome: .refused("\(source) does not accept \(target)"))
            }
            return false
        }
        reporter.begin()
        previous?.willExit(to: state, in: self)
        current = state
        reporter.record { machine in
            TransitionAttempt(machine: machine, event: event, from: previous.map(displayName(of:)),
                              to: displayName(of: state), outcome: .accepted)
        }
        state.didEnter(from: previous, in: self)
        reporter.end()
        return true
    }

    /// The drawn states and the transitions each accepts: for any event, then for one event alone
    /// (labelled with it).
    public var stateGraph: StateGraph {
        var graph = StateGraph.acceptance(name: name, states: drawnStates.map(displayName(of:))) { from, to in
            drawnStates[from].isValidNextState(drawnStates[to])
        }
        for state in drawnStates {
            for move in state.eventOnlyMoves where !state.isValidNextState(move.next) {
                graph.addEdge(StateGraph.Edge(from: displayName(of: state), to: displayName(of: move.next), label: move.event))
            }
        }
        return graph
    }

    /// The machine drawn in `format`.
    public func graph(_ format: GraphFormat) -> String {
        stateGraph.rendered(format)
    }
}

extension EnumStateMachine where S: CaseIterable {
    /// A machine that draws every case in its pictures.
    public convenience init(name: String = "machine", model: Any? = nil) {
        self.init(name: name, states: Array(S.allCases), model: model)
    }
}
