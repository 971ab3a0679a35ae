/// A hierarchical state machine in the manner of StateKit: a tree of named states under a root,
/// with enter and exit actions and message handlers on any state, plus SCXML's parallel, final
/// and history states.
///
/// - A message goes to each current leaf state and bubbles up to the nearest ancestor that
///   handles it; where none does, it is quietly ignored (observers see it as ignored). With
///   parallel states there is a leaf per region, and the message is offered to each in document
///   order (SCXML's optimal enabled transition set: a handler runs once however many regions
///   reach it, and of two handlers whose moves would exit the same states the inner one wins).
/// - A transition exits every active state below its domain and enters down to the target: exit
///   actions innermost first (reverse document order), enter actions outermost first (document
///   order), nothing run on the domain. The domain is the nearest active ancestor of the target
///   that is not parallel: StateKit's rule, which looks at where the chart is and where it goes,
///   not at which state's handler asked. So a handler on an ancestor that targets its own
///   descendant does not exit that ancestor, and going to the current state or to one of its
///   ancestors exits and re-enters that state.
/// - Entering a state with children enters its initial child, down to a leaf; entering a
///   parallel state enters all its children; entering a history state enters what it recorded
///   when its parent was last exited, or its default.
/// - Run to completion, with one queue: a `send` or `goToState` asked inside an action runs after
///   the current step has completed, first in first out (SCXML's internal event queue), and so
///   does the "done.state.<parent>" message a final state sends.
/// - More than ``transitionLimit`` transitions from one message stop the message with
///   ``StatechartError/transitionLimitExceeded(message:count:)`` instead of hanging.
public final class Statechart {
    /// How many transitions one message may cause, as in StateKit.
    public static let transitionLimit = 100

    /// The chart's name in transition logs and pictures.
    public let name: String

    private let chart: ChartStructure
    private let reporter: TransitionReporter

    // The running state below lives in buffers allocated once, so a step neither allocates nor
    // pays for copy-on-write and exclusivity checks; only the chart's own code touches it, never
    // across an action's call.

    /// SCXML's configuration: whether each state is active.
    private let active: UnsafeMutableBufferPointer<Bool>
    /// The active leaf states in document order, `leafCount` of them.
    private let leaves: UnsafeMutableBufferPointer<Int>
    @exclusivity(unchecked) private var leafCount = 0
    /// What each history state recorded, valid where `hasHistory` is true.
    @exclusivity(unchecked) private var historyValues: [[Int]]
    @exclusivity(unchecked) private var hasHistory: [Bool]
    private let recordsHistory: Bool

    /// SCXML's internal queue: messages sent and transitions asked inside actions.
    @exclusivity(unchecked) private var queue: [QueuedStep] = []
    @exclusivity(unchecked) private var isProcessing = false
    @exclusivity(unchecked) private var transitionCount = 0

    /// The moves of one step (SCXML's microstep), `moveCount` of them.
    private let moves: UnsafeMutableBufferPointer<Move>
    @exclusivity(unchecked) private var moveCount = 0
    /// The states the step exits and enters, marked by index, with the marked range.
    private let exiting: UnsafeMutableBufferPointer<Bool>
    private let entering: UnsafeMutableBufferPointer<Bool>
    @exclusivity(unchecked) private var exitRange = MarkedRange()
    @exclusivity(unchecked) private var entryRange = MarkedRange()

    /// Builds the chart, checking that state names are unique, handlers go to existing states,
    /// initial states are children and history defaults lie inside their parents. Runs no
    /// action: call `start()`.
    public init(name: String = "statechart", root: ChartState) throws(StatechartError) {
        self.name = name
        chart = try ChartStructure(root: root)
        reporter = TransitionReporter(machine: name)
        let count = chart.count
        active = .allocate(capacity: count)
        exiting = .allocate(capacity: count)
        entering = .allocate(capacity: count)
        leaves = .allocate(capacity: count)
        moves = .allocate(capacity: max(count, chart.handlers.count) + 1)
        active.initialize(repeating: false)
        exiting.initialize(repeating: false)
        entering.initialize(repeating: false)
        leaves.initialize(repeating: -1)
        moves.initialize(repeating: Move())
        hasHistory = [Bool](repeating: false, count: count)
        recordsHistory = chart.hasHistoryStates
        historyValues = chart.kinds.map { kind in
            var recorded: [Int] = []
            if kind.isHistory {
                recorded.reserveCapacity(count)
            }
            return recorded
        }
        queue.reserveCapacity(16)
    }

