/// A state that is a value, usually an enum case: the seed's `MPState` without the raw-value
/// plumbing. It says which states may follow it and may react to being entered and left.
///
/// Values cannot hold a reference to their machine, so the hooks receive it; the machine's
/// `model` carries whatever the states need.
public protocol EnumState {
    /// Whether the machine may move from this state to `next`.
    func isValidNextState(_ next: Self) -> Bool
    /// Whether the machine may move to `next` for `event`: by default as ``isValidNextState(_:)``
    /// says for any event. A state overrides it to accept a move (to itself, say) only for one event,
    /// where the same move for another event is refused. Pictures draw ``isValidNextState(_:)``.
    func isValidNextState(_ next: Self, event: String?) -> Bool
    /// Called after the machine has made this state current; `previous` is nil for the first.
    func didEnter(from previous: Self?, in machine: EnumStateMachine<Self>)
    /// Called while this state is still current, just before the machine moves to `next`.
    func willExit(to next: Self, in machine: EnumStateMachine<Self>)
}

extension EnumState {
    public func isValidNextState(_ next: Self, event: String?) -> Bool { isValidNextState(next) }
    public func didEnter(from previous: Self?, in machine: EnumStateMachine<Self>) {}
    public func willExit(to next: Self, in machine: EnumStateMachine<Self>) {}
}
