import KanjiDictionary

/// Draws a list of kanji: rank or position, the character, and its meanings, one row each; for a
/// word, its readings and senses above.
enum KanjiListRenderer {
    /// Rows the kanji get at this size: the body less the word's summary and a blank line.
    static func listRows(of screen: KanjiListScreen, layout: Layout) -> Int {
        let summaryRows = WordSummary.rowsShown(of: screen.summary, height: layout.bodyHeight)
        return max(0, layout.bodyHeight - (summaryRows > 0 ? summaryRows + 1 : 0))
    }

    static func draw(_ screen: KanjiListScreen, into frame: inout Frame, layout: Layout, marks: Set<StudySubject>) {
        let summaryRows = WordSummary.rowsShown(of: screen.summary, height: layout.bodyHeight)
        for (offset, line) in screen.summary.prefix(summaryRows).enumerated() {
            let row = layout.bodyTop + offset
            guard let highlight = line.highlight else {
                frame.write(" " + line.text, row: row, column: 0, style: line.style, maxWidth: frame.width - 1)
                continue
            }
            frame.write(line.text, highlighting: highlight, row: row, column: 1, style: line.style, maxWidth: frame.width - 2)
        }
        let listTop = layout.bodyTop + (summaryRows > 0 ? summaryRows + 1 : 0)
        let height = listRows(of: screen, layout: layout)
        let top = screen.cursor.firstVisibleRow(height: height)
        let isAll = if case .all = screen.kind { true } else { false }
        let numberWidth = isAll ? max(4, String(screen.items.count).count + 1) : 0
        if screen.items.isEmpty {
            frame.write(" No kanji in this word", row: listTop, column: 0, style: .dim)
        }
        for row in 0..<height {
            let index = top + row
            guard index < screen.items.count else { break }
            let y = listTop + row
            let selected = index == screen.cursor.index
            var x = 1
            if isAll {
                let number = label(of: screen.items[index], at: index, order: screen.order)
                frame.write(String(repeating: " ", count: max(0, numberWidth - number.count)) + number,
                            row: y, column: x, style: .dim)
                x += numberWidth + 2
            }
            x = draw(screen.items[index], row: y, column: x, into: &frame, marks: marks)
            if selected { CursorMark.draw(row: y, into: &frame) }
        }
    }

    /// What the order sorts by (N5, g1, 3s, r72); in the dictionary's order the frequency rank where
    /// it has one, else the position in the list.
    private static func label(of item: WordCharacter, at index: Int, order: KanjiListOrder?) -> String {
        guard case .kanji(let kanji, _) = item else { return "\(index + 1)" }
        if let label = order?.label(of: kanji) { return label }
        return kanji.frequency.map { "#\($0)" } ?? "\(index + 1)"
    }

    @discardableResult
    private static func draw(_ item: WordCharacter, row: Int, column: Int, into frame: inout Frame, marks: Set<StudySubject>) -> Int {
        switch item {
        case .kanji(let kanji, let written):
            frame.write(String(kanji.character), row: row, column: column, style: .bold)
            BookmarkMark.draw(.kanji(kanji.character), marks: marks, row: row, column: column + 2, into: &frame)
            var x = column + 4
            if written != kanji.character {
                x = frame.write("(\(written)) ", row: row, column: x, style: .dim)
            }
            let meanings = kanji.meanings.isEmpty ? "—" : kanji.meanings.joined(separator: ", ")
            return frame.write(meanings, row: row, column: x, maxWidth: frame.width - x - 1)
        case .unknown(let character):
            frame.write(String(character), row: row, column: column, style: .bold)
            return frame.write("not in the dictionary", row: row, column: column + 4, style: .dim)
        }
    }
}
