/// Why a query cannot be searched; `part` is the word of the query at fault, as typed.
public struct SearchQueryError: Error, Equatable, Sendable, CustomStringConvertible {
    public var part: String
    public var reason: String

    public var description: String { "\(part): \(reason)" }

    static func unknownFilter(_ part: String, name: String) -> SearchQueryError {
        SearchQueryError(
            part: part, reason: "unknown filter \"\(name):\" (filters: s: g: jlpt: r: parts: and the word common)")
    }
}
