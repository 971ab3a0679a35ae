/// A word's screen as rows at one size: its heading, pitch accents and first senses, a blank row, its kanji, then
/// the rest of its summary (more senses, other entries, example sentences with their translations)
/// wrapped. Each row says which cursor position it belongs to: the kanji first, then the
/// sentences, as in the Kanji List app, where a word shows its kanji. As many of the first senses
/// as leave the kanji in view go above them, at least the first, so the page opens with the
/// word, its meaning and the cursor on its first kanji at any size. Japanese, which has no
/// spaces, is broken between characters, never inside a wide one.
struct WordPage {
    struct Row: Equatable {
        var text: String
        var style: TextStyle
        /// Characters of `text` drawn bold: the word in its sentence.
        var highlight: Range<Int>?
        /// The cursor position the row belongs to: a kanji's index, then the sentences after them.
        var position: Int?
    }

    private(set) var rows: [Row] = []

    /// `summary` wrapped to `width` columns (less the cursor's column and a margin) around
    /// `kanjiCount` kanji rows, for a view of `height` rows; the summary's sentence lines take
    /// positions from `kanjiCount` on.
    init(summary: [WordSummary.Line], kanjiCount: Int, width: Int, height: Int) {
        let columns = max(4, width - 2)
        let room = height - 1 - max(1, kanjiCount)
        let summary = Self.pitchFitted(summary, room: room) { Self.rows(of: $0, columns: columns, firstSentence: kanjiCount).count }
        let wrapped = summary.map { Self.rows(of: $0, columns: columns, firstSentence: kanjiCount) }
        let leadCount = Self.leadCount(summary, wrapped: wrapped, room: room)
        rows = wrapped.prefix(leadCount).flatMap { $0 }
        if leadCount > 0 { rows.append(Row(text: "", style: .normal)) }
        rows += (0..<kanjiCount).map { Row(text: "", style: .normal, position: $0) }
        if kanjiCount == 0 { rows.append(Row(text: "No kanji in this word", style: .dim)) }
        if leadCount < summary.count {
            rows.append(Row(text: "", style: .normal))
            rows += wrapped.dropFirst(leadCount).flatMap { $0 }
        }
    }

    /// The summary with its first entry's pitch accents fitted above the kanji with its heading
    /// and first sense in `room` rows: on two rows each where they fit, else on the kana's row
    /// alone (one line's notation: the drop marked, a heiban word ending in ￣), else after the
    /// first sense.
    private static func pitchFitted(_ summary: [WordSummary.Line], room: Int, rowCount: (WordSummary.Line) -> Int) -> [WordSummary.Line] {
        func leadRows(_ lines: [WordSummary.Line]) -> Int {
            lines.prefix(requiredLeadCount(lines)).reduce(0) { $0 + rowCount($1) }
        }
        if leadRows(summary) <= room { return summary }
        let kanaRows = summary.compactMap { line -> WordSummary.Line? in
            switch line.pitch {
            case .overline: nil
            case .kana(let alone): WordSummary.Line(text: alone, style: line.style, pitch: line.pitch)
            case nil: line
            }
        }
        if leadRows(kanaRows) <= room { return kanaRows }
        let pitch = kanaRows.dropFirst().prefix { $0.pitch != nil }
        guard kanaRows.count > pitch.count + 1 else { return kanaRows }
        return [kanaRows[0], kanaRows[pitch.count + 1]] + pitch + kanaRows.dropFirst(pitch.count + 2)
    }

    /// How many lines must go above the kanji: the heading, its pitch accents and its first sense.
    private static func requiredLeadCount(_ summary: [WordSummary.Line]) -> Int {
        2 + summary.dropFirst().prefix { $0.pitch != nil }.count
    }

    /// How many of the summary's first lines go above the kanji: its heading, its pitch accents
    /// and its first sense at least, then each further line before the sentences that still fits
    /// in `room` rows.
    private static func leadCount(_ summary: [WordSummary.Line], wrapped: [[Row]], room: Int) -> Int {
        let least = requiredLeadCount(summary)
        var count = 0, used = 0
        for (line, lineRows) in zip(summary, wrapped) {
            guard line.sentence == nil, count < least || used + lineRows.count <= room else { break }
            count += 1
            used += lineRows.count
        }
        return count
    }

    /// One line of the summary wrapped: a break drops one space; the highlight follows its
    /// characters onto the row they are on.
    private static func rows(of line: WordSummary.Line, columns: Int, firstSentence: Int) -> [Row] {
        let indent = String(line.text.prefix { $0 == " " })
        let body = String(line.text.dropFirst(indent.count))
        let available = max(2, columns - TextWidth.of(indent))
        let characters = Array(line.text)
        var start = indent.count
        var rows: [Row] = []
        for piece in TextWidth.wrapped(body, width: available).atLeastOneLine {
            let highlight = line.highlight.flatMap { range -> Range<Int>? in
                let lower = max(range.lowerBound, start), upper = min(range.upperBound, start + piece.count)
                return lower < upper ? (lower - start + indent.count)..<(upper - start + indent.count) : nil
            }
            rows.append(Row(text: indent + piece, style: line.style, highlight: highlight, position: line.sentence.map { firstSentence + $0 }))
            start += piece.count
            if start < characters.count, characters[start] == " " { start += 1 }
        }
        return rows
    }

    /// The rows of `position`, first to last; nil for a position with no row.
    func rows(of position: Int) -> ClosedRange<Int>? {
        guard let first = rows.firstIndex(where: { $0.position == position }),
              let last = rows.lastIndex(where: { $0.position == position }) else { return nil }
        return first...last
    }

    /// The largest first row a view of `height` rows may show.
    func lastTop(height: Int) -> Int { max(0, rows.count - height) }
}

private extension Array where Element == String {
    /// One empty line for an empty text, so a blank line of the summary keeps its row.
    var atLeastOneLine: [String] { isEmpty ? [""] : self }
}
