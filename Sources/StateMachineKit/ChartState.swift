/// One state of a ``Statechart`` definition: a name, optional enter and exit actions, message
/// handlers and child states. The StateKit dictionary `@{@"root": @{@"enterState": …,
/// @"subStates": …}}` becomes `ChartState("root", enter: …, children: […])`.
public struct ChartState {
    public var name: String
    /// The child entered when this state is entered; nil means the first child (SCXML's
    /// document order).
    public var initial: String?
    public var enter: ((Statechart) -> Void)?
    public var exit: ((Statechart) -> Void)?
    public var handlers: [MessageHandler]
    public var children: [ChartState]

    public init(_ name: String, initial: String? = nil, enter: ((Statechart) -> Void)? = nil,
                exit: ((Statechart) -> Void)? = nil, handlers: [MessageHandler] = [], children: [ChartState] = []) {
        self.name = name
        self.initial = initial
        self.enter = enter
        self.exit = exit
        self.handlers = handlers
        self.children = children
    }
}

/// What a state does with a message: go to a named state (StateKit's
/// `SKDefineTransition_Event2State`), or run an action that may call `goToState`.
public struct MessageHandler {
    public let message: String
    /// The state to go to; drawn in pictures. Nil for a handler that only runs an action.
    public let target: String?
    public let action: ((Statechart) -> Void)?

    /// Handles `message` by going to the state named `target`.
    public static func on(_ message: String, goTo target: String) -> MessageHandler {
        MessageHandler(message: message, target: target, action: nil)
    }

    /// Handles `message` by running `action`. Transitions it asks for with `goToState` are not
    /// drawn in pictures, since the chart cannot see inside the action.
    public static func on(_ message: String, run action: @escaping (Statechart) -> Void) -> MessageHandler {
        MessageHandler(message: message, target: nil, action: action)
    }
}
