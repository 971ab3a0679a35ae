import LearnerData
import Testing

@Suite struct ControlCharactersTests {
    /// `appendEscaped` writes what `escaped` makes, after the bytes already there: a text's own
    /// bytes where it holds no control, the escapes where it does (C0, DEL, C1, bidirectional).
    @Test(arguments: ["", "日本語を勉強しています", "赤\u{1B}[31m字", "列\tと\n行", "\u{202E}逆", "a\u{85}b\u{7F}", "ﾃｽﾄ\u{200F}"])
    func appendingEscapedWritesTheEscapedText(text: String) {
        var out = Array("前".utf8)
        ControlCharacters.appendEscaped(text, to: &out)
        #expect(out == Array("前".utf8) + Array(ControlCharacters.escaped(text).utf8))
        #expect(String(decoding: out, as: UTF8.self).unicodeScalars.dropFirst().allSatisfy { !ControlCharacters.isControl($0) })
    }
}