    deinit {
        active.deallocate()
        exiting.deallocate()
        entering.deallocate()
        leaves.deallocate()
        moves.deallocate()
    }

    /// Adds an observer told of every attempted transition and every ignored message.
    public func addObserver(_ observer: TransitionObserver) {
        reporter.add(observer)
    }

    /// The innermost active state's name (in the first region, where regions are active at
    /// once); nil before `start()`. During an exit action it is the state being exited.
    public var currentState: String? {
        guard active[0] else { return nil }
        var state = 0
        while let child = chart.children[state].first(where: { active[$0] }) {
            state = child
        }
        return chart.names[state]
    }

    /// The active leaf states in document order: one per active region.
    public var activeLeaves: [String] {
        leaves[..<leafCount].map { chart.names[$0] }
    }

    /// Whether the chart is in the state named `name`: it is active (a current leaf or one of
    /// their ancestors).
    public func isIn(_ name: String) -> Bool {
        guard let wanted = chart.stateIndex[name] else { return false }
        return active[wanted]
    }

    /// Enters the root and its initial descendants, running their enter actions and any
    /// steps they ask for.
    public func start() throws(StatechartError) {
        try process(.transition(0), cause: "start", event: "start")
    }

    /// Sends `message` to the current leaves, bubbling up to the nearest state that handles it.
    /// Sent from inside an action, it is queued and handled after the current step.
    public func send(_ message: String) throws(StatechartError) {
        try process(.message(message), cause: message, event: message)
    }

    /// Goes to the state named `name`. Asked inside an action, it is queued and runs after the
    /// current step. Asked from outside, it runs at once. Returns false when the move was refused,
    /// which observers hear of too: an unknown name (nothing changes) or a loop stopped at
    /// ``transitionLimit``; true when it was made or queued. It returns rather than throws so
    /// that actions, where it is only queued, need no `try`.
    @discardableResult
    public func goToState(_ name: String) -> Bool {
        guard let target = chart.stateIndex[name] else {
            reporter.record { machine in
                TransitionAttempt(machine: machine, event: nil, from: self.currentState, to: name,
                                  outcome: .refused("\(name) is not a state"))
            }
            return false
        }
        do {
            try process(.transition(target), cause: "goToState(\(name))", event: nil)
            return true
        } catch {
            return false  // the limit was reported to the observers as it was reached
        }
    }

    /// Runs `step` now, or queues it when a step is already running; then runs queued steps one
    /// at a time in the order they were asked until the queue is empty, counting transitions
    /// against the limit for the outermost call.
    private func process(_ step: QueuedStep, cause: String, event firstEvent: String?) throws(StatechartError) {
        guard !isProcessing else {
            queue.append(step)
            return
        }
        isProcessing = true
        transitionCount = 0
        defer {
            isProcessing = false
            if !queue.isEmpty {
                queue.removeAll(keepingCapacity: true)
            }
        }
        try run(step, cause: cause, event: firstEvent)
        var next = 0
        while next < queue.count {
            let step = queue[next]
            next += 1
            try run(step, cause: cause, event: firstEvent)
        }
    }

    private func run(_ step: QueuedStep, cause: String, event: String?) throws(StatechartError) {
        moveCount = 0
        switch step {
        case .message(let message):
            guard selectHandlers(for: message) else { return }
            try runStep(event: message, cause: cause)
        case .transition(let target):
            addMove(handler: -1, target: target)
            try runStep(event: event, cause: cause)
        }
    }

