import KanjiBrowser
import Testing
@testable import KanjiTerminal

/// A bracketed paste read byte by byte to its end marker, whatever is in it and however long.
@Suite struct PasteBufferTests {
    private func paste(_ bytes: [UInt8], limit: Int = Key.longestPaste) -> (text: String, endedAt: Int?) {
        var buffer = PasteBuffer(limit: limit)
        for (index, byte) in bytes.enumerated() where buffer.take(byte) { return (buffer.text, index + 1) }
        return (buffer.text, nil)
    }

    /// A byte that is no UTF-8 (curses' wget_wch gave up there, and the rest ran as keys).
    @Test func anInvalidByteIsOneReplacementCharacter() {
        let bytes = Array("本".utf8) + [0xFF] + Array("xq".utf8) + PasteBuffer.end + Array("j".utf8)
        #expect(paste(bytes) == ("本\u{FFFD}xq", bytes.count - 1))
    }

    /// Past the limit the end marker is still found (it was not, and the keys after the paste
    /// were eaten until a second of silence), and the text is the limit's worth.
    @Test(arguments: [0, 3, 7, 10])
    func pastTheLimitTheEndIsStillFound(extra: Int) {
        let bytes = Array(repeating: UInt8(ascii: "a"), count: 10 + extra) + PasteBuffer.end
        #expect(paste(bytes, limit: 12) == (String(repeating: "a", count: min(10 + extra, 12)), bytes.count))
    }

    @Test func theLimitIsOneByteMoreThanAPageHolds() {
        #expect(PasteBuffer().limit == Key.longestPaste && Key.longestPaste == (8 << 20) + 1)
    }
}
