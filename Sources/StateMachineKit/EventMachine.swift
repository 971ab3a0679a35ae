/// A machine driven by events (seed 003): a state type, an event type and a transition function
/// over (state, event) that returns the next state, or nil when the current state has no
/// transition for the event. Such an event is reported to observers and changes nothing; it is
/// never fatal.
public final class EventMachine<State, Event> {
    /// Returns the state after `event` in `state`, or nil when there is no such transition.
    public typealias Transition = (State, Event) -> State?

    /// The machine's name in transition logs and pictures.
    public let name: String
    /// The state the machine is in.
    public var state: State { current }
    /// The seed's delegate: told of every change of state, and of the initial one by `start()`.
    public var onChange: ((State) -> Void)?

    @usableFromInline var current: State
    @usableFromInline let transition: Transition
    @usableFromInline let child: ChildMachine<State, Event>?
    @usableFromInline let reporter: TransitionReporter
    private let initial: State
    private let drawnStates: [State]
    private let drawnEvents: [Event]

    /// A machine starting in `initial`. Pictures draw the transitions of `states` under `events`;
    /// `child` receives the events `transition` does not handle.
    public init(name: String = "machine", initial: State, states: [State] = [], events: [Event] = [],
                child: ChildMachine<State, Event>? = nil, transition: @escaping Transition) {
        self.name = name
        self.current = initial
        self.initial = initial
        self.drawnStates = states
        self.drawnEvents = events
        self.child = child
        self.transition = transition
        self.reporter = TransitionReporter(machine: name)
    }

    /// Adds an observer told of every attempted transition. Retained strongly.
    public func addObserver(_ observer: TransitionObserver) {
        reporter.add(observer)
    }

    /// Announces the current state to `onChange` and to observers (as entered from no state,
    /// caused by "start"), as the seed's `start()` does.
    public func start() {
        reporter.begin()
        let announced = current
        reporter.record { machine in
            TransitionAttempt(machine: machine, event: "start", from: nil, to: displayName(of: announced), outcome: .accepted)
        }
        onChange?(announced)
        reporter.end()
    }

    /// The state `event` would lead to now, through this machine or its child; nil if none.
    @inlinable
    public func nextState(on event: Event) -> State? {
        if let next = transition(current, event) {
            return next
        }
        return child?.route(current, event)
    }

    /// Handles `event`: moves to the next state and returns true, or reports that the current
    /// state has no transition for it and returns false.
    @inlinable
    @discardableResult
    public func send(_ event: Event) -> Bool {
        let previous = current
        guard let next = nextState(on: event) else {
            reporter.record { machine in
                let source = displayName(of: previous)
                let cause = displayName(of: event)
                return TransitionAttempt(machine: machine, event: cause, from: source, to: nil,
                                         outcome: .refused("no transition for event \(cause) in state \(source)"))
            }
            return false
        }
        reporter.begin()
        current = next
        reporter.record { machine in
            TransitionAttempt(machine: machine, event: displayName(of: event), from: displayName(of: previous),
                              to: displayName(of: next), outcome: .accepted)
        }
        onChange?(next)
        reporter.end()
        return true
    }

    /// The drawn states and, for each drawn event, where it leads from each of them (through
    /// the children too), starting from the initial state. A state that carries a child's
    /// state is drawn inside a cluster for each level of children.
    public var stateGraph: StateGraph {
        var names: [String] = []
        var tree = ClusterTree()
        func draw(_ state: State) {
            let name = displayName(of: state)
            guard !names.contains(name) else { return }
            names.append(name)
            tree.add(name, in: child?.clusters(state) ?? [])
        }
        drawnStates.forEach(draw)
        var edges: [StateGraph.Edge] = []
        for source in drawnStates {
            for event in drawnEvents {
                guard let target = transition(source, event) ?? child?.route(source, event) else { continue }
                draw(target)
                edges.append(StateGraph.Edge(from: displayName(of: source), to: displayName(of: target),
                                             label: displayName(of: event)))
            }
        }
        return StateGraph(name: name, nodes: tree.nodes, edges: edges, initial: displayName(of: initial))
    }

    /// The machine drawn in `format`.
    public func graph(_ format: GraphFormat) -> String {
        stateGraph.rendered(format)
    }
}

/// States placed in nested clusters, each cluster and state kept in first-seen order.
private struct ClusterTree {
    private(set) var nodes: [StateGraph.Node] = []

    mutating func add(_ name: String, in clusters: [String]) {
        Self.insert(name, path: clusters[...], into: &nodes)
    }

    private static func insert(_ name: String, path: ArraySlice<String>, into nodes: inout [StateGraph.Node]) {
        guard let cluster = path.first else {
            nodes.append(StateGraph.Node(name: name))
            return
        }
        let index = nodes.firstIndex { $0.name == cluster } ?? {
            nodes.append(StateGraph.Node(name: cluster))
            return nodes.count - 1
        }()
        insert(name, path: path.dropFirst(), into: &nodes[index].children)
    }
}

extension EventMachine where State: CaseIterable, Event: CaseIterable {
    /// A machine whose pictures draw every state under every event.
    public convenience init(name: String = "machine", initial: State, child: ChildMachine<State, Event>? = nil,
                            transition: @escaping Transition) {
        self.init(name: name, initial: initial, states: Array(State.allCases), events: Array(Event.allCases),
                  child: child, transition: transition)
    }
}
