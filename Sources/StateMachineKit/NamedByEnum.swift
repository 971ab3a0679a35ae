/// States, messages and events named by an enum of strings (`enum State: String { case help }`)
/// rather than by string literals: each name is spelled once, a misspelt one does not compile,
/// and a `switch` over the current state must name every case. The machines still hold, draw and
/// log the raw values, so logs written before read alike.

extension ChartState {
    public init<Name: RawRepresentable<String>>(
        _ name: Name, initial: Name? = nil, enter: ((Statechart) -> Void)? = nil, exit: ((Statechart) -> Void)? = nil,
        handlers: [MessageHandler] = [], children: [ChartState] = []
    ) {
        self.init(name.rawValue, initial: initial?.rawValue, enter: enter, exit: exit, handlers: handlers, children: children)
    }

    public static func history<Name: RawRepresentable<String>>(
        _ name: Name, _ depth: HistoryDepth = .shallow, default target: Name? = nil
    ) -> ChartState {
        history(name.rawValue, depth, default: target?.rawValue)
    }
}

extension MessageHandler {
    public static func on(_ message: some RawRepresentable<String>, goTo target: some RawRepresentable<String>) -> MessageHandler {
        on(message.rawValue, goTo: target.rawValue)
    }

    public static func on(
        _ message: some RawRepresentable<String>, goTo target: some RawRepresentable<String>,
        run action: @escaping (Statechart) -> Void
    ) -> MessageHandler {
        on(message.rawValue, goTo: target.rawValue, run: action)
    }

    public static func on(_ message: some RawRepresentable<String>, run action: @escaping (Statechart) -> Void) -> MessageHandler {
        on(message.rawValue, run: action)
    }
}

extension Statechart {
    public func send(_ message: some RawRepresentable<String>) throws(StatechartError) {
        try send(message.rawValue)
    }

    @discardableResult
    public func goToState(_ state: some RawRepresentable<String>) -> Bool {
        goToState(state.rawValue)
    }

    public func isIn(_ state: some RawRepresentable<String>) -> Bool {
        isIn(state.rawValue)
    }

    /// The innermost active state (``currentState``) as a case of `State`; nil before `start()`
    /// or when `State` has no case of that name.
    public func currentState<State: RawRepresentable<String>>(as _: State.Type) -> State? {
        currentState.flatMap(State.init(rawValue:))
    }
}

extension EnumStateMachine {
    /// Moves to `state` if the current state accepts it, `event` recorded as the cause.
    @discardableResult
    public func enter(_ state: S, event: some RawRepresentable<String>) -> Bool {
        enter(state, event: event.rawValue)
    }
}

extension StateMachine {
    /// Enters the state of class `stateClass` if the current state allows it, `event` recorded
    /// as the cause.
    @discardableResult
    public func enter(_ stateClass: State.Type, event: some RawRepresentable<String>) -> Bool {
        enter(stateClass, event: event.rawValue)
    }
}