    /// Chooses the handlers for `message`: for each active leaf in document order, the nearest
    /// handler from it upwards. Returns false, reporting the message as ignored, when none.
    private func selectHandlers(for message: String) -> Bool {
        if let id = chart.messageID(message) {
            let messageCount = chart.messageCount
            for leaf in 0..<leafCount {
                var state = leaves[leaf]
                while state >= 0 {
                    let handler = chart.handlerTable[state * messageCount + id]
                    if handler >= 0 {
                        if !isMoving(handler) {
                            addMove(handler: handler, target: chart.handlerTargets[handler])
                        }
                        break
                    }
                    state = chart.parents[state]
                }
            }
        }
        guard moveCount == 0 else { return true }
        reporter.record { machine in
            TransitionAttempt(machine: machine, event: message, from: self.currentState, to: nil,
                              outcome: .refused("ignored: no state handles message \(message)"))
        }
        return false
    }

    @inline(__always)
    private func isMoving(_ handler: Int) -> Bool {
        for index in 0..<moveCount where moves[index].handler == handler {
            return true
        }
        return false
    }

    /// Adds a move to the step unless an earlier move exits the same states: then the move
    /// whose handler sits deeper wins, and otherwise the earlier (SCXML's conflict rule).
    private func addMove(handler: Int, target: Int) {
        let domain = target < 0 ? -1 : transitionDomain(of: target)
        if target >= 0 {
            var index = 0
            while index < moveCount {
                let other = moves[index]
                guard other.target >= 0, exitsOverlap(domain, other.domain) else {
                    index += 1
                    continue
                }
                let owner = chart.handlerOwners[handler]
                let otherOwner = chart.handlerOwners[other.handler]
                guard owner != otherOwner, chart.isInside(owner, otherOwner) else { return }
                moveCount -= 1
                for later in index..<moveCount {
                    moves[later] = moves[later + 1]
                }
            }
        }
        moves[moveCount] = Move(handler: handler, target: target, domain: domain,
                                source: target < 0 ? -1 : firstLeaf(inside: domain))
        moveCount += 1
    }

    /// Whether two moves exit a common state: one domain holds the other's active states.
    @inline(__always)
    private func exitsOverlap(_ domain: Int, _ other: Int) -> Bool {
        domain < 0 || other < 0 || chart.isInside(domain, other) || chart.isInside(other, domain)
    }

    /// The state below which a move to `target` exits and enters: the nearest active proper
    /// ancestor of the target that is not parallel (regions cannot be left alone), or -1 for
    /// the root.
    @inline(__always)
    private func transitionDomain(of target: Int) -> Int {
        var state = chart.parents[target]
        while state >= 0 && (!active[state] || chart.kinds[state] == .parallel) {
            state = chart.parents[state]
        }
        return state
    }

    @inline(__always)
    private func isBelow(_ leaf: Int, _ domain: Int) -> Bool {
        domain < 0 || (leaf != domain && chart.isInside(leaf, domain))
    }

    @inline(__always)
    private func firstLeaf(inside domain: Int) -> Int {
        for index in 0..<leafCount where isBelow(leaves[index], domain) {
            return leaves[index]
        }
        return -1
    }

    /// Runs one step: exits, the handlers' actions in document order, entries, then reports.
    private func runStep(event: String?, cause: String) throws(StatechartError) {
        for index in 0..<moveCount where moves[index].target >= 0 {
            guard transitionCount < Statechart.transitionLimit else {
                reportLimit(cause: cause, event: event, target: moves[index].target)
                throw .transitionLimitExceeded(message: cause, count: Statechart.transitionLimit)
            }
            transitionCount += 1
            break
        }
        reporter.begin()
        for index in 0..<moveCount where moves[index].target >= 0 {
            markExits(below: moves[index].domain)
        }
        recordHistory()
        exitMarked()
        for index in 0..<moveCount where moves[index].handler >= 0 {
            chart.handlerActions[moves[index].handler]?(self)
        }
        for index in 0..<moveCount where moves[index].target >= 0 {
            markDescendants(moves[index].target)
            markAncestors(of: moves[index].target, below: moves[index].domain)
        }
        enterMarked()
        for index in 0..<moveCount where moves[index].target >= 0 {
            let move = moves[index]
            reporter.record { machine in
                TransitionAttempt(machine: machine, event: event, from: move.source < 0 ? nil : chart.names[move.source],
                                  to: chart.names[move.target], outcome: .accepted)
            }
        }
        reporter.end()
    }

