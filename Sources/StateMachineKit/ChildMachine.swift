/// The child machine a parent state carries, as in the seed's `loaded(DataPresenceStateDefinition)`:
/// how to find the child's state inside a parent state, how to put a changed child state back,
/// which parent events the child understands, and the child's own transition function. A child
/// may carry a child of its own, to any depth.
///
/// An ``EventMachine`` offers an event to its child only when its own transition function has
/// none for it; the child offers it to its own child the same way. A move at any depth is
/// reported as a move of the outermost machine.
public struct ChildMachine<State, Event> {
    @usableFromInline let route: (State, Event) -> State?
    /// The clusters a parent state is drawn in, outermost first: one per level of children
    /// whose state it carries ("loaded(…)", then "loaded(refresh(…))").
    @usableFromInline let clusters: (State) -> [String]

    /// A child whose events are mapped from the parent's (`events` returns nil for events the
    /// child does not know), with an optional child of its own that gets the events this
    /// child's `transition` does not handle.
    @inlinable
    public init<ChildState, ChildEvent>(
        state childState: @escaping (State) -> ChildState?,
        embed: @escaping (ChildState) -> State,
        events childEvent: @escaping (Event) -> ChildEvent?,
        child grandchild: ChildMachine<ChildState, ChildEvent>? = nil,
        transition: @escaping (ChildState, ChildEvent) -> ChildState?
    ) {
        route = { state, event in
            guard let child = childState(state), let event = childEvent(event),
                  let next = transition(child, event) ?? grandchild?.route(child, event) else { return nil }
            return embed(next)
        }
        clusters = { state in
            guard let child = childState(state) else { return [] }
            return ChildMachine.clusterNames(parent: displayName(of: state), child: displayName(of: child),
                                             inner: grandchild?.clusters(child) ?? [])
        }
    }

    /// A child that takes the parent's events as they are.
    @inlinable
    public init<ChildState>(
        state childState: @escaping (State) -> ChildState?,
        embed: @escaping (ChildState) -> State,
        child grandchild: ChildMachine<ChildState, Event>? = nil,
        transition: @escaping (ChildState, Event) -> ChildState?
    ) {
        self.init(state: childState, embed: embed, events: { $0 }, child: grandchild, transition: transition)
    }

    /// Names the cluster of a parent state by putting "…" where its child's name is
    /// ("loaded(data)" → "loaded(…)"), and the child's own clusters inside it the same way.
    /// A parent whose name does not end with its child's in parentheses is named as itself.
    @usableFromInline
    static func clusterNames(parent: String, child: String, inner: [String]) -> [String] {
        let suffix = "(" + child + ")"
        guard parent.hasSuffix(suffix) else {
            return [parent] + inner
        }
        let prefix = String(parent.dropLast(suffix.count))
        return ["\(prefix)(…)"] + inner.map { "\(prefix)(\($0))" }
    }
}
