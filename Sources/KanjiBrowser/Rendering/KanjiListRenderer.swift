import KanjiDictionary
import LearnerData

/// Draws a list of kanji: rank or position, the character, and its meanings, one row each; for a
/// word, its readings and senses above.
enum KanjiListRenderer {
    static func draw(_ screen: KanjiListScreen, into frame: inout Frame, layout: Layout, marks: Set<StudySubject>) {
        if case .word = screen.kind { return drawWord(screen, into: &frame, layout: layout, marks: marks) }
        let listTop = layout.bodyTop
        let height = layout.bodyHeight
        let top = screen.cursor.firstVisibleRow(height: height)
        let numberWidth = max(4, String(screen.items.count).count + 1)
        for row in 0..<height {
            let index = top + row
            guard index < screen.items.count else { break }
            let y = listTop + row
            let number = label(of: screen.items[index], at: index, order: screen.order)
            frame.write(String(repeating: " ", count: max(0, numberWidth - number.count)) + number,
                        row: y, column: 1, style: .dim)
            draw(screen.items[index], row: y, column: numberWidth + 3, into: &frame, marks: marks)
            if index == screen.cursor.index { CursorMark.draw(row: y, into: &frame) }
        }
    }

    /// A word's page: its summary wrapped, its sentences and kanji under the cursor, from its top
    /// until the user moves, then scrolled to keep the cursor's rows in view.
    private static func drawWord(_ screen: KanjiListScreen, into frame: inout Frame, layout: Layout, marks: Set<StudySubject>) {
        let page = screen.page(width: frame.width)
        let top = screen.firstRow(of: page, height: layout.bodyHeight)
        var rows = Array(page.rows.dropFirst(top).prefix(layout.bodyHeight))
        if screen.items.isEmpty, rows.count < layout.bodyHeight {
            rows.append(WordPage.Row(text: "No kanji in this word", style: .dim))
        }
        for (offset, line) in rows.enumerated() {
            let y = layout.bodyTop + offset
            if let position = line.position, position >= screen.sentences.count {
                draw(screen.items[position - screen.sentences.count], row: y, column: 1, into: &frame, marks: marks)
            } else if let highlight = line.highlight {
                frame.write(line.text, highlighting: highlight, row: y, column: 1, style: line.style, maxWidth: frame.width - 2)
            } else {
                frame.write(line.text, row: y, column: 1, style: line.style, maxWidth: frame.width - 2)
            }
            guard line.position == screen.cursor.index else { continue }
            if offset == 0 || rows[offset - 1].position != line.position {
                CursorMark.draw(row: y, into: &frame)
            } else {
                frame.paint(row: y, style: .selected)
            }
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
