import KanjiBrowser

/// A bracketed paste's bytes as they arrive, up to its end marker `ESC [ 201 ~`. Beyond `limit`
/// bytes the rest is still read and matched against the marker (so the keys typed after the paste
/// are keys again) but dropped; the screen the paste goes to finds it longer than it takes, and
/// says so (``Key/longestPaste``).
struct PasteBuffer {
    static let end = Array("\u{1B}[201~".utf8)

    let limit: Int
    private var kept: [UInt8] = []
    /// The last bytes read, `end.count` of them, in a ring.
    private var recent = [UInt8](repeating: 0, count: PasteBuffer.end.count)
    private var count = 0

    init(limit: Int = Key.longestPaste) {
        self.limit = limit
    }

    /// Takes the next byte; true once it completes the end marker, which is not part of the text.
    mutating func take(_ byte: UInt8) -> Bool {
        let length = Self.end.count
        recent[count % length] = byte
        count += 1
        if kept.count < limit { kept.append(byte) }
        guard count >= length, (0..<length).allSatisfy({ recent[(count + $0) % length] == Self.end[$0] }) else { return false }
        kept.removeLast(max(0, kept.count - (count - length)))
        return true
    }

    /// The text so far, each byte that is no UTF-8 a U+FFFD.
    var text: String { String(decoding: kept, as: UTF8.self) }
}
