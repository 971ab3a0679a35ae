/// Text from outside (a dictionary file, the command line) made safe to show on a terminal: each
/// C0 control, DEL and C1 control becomes a visible `\u001B`, so none of its bytes can move the
/// cursor, set the window title or start an escape sequence; so does each bidirectional control
/// (U+202E…), which would let a terminal that reorders text show it other than it is. The form is
/// JSON's escape, so JSON output stays valid JSON with the same text.
public enum ControlCharacters {
    /// C0 controls, DEL, C1 controls, and the Unicode bidirectional formatting characters (marks,
    /// embeddings, overrides, isolates). A switch, not a table: a table of ranges' first use cost
    /// the runtime's scan of every conformance in the binary at each start (0.26M instructions).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether `text` may hold a control: a byte below 0x20 or DEL, or the first byte of a C1
    /// control (0xC2), of U+061C (0xD8) or of U+2000-U+2FFF (0xE2). Kana and kanji (0xE3-0xE9)
    /// pass this at once, where decoding each scalar to look at it was a twentieth of parse's time.
    private static func mayHoldControl(_ text: String) -> Bool {
        text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }
    }

    /// `text` with every control scalar not in `kept` (a tab or newline where the output means
    /// one) written out as `\u` and four hex digits. `kept` is an array, not a set, for the
    /// same reason (a set's first use: 0.36M instructions).
    public static func escaped(_ text: String, keeping kept: [Unicode.Scalar] = []) -> String {
        let escapes = { (scalar: Unicode.Scalar) in isControl(scalar) && !kept.contains(scalar) }
        guard mayHoldControl(text), text.unicodeScalars.contains(where: escapes) else { return text }
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
