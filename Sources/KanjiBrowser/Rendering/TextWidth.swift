import CTextWidth

/// Terminal column widths, from the C library's wcwidth under UTF-8, so layout matches what the
/// terminal draws: kanji and kana take two columns, combining marks none. The one measure of
/// width: the frame lays out by `of`, and the painter knows where curses' cursor goes by `advance`.
public enum TextWidth {
    /// Columns the character takes; control characters count as zero and are never drawn. An
    /// emoji made wide by U+FE0F (☺️) takes two, as terminals draw it.
    public static func of(_ character: Character) -> Int {
        character.unicodeScalars.dropFirst().contains("\u{FE0F}") ? 2 : advance(character)
    }

    /// Columns curses moves its cursor on by for the character: its first scalar's width, the
    /// others (combining marks, a variation selector) none. It differs from `of` only for a
    /// character U+FE0F makes wide; the painter then places what follows by the frame's count.
    public static func advance(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        return max(0, Int(kl_text_scalar_width(first.value)))
    }

    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The longest prefix that fits in `columns`, ending in "…" when something was cut.
    /// Never cuts a wide character in half: a column left over is left blank.
    public static func truncate(_ text: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        if of(text) <= columns { return text }
        var result = ""
        var used = 0
        for character in text {
            let width = of(character)
            if used + width > columns - 1 { break }
            result.append(character)
            used += width
        }
        return result + "…"
    }

    /// `text` broken at spaces into lines of at most `width` columns; a word longer than a line (a
    /// path, a URL) is broken between characters rather than cut, so all of it can be read.
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if TextWidth.of(candidate) <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            for character in word {
                if !line.isEmpty, TextWidth.of(line) + of(character) > width {
                    lines.append(line)
                    line = ""
                }
                line.append(character)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
