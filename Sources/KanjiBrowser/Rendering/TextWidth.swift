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
    /// path, a URL, Japanese, which has no spaces) is broken between characters rather than cut, so
    /// all of it can be read: after its last 、 in the line's second half where there is one (so a
    /// list of readings breaks between readings), and never before closing punctuation (a line does
    /// not start with 、 or 。, as Japanese typesetting's kinsoku rule has it).
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
                    let cut = breakIndex(line, before: character)
                    lines.append(String(line[..<cut]))
                    line = String(line[cut...])
                }
                line.append(character)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Characters a line must not start with: closing punctuation and marks that lean on the one before.
    private static let noLineStart: Set<Character> = ["、", "。", "，", "．", "）", "」", "』", "】", "〕", "！", "？", "・", "ー", "…", ",", ".", ")", "!", "?"]

    /// Where a full `line` of an unspaced word breaks when `next` does not fit: after its last 、
    /// in its second half, else before its last character when `next` may not start a line, else
    /// at its end.
    private static func breakIndex(_ line: String, before next: Character) -> String.Index {
        let half = line.index(line.startIndex, offsetBy: line.count / 2)
        if let comma = line[half...].lastIndex(of: "、"), line.index(after: comma) < line.endIndex {
            return line.index(after: comma)
        }
        if noLineStart.contains(next), line.count > 1, let last = line.indices.last, !noLineStart.contains(line[last]) {
            return last
        }
        return line.endIndex
    }
}
