/// Reads back a line exactly as `TransitionLogLine.json` writes it (fields in its order, no
/// spaces, its escapes), byte by byte. Foundation's JSON decoders take about 13 µs a line, 1.3 s
/// for a log of 100,000 lines; this takes well under a tenth of that (docs/architecture.md).
/// Anything else, valid JSON in another shape included, gives nil and goes to the full decoder,
/// so the result is the same either way, only faster for the log's own lines.
struct TransitionLogLineScanner {
    private let bytes: ArraySlice<UInt8>
    private var index: Int

    private init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        index = bytes.startIndex
    }

    static func scan(_ bytes: ArraySlice<UInt8>) -> TransitionLogLine? {
        var scanner = TransitionLogLineScanner(bytes)
        return scanner.line()
    }

    private mutating func line() -> TransitionLogLine? {
        guard expect("{\"time\":"), let time = string(),
              expect(",\"machine\":"), let machine = string(),
              expect(",\"event\":"), let event = optionalString(),
              expect(",\"from\":"), let from = optionalString(),
              expect(",\"to\":"), let to = optionalString(),
              expect(",\"accepted\":"), let accepted = boolean(),
              expect(",\"reason\":"), let reason = optionalString(),
              expect(",\"subject\":"), let subject = optionalString(),
              expect(",\"depth\":"), let depth = integer(),
              expect("}"), index == bytes.endIndex else { return nil }
        return TransitionLogLine(time: time, machine: machine, event: event, from: from, to: to, accepted: accepted,
                                 reason: reason, subject: subject, depth: depth)
    }

    private mutating func expect(_ literal: StaticString) -> Bool {
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        guard bytes.endIndex - index >= expected.count else { return false }
        for offset in 0..<expected.count where bytes[index + offset] != expected[offset] { return false }
        index += expected.count
        return true
    }

    /// nil when there is no valid string here; .some(nil) for JSON null.
    private mutating func optionalString() -> String?? {
        if expect("null") { return .some(nil) }
        return string().map { .some($0) }
    }

    /// A string with the writer's escapes only (\" \\ \n \r \t \u00XX) and valid UTF-8.
    private mutating func string() -> String? {
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        let start = index
        while index < bytes.endIndex, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
            index += 1
        }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "\"") {
            index += 1
            return String(validating: bytes[start..<index - 1], as: UTF8.self)
        }
        var out = Array(bytes[start..<index])
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(validating: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.endIndex else { return nil }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(escaped)
                case UInt8(ascii: "n"): out.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "r"): out.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "t"): out.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "u"):
                    guard let value = controlEscape() else { return nil }
                    out.append(value)
                default: return nil
                }
            case 0..<0x20: return nil
            default: out.append(byte)
            }
        }
        return nil
    }

    /// The four hex digits after \u, for the control characters the writer escapes.
    private mutating func controlEscape() -> UInt8? {
        guard bytes.endIndex - index >= 4, bytes[index] == UInt8(ascii: "0"), bytes[index + 1] == UInt8(ascii: "0"),
              let high = hexDigit(bytes[index + 2]), let low = hexDigit(bytes[index + 3]), high < 2 else { return nil }
        index += 4
        return high << 4 | low
    }

    private func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    private mutating func boolean() -> Bool? {
        if expect("true") { return true }
        if expect("false") { return false }
        return nil
    }

    /// A non-negative whole number of at most 9 digits, no leading zero: the stack depths the log writes.
    private mutating func integer() -> Int? {
        let start = index
        while index < bytes.endIndex, index - start < 10, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            index += 1
        }
        let digits = bytes[start..<index]
        guard !digits.isEmpty, digits.count <= 9, digits.count == 1 || digits.first != UInt8(ascii: "0") else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
}
