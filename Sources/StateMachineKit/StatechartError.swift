/// Why a chart could not be built, or why a message was stopped.
public enum StatechartError: Error, Equatable, CustomStringConvertible {
    /// Two states share a name; names must be unique because transitions find states by name.
    case duplicateState(String)
    /// A state handles the same message twice.
    case duplicateHandler(state: String, message: String)
    /// A handler goes to a state the chart does not have.
    case unknownTarget(state: String, message: String, target: String)
    /// A state's initial child is not one of its children, or a state without children names one.
    case invalidInitial(state: String, initial: String)
    /// A history state is the root, or its default is not a descendant of its parent.
    case invalidHistory(state: String, reason: String)
    /// One message caused more transitions than the limit: the chart probably loops.
    case transitionLimitExceeded(message: String, count: Int)

    public var description: String {
        switch self {
        case .duplicateState(let name):
            "two states are named \"\(name)\"; state names must be unique"
        case .duplicateHandler(let state, let message):
            "state \"\(state)\" handles message \"\(message)\" twice"
        case .unknownTarget(let state, let message, let target):
            "state \"\(state)\" goes to \"\(target)\" on message \"\(message)\", but there is no such state"
        case .invalidInitial(let state, let initial):
            "the initial state \"\(initial)\" of \"\(state)\" is not one of its children"
        case .invalidHistory(let state, let reason):
            "history state \"\(state)\" \(reason)"
        case .transitionLimitExceeded(let message, let count):
            "message \"\(message)\" caused more than \(count) transitions; stopped (does the chart loop?)"
        }
    }
}
