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

    /// Whether a control may begin at this byte: one below 0x20 or DEL, or the first byte of a C1
    /// control (0xC2), of U+061C (0xD8) or of U+2000-U+2FFF (0xE2). Kana and kanji (0xE3-0xE9)
    /// pass this at once, where decoding each scalar to look at it was a twentieth of parse's time.
    private static func mayBeginControl(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
    }

    /// Whether `text` holds a scalar `escapes` says yes to, each decoded only where its first byte
    /// may begin a control: a text's tabs and newlines (parse's output, a line of fields) no longer
    /// make every scalar of it decoded.
    private static func holds(_ text: String, _ escapes: (Unicode.Scalar) -> Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { holds(utf8: $0, escapes) } ?? text.unicodeScalars.contains(where: escapes)
    }

    /// ``holds(_:_:)`` of a text's valid UTF-8.
    private static func holds(utf8 bytes: UnsafeBufferPointer<UInt8>, _ escapes: (Unicode.Scalar) -> Bool) -> Bool {
        bytes.indices.contains { index in
            mayBeginControl(bytes[index]) && scalar(at: index, of: bytes).map(escapes) == true
        }
    }

    /// Whether valid UTF-8 (a string's bytes) holds a control scalar not in `kept`, which
    /// ``escaped(_:keeping:)`` would write out: where none is, the bytes go out as they are, not
    /// made a string (each byte checked again) to be escaped.
    public static func holdsControl(utf8 bytes: [UInt8], keeping kept: [Unicode.Scalar] = []) -> Bool {
        bytes.withUnsafeBufferPointer { holds(utf8: $0) { isControl($0) && !kept.contains($0) } }
    }

    /// The scalar whose UTF-8 (valid, as a string's is) begins at `index` of `bytes`, of at most
    /// three bytes (every control's); nil for a longer one.
    private static func scalar(at index: Int, of bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        let lead = UInt32(bytes[index])
        let following = { (offset: Int) in UInt32(bytes[index + offset] & 0x3F) }
        switch lead {
        case ..<0x80: return Unicode.Scalar(lead)
        case 0xC0..<0xE0: return Unicode.Scalar((lead & 0x1F) << 6 | following(1))
        case 0xE0..<0xF0: return Unicode.Scalar((lead & 0x0F) << 12 | following(1) << 6 | following(2))
        default: return nil
        }
    }

    /// `text` with every control scalar not in `kept` (a tab or newline where the output means
    /// one) written out as `\u` and four hex digits. `kept` is an array, not a set, for the
    /// same reason (a set's first use: 0.36M instructions).
    public static func escaped(_ text: String, keeping kept: [Unicode.Scalar] = []) -> String {
        let escapes = { (scalar: Unicode.Scalar) in isControl(scalar) && !kept.contains(scalar) }
        guard holds(text, escapes) else { return text }
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

    /// ``escaped(_:keeping:)`` of `text` appended to `out` as UTF-8: a text with no control (nearly
    /// every one) goes in as its own bytes, read once (parse writes three fields a word; escaping
    /// each to a string and appending that string's bytes read them twice, 2% of its time).
    public static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard !holds(utf8: bytes, isControl) else { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if copied != true { out += escaped(text).utf8 }
    }
}
