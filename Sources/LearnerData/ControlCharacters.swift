/// Text from outside (a dictionary file, the command line) made safe to show on a terminal: each
/// C0 control, DEL and C1 control becomes a visible `\u001B`, so none of its bytes can move the
/// cursor, set the window title or start an escape sequence; so does each bidirectional control
/// (U+202E…), which would let a terminal that reorders text show it other than it is. The form is
/// JSON's escape, so JSON output stays valid JSON with the same text.
public enum ControlCharacters {
    /// The Unicode bidirectional formatting characters: marks, embeddings, overrides, isolates.
    private static let bidirectional: [ClosedRange<UInt32>] = [0x061C...0x061C, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069]

    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            || bidirectional.contains { $0.contains(scalar.value) }
    }

    /// `text` with every control scalar not in `kept` (a tab or newline where the output means
    /// one) written out as `\u` and four hex digits.
    public static func escaped(_ text: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
        let escapes = { (scalar: Unicode.Scalar) in isControl(scalar) && !kept.contains(scalar) }
        guard text.unicodeScalars.contains(where: escapes) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if escapes(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
