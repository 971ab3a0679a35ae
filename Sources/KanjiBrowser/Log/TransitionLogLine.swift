import Foundation

/// One line of the transition log: a JSON object with the fields the README documents, always in
/// the same order and always all present (null where there is no value), so lines read alike.
public struct TransitionLogLine: Equatable, Sendable {
    public var time: String
    /// Which machine made the attempt: "navigation", "loading", "app", "lifecycle".
    public var machine: String
    /// What the user (or the app) did: "start", "open", "back", "all", …
    public var event: String?
    public var from: String?
    public var to: String?
    public var accepted: Bool
    /// Why a refused attempt was refused.
    public var reason: String?
    /// The kanji or word the step is about, where there is one.
    public var subject: String?
    /// Depth of the navigation stack after the attempt.
    public var depth: Int

    /// The line's JSON, without the newline.
    public var json: String {
        let fields: [(String, String)] = [
            ("time", JSONText.string(time)),
            ("machine", JSONText.string(machine)),
            ("event", JSONText.string(event)),
            ("from", JSONText.string(from)),
            ("to", JSONText.string(to)),
            ("accepted", accepted ? "true" : "false"),
            ("reason", JSONText.string(reason)),
            ("subject", JSONText.string(subject)),
            ("depth", String(depth)),
        ]
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    static let timeFormat: Date.ISO8601FormatStyle = .iso8601
        .year().month().day().dateSeparator(.dash)
        .time(includingFractionalSeconds: true).timeSeparator(.colon)
        .timeZone(separator: .omitted)

    static func timestamp(_ date: Date) -> String {
        date.formatted(timeFormat)
    }
}
