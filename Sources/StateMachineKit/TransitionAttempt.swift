/// One attempted transition of any kind of machine, in the single shape every observer receives,
/// so one transition log can record all of an app's machines.
public struct TransitionAttempt: Equatable, Sendable {
    /// The machine's name, given at init, so a log line says which machine moved.
    public let machine: String
    /// What caused the attempt (an event or message), if known.
    public let event: String?
    /// The state the machine was in; nil when it had no state yet.
    public let from: String?
    /// The target state; nil when no target exists (an event with no transition, an ignored message).
    public let to: String?
    /// Whether the machine moved, or why not.
    public let outcome: TransitionOutcome

    public init(machine: String, event: String?, from: String?, to: String?, outcome: TransitionOutcome) {
        self.machine = machine
        self.event = event
        self.from = from
        self.to = to
        self.outcome = outcome
    }
}

/// Whether an attempted transition happened, and if not, why not in words a log reader understands.
public enum TransitionOutcome: Equatable, Sendable {
    case accepted
    case refused(String)

    public var isAccepted: Bool {
        if case .accepted = self { return true }
        return false
    }

    /// Why a refused attempt was refused; nil when it was accepted.
    public var reason: String? {
        if case .refused(let why) = self { return why }
        return nil
    }
}
