/// A hierarchical state machine in the manner of StateKit: a tree of named states under a root,
/// with enter and exit actions and message handlers on any state.
///
/// - A message goes to the current state and bubbles up to the nearest ancestor that handles
///   it; where none does, it is quietly ignored (observers see it as ignored).
/// - A transition exits from the current state up to the least common ancestor of the current
///   state and the target, then enters down to the target: exit actions innermost first, enter
///   actions outermost first, nothing run on the common ancestor. Going to the current state or
///   to one of its ancestors exits and re-enters that state (an SCXML external transition).
/// - Entering a state with children enters its initial child, down to a leaf.
/// - Run to completion: a `goToState` or `send` made inside an action runs after the current
///   transition or message has completed, in the order asked (SCXML's event queue).
/// - More than ``transitionLimit`` transitions from one message stop the message with
///   ``StatechartError/transitionLimitExceeded(message:count:)`` instead of hanging.
public final class Statechart {
    /// How many transitions one message may cause, as in StateKit.
    public static let transitionLimit = 100

    /// The chart's name in transition logs and pictures.
    public let name: String

    private let names: [String]
    private let parents: [Int]
    private let depths: [Int]
    private let initialChildren: [Int]
    private let children: [[Int]]
    private let enterActions: [((Statechart) -> Void)?]
    private let exitActions: [((Statechart) -> Void)?]
    private let handlers: [MessageHandler]
    private let handlerTargets: [Int]
    private let handlerOwners: [Int]
    /// `handlerTable[state * messageCount + message]` is the index of the state's handler for
    /// that message, or -1: a message is found with no hashing beyond its name.
    private let handlerTable: [Int]
    private let messageIndex: [String: Int]
    private let stateIndex: [String: Int]
    private let reporter: TransitionReporter

    private var current = -1
    private var isProcessing = false
    /// SCXML's internal queue: messages sent and transitions asked inside actions, first in,
    /// first out.
    private var queue: [QueuedStep] = []
    private var enterPath: [Int] = []

    /// Builds the chart, checking that state names are unique, handlers go to existing states,
    /// and initial states are children. Runs no action: call `start()`.
    public init(name: String = "statechart", root: ChartState) throws(StatechartError) {
        self.name = name
        var flat = ChartFlattening()
        try flat.add(root, parent: -1, depth: 0)
        names = flat.states.map(\.name)
        parents = flat.parents
        depths = flat.depths
        children = flat.children
        enterActions = flat.states.map(\.enter)
        exitActions = flat.states.map(\.exit)
        stateIndex = flat.index
        var messageIndex: [String: Int] = [:]
        var handlers: [MessageHandler] = []
        var owners: [Int] = []
        for (state, definition) in flat.states.enumerated() {
            for handler in definition.handlers {
                if messageIndex[handler.message] == nil {
                    messageIndex[handler.message] = messageIndex.count
                }
                handlers.append(handler)
                owners.append(state)
            }
        }
        var table = [Int](repeating: -1, count: flat.states.count * messageIndex.count)
        var targets: [Int] = []
        for (index, handler) in handlers.enumerated() {
            let owner = owners[index]
            let slot = owner * messageIndex.count + messageIndex[handler.message, default: 0]
            guard table[slot] < 0 else {
                throw .duplicateHandler(state: flat.states[owner].name, message: handler.message)
            }
            table[slot] = index
            if let target = handler.target {
                guard let targetIndex = flat.index[target] else {
                    throw .unknownTarget(state: flat.states[owner].name, message: handler.message, target: target)
                }
                targets.append(targetIndex)
            } else {
                targets.append(-1)
            }
        }
        var initialChildren: [Int] = []
        for (state, definition) in flat.states.enumerated() {
            guard let initial = definition.initial else {
                initialChildren.append(flat.children[state].first ?? -1)
                continue
            }
            guard let child = flat.index[initial], flat.parents[child] == state else {
                throw .invalidInitial(state: definition.name, initial: initial)
            }
            initialChildren.append(child)
        }
        self.initialChildren = initialChildren
        self.handlers = handlers
        self.handlerOwners = owners
        self.handlerTargets = targets
        self.handlerTable = table
        self.messageIndex = messageIndex
        self.reporter = TransitionReporter(machine: name)
        enterPath.reserveCapacity((depths.max() ?? 0) + 1)
    }

    /// Adds an observer told of every attempted transition and every ignored message.
    public func addObserver(_ observer: TransitionObserver) {
        reporter.add(observer)
    }

    /// The current (innermost) state's name; nil before `start()`.
    public var currentState: String? {
        current < 0 ? nil : names[current]
    }

    /// Whether the chart is in the state named `name`: it is the current state or an ancestor.
    public func isIn(_ name: String) -> Bool {
        guard let wanted = stateIndex[name] else { return false }
        var state = current
        while state >= 0 {
            if state == wanted { return true }
            state = parents[state]
        }
        return false
    }

    /// Enters the root and its initial descendants, running their enter actions and any
    /// transitions they ask for.
    public func start() throws(StatechartError) {
        try process(.transition(0), cause: "start", event: "start")
    }

    /// Sends `message` to the current state, bubbling up to the nearest state that handles it.
    /// Sent from inside an action, it is queued and handled after the current message.
    public func send(_ message: String) throws(StatechartError) {
        try process(.message(message), cause: message, event: message)
    }

