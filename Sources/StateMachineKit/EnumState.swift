/// A state that is a value, usually an enum case: the seed's `MPState` without the raw-value
/// plumbing. It says which states may follow it and may react to being entered and left.
///
/// Values cannot hold a reference to their machine, so the hooks receive it; the machine's
/// `model` carries whatever the states need.
public protocol EnumState: Equatable {
    /// Whether the machine may move from this state to `next`.
    func isValidNextState(_ next: Self) -> Bool
    /// Moves this state accepts for one event alone (a move to itself, say, where the same move
    /// for any other event is refused): each the next state and the event. Pictures draw them
    /// labelled with their event, beside the moves ``isValidNextState(_:)`` accepts for any.
    var eventOnlyMoves: [(next: Self, event: String)] { get }
    /// Whether the machine may move to `next` for `event`: by default when ``isValidNextState(_:)``
    /// accepts it for any event or it is one of ``eventOnlyMoves`` for this event.
    func isValidNextState(_ next: Self, event: String?) -> Bool
    /// Called after the machine has made this state current; `previous` is nil for the first.
    func didEnter(from previous: Self?, in machine: EnumStateMachine<Self>)
    /// Called while this state is still current, just before the machine moves to `next`.
    func willExit(to next: Self, in machine: EnumStateMachine<Self>)
}

extension EnumState {
    public var eventOnlyMoves: [(next: Self, event: String)] { [] }
    public func isValidNextState(_ next: Self, event: String?) -> Bool {
        isValidNextState(next) || eventOnlyMoves.contains { $0.next == next && $0.event == event }
    }
    public func didEnter(from previous: Self?, in machine: EnumStateMachine<Self>) {}
    public func willExit(to next: Self, in machine: EnumStateMachine<Self>) {}
}