    // MARK: Exit

    /// Marks every active state below `domain` (everything for -1), walking up from its leaves.
    @inline(__always)
    private func markExits(below domain: Int) {
        for index in 0..<leafCount where isBelow(leaves[index], domain) {
            var state = leaves[index]
            while state != domain && !exiting[state] {
                exiting[state] = true
                exitRange.add(state)
                state = chart.parents[state]
            }
        }
    }

    /// Before anything is exited, each exited state's history children record its active
    /// children (shallow) or active leaves (deep).
    @inline(__always)
    private func recordHistory() {
        guard recordsHistory && !exitRange.isEmpty else { return }
        for state in exitRange.low...exitRange.high where exiting[state] && !chart.historyChildren[state].isEmpty {
            for history in chart.historyChildren[state] {
                historyValues[history].removeAll(keepingCapacity: true)
                hasHistory[history] = true
                if chart.kinds[history] == .deepHistory {
                    for index in 0..<leafCount where chart.isInside(leaves[index], state) {
                        historyValues[history].append(leaves[index])
                    }
                } else {
                    for child in chart.children[state] where active[child] {
                        historyValues[history].append(child)
                    }
                }
            }
        }
    }

    /// Exits marked states innermost first; each is still active while its exit action runs.
    private func exitMarked() {
        guard !exitRange.isEmpty else { return }
        for state in stride(from: exitRange.high, through: exitRange.low, by: -1) where exiting[state] {
            exiting[state] = false
            chart.exitActions[state]?(self)
            active[state] = false
            if chart.kinds[state].isLeaf {
                removeLeaf(state)
            }
        }
        exitRange = MarkedRange()
    }

    @inline(__always)
    private func removeLeaf(_ state: Int) {
        var index = 0
        while index < leafCount && leaves[index] != state {
            index += 1
        }
        guard index < leafCount else { return }
        leafCount -= 1
        for later in index..<leafCount {
            leaves[later] = leaves[later + 1]
        }
    }

    // MARK: Entry

    /// Adds `state` to the leaves, keeping them in document order.
    @inline(__always)
    private func insertLeaf(_ state: Int) {
        var index = leafCount
        while index > 0 && leaves[index - 1] > state {
            leaves[index] = leaves[index - 1]
            index -= 1
        }
        leaves[index] = state
        leafCount += 1
    }

    @inline(__always)
    private func markEntry(_ state: Int) {
        entering[state] = true
        entryRange.add(state)
    }

    /// Marks `state` and what entering it enters (SCXML's addDescendantStatesToEnter).
    private func markDescendants(_ state: Int) {
        switch chart.kinds[state] {
        case .shallowHistory, .deepHistory:
            let parent = chart.parents[state]
            guard hasHistory[state] else {
                markDescendants(chart.historyDefaults[state])
                markAncestors(of: chart.historyDefaults[state], below: parent)
                return
            }
            for recorded in historyValues[state] {
                markDescendants(recorded)
                markAncestors(of: recorded, below: parent)
            }
        case .compound:
            markEntry(state)
            markDescendants(chart.initialChildren[state])
        case .parallel:
            markEntry(state)
            markRegions(of: state)
        case .atomic, .final:
            markEntry(state)
        }
    }

    /// Marks the proper ancestors of `state` below `ancestor`, and the regions of any parallel
    /// one not already entered (SCXML's addAncestorStatesToEnter).
    private func markAncestors(of state: Int, below ancestor: Int) {
        var current = chart.parents[state]
        while current >= 0 && current != ancestor {
            markEntry(current)
            if chart.kinds[current] == .parallel {
                markRegions(of: current)
            }
            current = chart.parents[current]
        }
    }

    private func markRegions(of parallel: Int) {
        for region in chart.children[parallel] where !chart.kinds[region].isHistory && !entersInside(region) {
            markDescendants(region)
        }
    }

