import Foundation

/// Reads a transition log back: every line that is one of ours, and a count of those that are not
/// (cut short by a crash, edited by hand, written by another program), so that history and replay
/// can go on past them and say how many they skipped.
public struct TransitionLogReader {
    /// A line of the log with its 1-based line number, for reports that point into the file.
    public struct NumberedLine: Equatable, Sendable {
        public var number: Int
        public var line: TransitionLogLine
        /// The line's time, parsed once as the line was read (every line read has a valid one).
        public var date: Date
    }

    /// A line that was not one of ours, and why.
    public struct SkippedLine: Equatable, Sendable {
        public var number: Int
        public var reason: String
    }

    public private(set) var lines: [NumberedLine] = []
    public private(set) var skipped: [SkippedLine] = []

    /// A log that does not exist yet reads as empty: nothing has been logged.
    public init(path: String) throws(TransitionLogError) {
        switch LineFile.contents(of: path) {
        case .success(let bytes): self.init(bytes: bytes)
        case .failure(let error): throw TransitionLogError(path: path, message: "cannot read the log: \(error.message)")
        }
    }

    public init(data: Data) {
        self.init(bytes: [UInt8](data))
    }

    private init(bytes: [UInt8]) {
        LineFile.forEachLine(in: bytes) { number, line in
            do throws(ForeignLine) {
                let (read, date) = try TransitionLogLine.read(json: line)
                lines.append(NumberedLine(number: number, line: read, date: date))
            } catch {
                skipped.append(SkippedLine(number: number, reason: error.reason))
            }
        }
    }
}

/// Why one line is not a line of ours.
struct ForeignLine: Error {
    var reason: String
}

extension TransitionLogLine {
    /// The line written by `json` read back, with its time as a date; anything else (not JSON, a
    /// required field missing or of the wrong type, a time not in the log's format) is a foreign
    /// line. The log's own lines take the fast scanner; the rest the full decoder, which accepts
    /// any JSON of the same fields.
    static func read(json: ArraySlice<UInt8>) throws(ForeignLine) -> (line: TransitionLogLine, date: Date) {
        if let line = TransitionLogLineScanner.scan(json), let date = TransitionLogLine.date(fromTimestamp: line.time) {
            return (line, date)
        }
        return try decode(json)
    }

    /// The full decoder alone.
    static func decode(_ json: ArraySlice<UInt8>) throws(ForeignLine) -> (line: TransitionLogLine, date: Date) {
        let fields: Fields
        do {
            fields = try JSONDecoder().decode(Fields.self, from: Data(json))
        } catch {
            throw ForeignLine(reason: DecodingFailure.fieldProblem(in: error, pathPrefix: "field ") ?? "not a JSON object")
        }
        guard let date = TransitionLogLine.date(fromTimestamp: fields.time) else {
            throw ForeignLine(reason: "time \(fields.time) is not a log timestamp")
        }
        let line = TransitionLogLine(
            time: fields.time, machine: fields.machine, event: fields.event, from: fields.from, to: fields.to,
            accepted: fields.accepted, reason: fields.reason, subject: fields.subject, depth: fields.depth)
        return (line, date)
    }

    /// The JSON as the log writes it; JSONDecoder keeps true apart from 1, which the check needs.
    private struct Fields: Decodable {
        var time: String
        var machine: String
        var event: String?
        var from: String?
        var to: String?
        var accepted: Bool
        var reason: String?
        var subject: String?
        var depth: Int
    }
}

/// A log file that could not be read at all (a single bad line is skipped, not an error).
public struct TransitionLogError: Error, CustomStringConvertible, Equatable {
    public var path: String
    public var message: String

    public var description: String { "\(path): \(message)" }
}
