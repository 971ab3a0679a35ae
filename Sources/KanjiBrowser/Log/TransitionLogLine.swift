import Foundation

/// One line of the transition log: a JSON object with the fields the README documents.
public struct TransitionLogLine: Codable, Equatable, Sendable {
    public var time: String
    /// Which machine made the attempt: "navigation", "loading", "app".
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

    enum CodingKeys: String, CodingKey {
        case time, machine, event, from, to, accepted, reason, subject, depth
    }

    /// Writes every key, with null where a value is missing, so each line has the same shape.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(time, forKey: .time)
        try container.encode(machine, forKey: .machine)
        try container.encode(event, forKey: .event)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(accepted, forKey: .accepted)
        try container.encode(reason, forKey: .reason)
        try container.encode(subject, forKey: .subject)
        try container.encode(depth, forKey: .depth)
    }

    static let timeFormat: Date.ISO8601FormatStyle = .iso8601
        .year().month().day().dateSeparator(.dash)
        .time(includingFractionalSeconds: true).timeSeparator(.colon)
        .timeZone(separator: .omitted)

    static func timestamp(_ date: Date) -> String {
        date.formatted(timeFormat)
    }
}
