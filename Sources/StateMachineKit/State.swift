/// A state of a ``StateMachine``, with GameplayKit's `GKState` semantics: subclass it, override
/// the hooks you need, and register one instance per class with the machine.
///
/// Porting from GameplayKit: delete the `GK` prefix, and change `isValidNextState(_ stateClass:
/// AnyClass)` to take `State.Type`.
open class State {
    /// The machine this state is registered with, set by the machine.
    public weak var stateMachine: StateMachine?

    public init() {}

    /// The name used in logs and pictures: the class name without a trailing "State", so
    /// `AllState` is "All". Override to choose another.
    open class var name: String {
        let typeName = String(describing: self)
        guard typeName.hasSuffix("State"), typeName.count > "State".count else { return typeName }
        return String(typeName.dropLast("State".count))
    }

    /// Whether the machine may move from this state to a state of `stateClass`. Every class is
    /// accepted unless overridden, as in GameplayKit; that includes this state's own class.
    open func isValidNextState(_ stateClass: State.Type) -> Bool {
        true
    }

    /// Called after the machine has made this state current; `previousState` is nil for the first.
    open func didEnter(from previousState: State?) {}

    /// Called while this state is still current, just before the machine moves to `nextState`.
    open func willExit(to nextState: State) {}

    /// Called by the machine's `update(deltaTime:)` while this state is current.
    open func update(deltaTime seconds: Double) {}
}
