/// The child machine a parent state carries, as in the seed's `loaded(DataPresenceStateDefinition)`:
/// how to find the child's state inside a parent state, how to put a changed child state back,
/// which parent events the child understands, and the child's own transition function.
///
/// An ``EventMachine`` offers an event to its child only when its own transition function has
/// none for it, and reports the child's move as a move of the parent.
public struct ChildMachine<State, Event> {
    @usableFromInline let route: (State, Event) -> State?

    /// A child whose events are mapped from the parent's (`events` returns nil for events the
    /// child does not know).
    @inlinable
    public init<ChildState, ChildEvent>(
        state childState: @escaping (State) -> ChildState?,
        embed: @escaping (ChildState) -> State,
        events childEvent: @escaping (Event) -> ChildEvent?,
        transition: @escaping (ChildState, ChildEvent) -> ChildState?
    ) {
        route = { state, event in
            guard let child = childState(state), let event = childEvent(event),
                  let next = transition(child, event) else { return nil }
            return embed(next)
        }
    }

    /// A child that takes the parent's events as they are.
    @inlinable
    public init<ChildState>(
        state childState: @escaping (State) -> ChildState?,
        embed: @escaping (ChildState) -> State,
        transition: @escaping (ChildState, Event) -> ChildState?
    ) {
        self.init(state: childState, embed: embed, events: { $0 }, transition: transition)
    }
}
