/// JSON string literals as UTF-8: quote, backslash and control characters escaped, everything
/// else (kanji included) written as it is. Shared by the dictionary writer and the app's log,
/// which both write JSON by hand to keep their keys in a fixed order.
public enum JSONString {
    public static func append(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
            case UInt8(ascii: "\n"): out.append(contentsOf: "\\n".utf8)
            case UInt8(ascii: "\r"): out.append(contentsOf: "\\r".utf8)
            case UInt8(ascii: "\t"): out.append(contentsOf: "\\t".utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: "\\u00".utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// An array of string literals: `["day","sun"]`.
    public static func appendArray(_ values: [String], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            append(value, to: &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// The literal for `value`, or `null`.
    public static func literal(_ value: String?) -> String {
        guard let value else { return "null" }
        var out: [UInt8] = []
        append(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
