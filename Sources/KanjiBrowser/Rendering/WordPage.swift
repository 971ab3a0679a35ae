/// A word's screen as rows at one width: its summary (entries, senses, example sentences) wrapped,
/// a blank row, then its kanji, each row saying which cursor position it belongs to (a sentence's
/// rows, with its translation's, or a kanji's). It opens at its top; once the user moves, the whole
/// page scrolls to keep the cursor's rows in view, so a small terminal shows every line in turn; Japanese, which has no spaces, is
/// broken between characters, never inside a wide one.
struct WordPage {
    struct Row: Equatable {
        var text: String
        var style: TextStyle
        /// Characters of `text` drawn bold: the word in its sentence.
        var highlight: Range<Int>?
        /// The cursor position the row belongs to: a sentence's index, then the kanji after them.
        var position: Int?
    }

    private(set) var rows: [Row] = []

    /// `summary` wrapped to `width` columns (less the cursor's column and a margin); its sentence
    /// lines take positions 0…, and `kanjiCount` kanji rows follow from `sentenceCount`.
    init(summary: [WordSummary.Line], kanjiCount: Int, sentenceCount: Int, width: Int) {
        let columns = max(4, width - 2)
        for line in summary {
            let indent = String(line.text.prefix { $0 == " " })
            let body = String(line.text.dropFirst(indent.count))
            let available = max(2, columns - TextWidth.of(indent))
            let characters = Array(line.text)
            // Where each piece starts in the line: a break drops one space.
            var start = indent.count
            for piece in TextWidth.wrapped(body, width: available).atLeastOneLine {
                let highlight = line.highlight.flatMap { range -> Range<Int>? in
                    let lower = max(range.lowerBound, start), upper = min(range.upperBound, start + piece.count)
                    return lower < upper ? (lower - start + indent.count)..<(upper - start + indent.count) : nil
                }
                rows.append(Row(text: indent + piece, style: line.style, highlight: highlight, position: line.sentence))
                start += piece.count
                if start < characters.count, characters[start] == " " { start += 1 }
            }
        }
        if !summary.isEmpty { rows.append(Row(text: "", style: .normal)) }
        for kanji in 0..<kanjiCount { rows.append(Row(text: "", style: .normal, position: sentenceCount + kanji)) }
    }

    /// The first row to show in `height` rows so that every row of `position` is in view: the top
    /// of the page when that is enough, else the position's rows at the bottom of the view (its
    /// first row at the top when they do not all fit).
    func firstRow(showing position: Int, height: Int) -> Int {
        guard height > 0, let first = rows.firstIndex(where: { $0.position == position }),
              let last = rows.lastIndex(where: { $0.position == position }) else { return 0 }
        if last < height { return 0 }
        return min(first, last - height + 1)
    }
}

private extension Array where Element == String {
    /// One empty line for an empty text, so a blank line of the summary keeps its row.
    var atLeastOneLine: [String] { isEmpty ? [""] : self }
}
