/// One state of a ``Statechart`` definition: a name, optional enter and exit actions, message
/// handlers and child states. The StateKit dictionary `@{@"root": @{@"enterState": …,
/// @"subStates": …}}` becomes `ChartState("root", enter: …, children: […])`.
///
/// Besides ordinary states there are SCXML's parallel states (``parallel(_:enter:exit:handlers:children:)``),
/// final states (``final(_:enter:exit:)``) and history states (``history(_:_:default:)``).
public struct ChartState {
    /// What kind of state this is, as SCXML's `<state>`, `<parallel>`, `<final>` and `<history>`.
    public enum Kind: Equatable, Sendable {
        /// An ordinary state: a leaf, or a compound state with one active child at a time.
        case state
        /// All children (regions) are active at once.
        case parallel
        /// Entering it tells the parent it is done: the message "done.state.<parent>".
        case final
        /// Remembers where the parent was when it was last exited.
        case history(HistoryDepth)
    }

    public var name: String
    public var kind: Kind
    /// The child entered when this state is entered; nil means the first child (SCXML's
    /// document order).
    public var initial: String?
    /// For a history state: where to go when the parent has no history yet; nil means the
    /// parent's initial child.
    public var historyDefault: String?
    public var enter: ((Statechart) -> Void)?
    public var exit: ((Statechart) -> Void)?
    public var handlers: [MessageHandler]
    public var children: [ChartState]

    public init(_ name: String, initial: String? = nil, enter: ((Statechart) -> Void)? = nil,
                exit: ((Statechart) -> Void)? = nil, handlers: [MessageHandler] = [], children: [ChartState] = []) {
        self.name = name
        self.kind = .state
        self.initial = initial
        self.enter = enter
        self.exit = exit
        self.handlers = handlers
        self.children = children
    }

    /// A parallel state: entering it enters every child (region) in document order, and a
    /// message is offered to every region.
    public static func parallel(_ name: String, enter: ((Statechart) -> Void)? = nil, exit: ((Statechart) -> Void)? = nil,
                                handlers: [MessageHandler] = [], children: [ChartState]) -> ChartState {
        var state = ChartState(name, enter: enter, exit: exit, handlers: handlers, children: children)
        state.kind = .parallel
        return state
    }

    /// A final state: entering it sends "done.state.<parent>", and, when every region of a
    /// parallel grandparent is final, "done.state.<grandparent>".
    public static func final(_ name: String, enter: ((Statechart) -> Void)? = nil, exit: ((Statechart) -> Void)? = nil) -> ChartState {
        var state = ChartState(name, enter: enter, exit: exit)
        state.kind = .final
        return state
    }

    /// A history state: going to it returns the parent to the children (shallow) or the leaves
    /// (deep) it was in when last exited, or to `default` (the parent's initial child when nil)
    /// if it was never exited. It is never a current state itself.
    public static func history(_ name: String, _ depth: HistoryDepth = .shallow, default target: String? = nil) -> ChartState {
        var state = ChartState(name)
        state.kind = .history(depth)
        state.historyDefault = target
        return state
    }
}

/// How much a history state remembers, as SCXML's `<history type="shallow|deep">`.
public enum HistoryDepth: Equatable, Sendable {
    /// The parent's active child, entered again with its own initial states.
    case shallow
    /// Every active leaf under the parent, entered again exactly.
    case deep
}

/// What a state does with a message: go to a named state (StateKit's
/// `SKDefineTransition_Event2State`), run an action that may call `goToState`, or both.
public struct MessageHandler {
    public let message: String
    /// The state to go to; drawn in pictures. Nil for a handler that only runs an action.
    public let target: String?
    /// Runs when the message is handled; with a target, between the exit and enter actions
    /// (SCXML's transition content).
    public let action: ((Statechart) -> Void)?

    /// Handles `message` by going to the state named `target`.
    public static func on(_ message: String, goTo target: String) -> MessageHandler {
        MessageHandler(message: message, target: target, action: nil)
    }

    /// Handles `message` by going to `target`, running `action` after the states left have
    /// run their exit actions and before the states entered run their enter actions.
    public static func on(_ message: String, goTo target: String, run action: @escaping (Statechart) -> Void) -> MessageHandler {
        MessageHandler(message: message, target: target, action: action)
    }

    /// Handles `message` by running `action`. Transitions it asks for with `goToState` are not
    /// drawn in pictures, since the chart cannot see inside the action.
    public static func on(_ message: String, run action: @escaping (Statechart) -> Void) -> MessageHandler {
        MessageHandler(message: message, target: nil, action: action)
    }
}
