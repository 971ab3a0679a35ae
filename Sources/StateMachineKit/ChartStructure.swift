/// A ``Statechart``'s definition flattened into arrays indexed by state, in document order
/// (depth first), so the running chart follows integers and never hashes a state's name.
///
/// Document order makes SCXML's orders cheap: every state's descendants are the indices right
/// after it, up to `ends[state]`; entry order is ascending index and exit order descending.
struct ChartStructure {
    enum Kind: Equatable {
        case atomic, compound, parallel, final, shallowHistory, deepHistory

        var isHistory: Bool { self == .shallowHistory || self == .deepHistory }
        /// Atomic and final states are leaves of the configuration.
        var isLeaf: Bool { self == .atomic || self == .final }
    }

    private(set) var enterActions: [((Statechart) -> Void)?] = []
    private(set) var exitActions: [((Statechart) -> Void)?] = []
    private(set) var names: [String] = []
    private(set) var kinds: [Kind] = []
    private(set) var parents: [Int] = []
    /// One past the last descendant of each state.
    private(set) var ends: [Int] = []
    private(set) var children: [[Int]] = []
    /// The initial child of a compound state, or -1.
    private(set) var initialChildren: [Int] = []
    /// The history children of each state, recorded when it is exited.
    private(set) var historyChildren: [[Int]] = []
    /// Whether any state has history children, so charts without them skip recording.
    var hasHistoryStates: Bool { kinds.contains(where: \.isHistory) }
    /// For a history state: the state entered when it has no history.
    private(set) var historyDefaults: [Int] = []
    /// "done.state.<name>" for each state, made once so a final state allocates nothing.
    private(set) var doneMessages: [String] = []
    private(set) var stateIndex: [String: Int] = [:]

    private(set) var handlers: [MessageHandler] = []
    private(set) var handlerActions: [((Statechart) -> Void)?] = []
    private(set) var handlerOwners: [Int] = []
    private(set) var handlerTargets: [Int] = []
    private(set) var messageIndex: [String: Int] = [:]
    /// The messages in index order, searched one by one when there are few: comparing a few
    /// short strings is faster than hashing one.
    private(set) var messageNames: [String] = []
    /// `handlerTable[state * messageCount + message]` is the index of the state's handler for
    /// that message, or -1.
    private(set) var handlerTable: [Int] = []

    var count: Int { names.count }
    var messageCount: Int { messageIndex.count }

    /// Flattens `root`, checking that names are unique, targets exist, initial states are
    /// children and history states sit under a parent with a default inside it.
    init(root: ChartState) throws(StatechartError) {
        var definitions: [ChartState] = []
        try add(root, parent: -1, into: &definitions)
        for state in 0..<count {
            try resolveInitial(state, initial: definitions[state].initial)
        }
        historyDefaults = [Int](repeating: -1, count: count)
        for state in 0..<count where kinds[state].isHistory {
            try resolveHistory(state, default: definitions[state].historyDefault)
        }
        try indexHandlers(definitions)
    }

    /// Appends `state` and its descendants in document order; `definitions` gets each one's
    /// definition, read only while the chart is built.
    private mutating func add(_ state: ChartState, parent: Int, into definitions: inout [ChartState]) throws(StatechartError) {
        guard stateIndex[state.name] == nil else { throw .duplicateState(state.name) }
        let position = count
        stateIndex[state.name] = position
        definitions.append(state)
        enterActions.append(state.enter)
        exitActions.append(state.exit)
        names.append(state.name)
        parents.append(parent)
        children.append([])
        historyChildren.append([])
        ends.append(position + 1)
        doneMessages.append("done.state.\(state.name)")
        switch state.kind {
        case .state: kinds.append(state.children.contains { !Self.isHistory($0) } ? .compound : .atomic)
        case .parallel: kinds.append(.parallel)
        case .final: kinds.append(.final)
        case .history(.shallow): kinds.append(.shallowHistory)
        case .history(.deep): kinds.append(.deepHistory)
        }
        if parent >= 0 {
            children[parent].append(position)
            if kinds[position].isHistory {
                historyChildren[parent].append(position)
            }
        } else if kinds[position].isHistory {
            throw .invalidHistory(state: state.name, reason: "is the root; a history state needs a parent")
        }
        for child in state.children {
            try add(child, parent: position, into: &definitions)
        }
        ends[position] = count
    }

    private static func isHistory(_ state: ChartState) -> Bool {
        if case .history = state.kind { return true }
        return false
    }

    private mutating func resolveInitial(_ state: Int, initial: String?) throws(StatechartError) {
        let regular = children[state].filter { !kinds[$0].isHistory }
        guard kinds[state] == .compound else {
            // A leaf has no child to start in: naming one is a mistake in the chart, not a no-op.
            if let initial { throw .invalidInitial(state: names[state], initial: initial) }
            initialChildren.append(-1)
            return
        }
        guard let initial else {
            initialChildren.append(regular.first ?? -1)
            return
        }
        guard let child = stateIndex[initial], regular.contains(child) else {
            throw .invalidInitial(state: names[state], initial: initial)
        }
        initialChildren.append(child)
    }

    private mutating func resolveHistory(_ state: Int, default name: String?) throws(StatechartError) {
        let parent = parents[state]
        guard let name else {
            guard initialChildren[parent] >= 0 else {
                throw .invalidHistory(state: names[state], reason: "has no default: its parent \"\(names[parent])\" has no initial child")
            }
            historyDefaults[state] = initialChildren[parent]
            return
        }
        guard let target = stateIndex[name], target != parent, isInside(target, parent), !kinds[target].isHistory else {
            throw .invalidHistory(state: names[state], reason: "has default \"\(name)\", which is not a state inside \"\(names[parent])\"")
        }
        historyDefaults[state] = target
    }

    private mutating func indexHandlers(_ definitions: [ChartState]) throws(StatechartError) {
        for (state, definition) in definitions.enumerated() {
            for handler in definition.handlers {
                if messageIndex[handler.message] == nil {
                    messageIndex[handler.message] = messageIndex.count
                    messageNames.append(handler.message)
                }
                handlers.append(handler)
                handlerActions.append(handler.action)
                handlerOwners.append(state)
            }
        }
        handlerTable = [Int](repeating: -1, count: count * messageCount)
        for (index, handler) in handlers.enumerated() {
            let owner = handlerOwners[index]
            let slot = owner * messageCount + messageIndex[handler.message, default: 0]
            guard handlerTable[slot] < 0 else {
                throw .duplicateHandler(state: names[owner], message: handler.message)
            }
            handlerTable[slot] = index
            if let target = handler.target {
                guard let targetIndex = stateIndex[target] else {
                    throw .unknownTarget(state: names[owner], message: handler.message, target: target)
                }
                handlerTargets.append(targetIndex)
            } else {
                handlerTargets.append(-1)
            }
        }
    }

    /// The index of `message`, or nil when no state handles it.
    @inline(__always)
    func messageID(_ message: String) -> Int? {
        guard messageNames.count > 8 else {
            return messageNames.firstIndex(of: message)
        }
        return messageIndex[message]
    }

    /// Whether `state` is `ancestor` or one of its descendants.
    func isInside(_ state: Int, _ ancestor: Int) -> Bool {
        state >= ancestor && state < ends[ancestor]
    }
}