    /// Goes to the state named `name`. Asked inside an action, it runs after the current
    /// transition completes. Asked from outside, it runs at once; a loop is then reported to
    /// observers as refused rather than thrown. An unknown name is reported and changes nothing.
    public func goToState(_ name: String) {
        guard let target = stateIndex[name] else {
            reporter.record { machine in
                TransitionAttempt(machine: machine, event: nil, from: self.currentState, to: name,
                                  outcome: .refused("\(name) is not a state"))
            }
            return
        }
        try? process(.transition(target), cause: "goToState(\(name))", event: nil)
    }

    /// Queues `step` and, unless a step is already running, runs queued steps one at a time in
    /// the order they were asked until the queue is empty, counting transitions against the limit
    /// for the outermost call.
    private func process(_ step: QueuedStep, cause: String, event firstEvent: String?) throws(StatechartError) {
        queue.append(step)
        guard !isProcessing else { return }
        isProcessing = true
        defer {
            isProcessing = false
            queue.removeAll(keepingCapacity: true)
        }
        var transitionCount = 0
        var next = 0
        var event = firstEvent
        while next < queue.count {
            let step = queue[next]
            next += 1
            let target: Int
            switch step {
            case .message(let message):
                event = message
                target = dispatch(message)
            case .transition(let asked):
                target = asked
            }
            if target >= 0 {
                guard transitionCount < Statechart.transitionLimit else {
                    reportLimit(cause: cause, event: event, target: target)
                    throw .transitionLimitExceeded(message: cause, count: Statechart.transitionLimit)
                }
                transitionCount += 1
                transition(to: target, event: event)
            }
        }
    }

    /// Finds the handler for `message` from the current state upwards and runs its action;
    /// returns the state it goes to, or -1.
    private func dispatch(_ message: String) -> Int {
        var state = current
        if let id = messageIndex[message] {
            while state >= 0 {
                let handler = handlerTable[state * messageIndex.count + id]
                if handler >= 0 {
                    handlers[handler].action?(self)
                    return handlerTargets[handler]
                }
                state = parents[state]
            }
        }
        reporter.record { machine in
            TransitionAttempt(machine: machine, event: message, from: self.currentState, to: nil,
                              outcome: .refused("ignored: no state handles message \(message)"))
        }
        return -1
    }

    /// Exits up to the domain of the transition and enters down to `target` and its initial
    /// descendants. Like SCXML's configuration, the chart is still in a state while its exit action
    /// runs and already in it while its enter action runs.
    private func transition(to target: Int, event: String?) {
        let source = current
        reporter.begin()
        let domain = source < 0 ? -1 : transitionDomain(from: source, to: target)
        while current != domain {
            exitActions[current]?(self)
            current = parents[current]
        }
        var state = target
        while state != domain {
            enterPath.append(state)
            state = parents[state]
        }
        while let entering = enterPath.popLast() {
            current = entering
            enterActions[entering]?(self)
        }
        while initialChildren[current] >= 0 {
            current = initialChildren[current]
            enterActions[current]?(self)
        }
        reporter.record { machine in
            TransitionAttempt(machine: machine, event: event, from: source < 0 ? nil : names[source],
                              to: names[target], outcome: .accepted)
        }
        reporter.end()
    }

    /// The state below which everything is exited and entered: the least common ancestor of
    /// source and target, or the target's parent when the target is the source or one of its
    /// ancestors (so that state is exited and re-entered).
    private func transitionDomain(from source: Int, to target: Int) -> Int {
        var left = source
        var right = target
        while depths[left] > depths[right] { left = parents[left] }
        while depths[right] > depths[left] { right = parents[right] }
        while left != right {
            left = parents[left]
            right = parents[right]
        }
        return left == target ? parents[target] : left
    }

    private func reportLimit(cause: String, event: String?, target: Int) {
        reporter.record { machine in
            TransitionAttempt(machine: machine, event: event, from: self.currentState, to: names[target],
                              outcome: .refused(StatechartError.transitionLimitExceeded(
                                  message: cause, count: Statechart.transitionLimit).description))
        }
    }

    /// The tree as nested states, with each `goTo` handler as an edge from its state.
    public var stateGraph: StateGraph {
        func node(_ state: Int) -> StateGraph.Node {
            StateGraph.Node(name: names[state], children: children[state].map(node),
                            initialChild: initialChildren[state] < 0 ? nil : names[initialChildren[state]])
        }
        var edges: [StateGraph.Edge] = []
        for (index, handler) in handlers.enumerated() where handlerTargets[index] >= 0 {
            edges.append(StateGraph.Edge(from: names[handlerOwners[index]], to: names[handlerTargets[index]],
                                         label: handler.message))
        }
        return StateGraph(name: name, nodes: [node(0)], edges: edges, initial: names[0])
    }

    /// The chart drawn in `format`: states with children as clusters or composite states.
    public func graph(_ format: GraphFormat) -> String {
        stateGraph.rendered(format)
    }
}

/// A step asked while another runs: a message to dispatch or a state to go to.
private enum QueuedStep {
    case message(String)
    case transition(Int)
}

/// The definition tree flattened in document order (depth first), checking names are unique.
private struct ChartFlattening {
    var states: [ChartState] = []
    var parents: [Int] = []
    var depths: [Int] = []
    var children: [[Int]] = []
    var index: [String: Int] = [:]

    mutating func add(_ state: ChartState, parent: Int, depth: Int) throws(StatechartError) {
        guard index[state.name] == nil else { throw .duplicateState(state.name) }
        let position = states.count
        index[state.name] = position
        states.append(state)
        parents.append(parent)
        depths.append(depth)
        children.append([])
        if parent >= 0 {
            children[parent].append(position)
        }
        for child in state.children {
            try add(child, parent: position, depth: depth + 1)
        }
    }
}
