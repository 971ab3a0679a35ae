/// What a navigation move is logged as: the one spelling of each event, shared by the log's writer
/// (the coordinator), its reader and replay, so a rename cannot silently break the replay of logs
/// written before it (fixtures of earlier versions' logs are replayed in the tests).
enum NavigationEvent: Equatable, Sendable {
    /// The All list entered when browsing begins.
    case start
    /// A kanji or word opened from a row.
    case open
    case back
    /// Back to the All list.
    case all
    /// The All list shown in another study order (`o`), the order its subject.
    case order
    /// The search on top logs the query the user settled on, as a move to itself.
    case query
    /// A screen a key shows over whatever is on top (`/`, `H`, `'`, `c`), named in the
    /// navigation's table (``NavigationState``).
    case show(NavigationState)

    /// The event as the log spells it.
    var rawValue: String {
        switch self {
        case .start: "start"
        case .open: "open"
        case .back: "back"
        case .all: "all"
        case .query: "query"
        case .order: "order"
        case .show(let state): state.showEvent ?? "show " + state.rawValue
        }
    }

    /// The event a log line names; nil for a name the navigation has no event for.
    init?(rawValue: String) {
        let fixed: [NavigationEvent] = [.start, .open, .back, .all, .query, .order]
        if let event = fixed.first(where: { $0.rawValue == rawValue }) {
            self = event
        } else if let state = NavigationState.allCases.first(where: { $0.showEvent == rawValue }) {
            self = .show(state)
        } else {
            return nil
        }
    }
}