    /// Whether the step already enters `state` or a descendant.
    private func entersInside(_ state: Int) -> Bool {
        guard !entryRange.isEmpty else { return false }
        let low = max(state, entryRange.low)
        let high = min(chart.ends[state] - 1, entryRange.high)
        guard low <= high else { return false }
        for index in low...high where entering[index] {
            return true
        }
        return false
    }

    /// Enters marked states outermost first; each is already active while its enter action
    /// runs. A final state queues its parent's "done.state" message.
    private func enterMarked() {
        guard !entryRange.isEmpty else { return }
        let range = entryRange
        entryRange = MarkedRange()
        for state in range.low...range.high where entering[state] {
            entering[state] = false
            active[state] = true
            if chart.kinds[state].isLeaf {
                insertLeaf(state)
            }
            chart.enterActions[state]?(self)
            if chart.kinds[state] == .final {
                queueDone(after: state)
            }
        }
    }

    private func queueDone(after final: Int) {
        let parent = chart.parents[final]
        guard parent >= 0 else { return }
        queue.append(.message(chart.doneMessages[parent]))
        let grandparent = chart.parents[parent]
        if grandparent >= 0 && chart.kinds[grandparent] == .parallel && isInFinalState(grandparent) {
            queue.append(.message(chart.doneMessages[grandparent]))
        }
    }

    /// A compound state is final when its active child is a final state; a parallel state when
    /// all its regions are.
    private func isInFinalState(_ state: Int) -> Bool {
        switch chart.kinds[state] {
        case .compound:
            chart.children[state].contains { active[$0] && chart.kinds[$0] == .final }
        case .parallel:
            chart.children[state].allSatisfy { chart.kinds[$0].isHistory || isInFinalState($0) }
        default:
            false
        }
    }

    private func reportLimit(cause: String, event: String?, target: Int) {
        reporter.record { machine in
            TransitionAttempt(machine: machine, event: event, from: self.currentState, to: chart.names[target],
                              outcome: .refused(StatechartError.transitionLimitExceeded(
                                  message: cause, count: Statechart.transitionLimit).description))
        }
    }

    // MARK: Pictures

    /// The tree as nested states, with each handler that has a target as an edge from its state.
    public var stateGraph: StateGraph {
        func node(_ state: Int) -> StateGraph.Node {
            let kind: StateGraph.Node.Kind = switch chart.kinds[state] {
            case .parallel: .parallel
            case .final: .final
            case .shallowHistory: .history(deep: false)
            case .deepHistory: .history(deep: true)
            case .atomic, .compound: .state
            }
            let initial = chart.initialChildren[state]
            return StateGraph.Node(name: chart.names[state], children: chart.children[state].map(node),
                                   initialChild: initial < 0 ? nil : chart.names[initial], kind: kind)
        }
        var edges: [StateGraph.Edge] = []
        for (index, handler) in chart.handlers.enumerated() where chart.handlerTargets[index] >= 0 {
            edges.append(StateGraph.Edge(from: chart.names[chart.handlerOwners[index]],
                                         to: chart.names[chart.handlerTargets[index]], label: handler.message))
        }
        for state in 0..<chart.count where chart.kinds[state].isHistory && chart.historyDefaults[state] >= 0 {
            edges.append(StateGraph.Edge(from: chart.names[state], to: chart.names[chart.historyDefaults[state]]))
        }
        return StateGraph(name: name, nodes: [node(0)], edges: edges, initial: chart.names[0])
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

/// One move of a step: the handler that asked (-1 for `goToState`), its target (-1 for a
/// handler that only runs an action), the domain it exits below, and the leaf it leaves, for
/// reports.
private struct Move {
    var handler = -1
    var target = -1
    var domain = -1
    var source = -1
}

/// The lowest and highest index marked in a step, so exits and entries scan only that range.
private struct MarkedRange {
    var low = Int.max
    var high = -1

    var isEmpty: Bool { high < 0 }

    mutating func add(_ index: Int) {
        low = min(low, index)
        high = max(high, index)
    }
}
