import LearnerData
import StateMachineKit

/// One attempted navigation move as replay compares it: what the log says and what the replay
/// did are both one of these, equal when the move went the same way.
public struct ReplayedMove: Equatable, Sendable {
    public var event: String?
    public var from: String?
    public var to: String?
    public var accepted: Bool
    public var subject: String?
    public var depth: Int

    init(_ line: TransitionLogLine) {
        self.init(event: line.event, from: line.from, to: line.to, accepted: line.accepted, subject: line.subject,
                  depth: line.depth)
    }

    init(event: String?, from: String?, to: String?, accepted: Bool, subject: String?, depth: Int) {
        self.event = event
        self.from = from
        self.to = to
        self.accepted = accepted
        self.subject = subject
        self.depth = depth
    }

    /// "open All → Detail 日: accepted, depth 2".
    public var description: String {
        let about = subject.map { " " + ControlCharacters.escaped($0) } ?? ""
        return "\(event ?? "-") \(from ?? "-") → \(to ?? "-")\(about): \(accepted ? "accepted" : "refused"), depth \(depth)"
    }
}
