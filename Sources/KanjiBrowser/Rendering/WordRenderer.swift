import KanjiDictionary
import LearnerData

/// Draws a word's page: its summary wrapped, its sentences and kanji under the cursor, from its top
/// until the user moves, then scrolled to keep the cursor's rows in view.
enum WordRenderer {
    static func draw(_ screen: WordScreen, into frame: inout Frame, layout: Layout, marks: Set<StudySubject>) {
        let page = screen.page(width: frame.width)
        let top = screen.firstRow(of: page, height: layout.bodyHeight)
        var rows = Array(page.rows.dropFirst(top).prefix(layout.bodyHeight))
        if screen.items.isEmpty, rows.count < layout.bodyHeight {
            rows.append(WordPage.Row(text: "No kanji in this word", style: .dim))
        }
        for (offset, line) in rows.enumerated() {
            let y = layout.bodyTop + offset
            if let position = line.position, position >= screen.sentences.count {
                KanjiRowRenderer.draw(screen.items[position - screen.sentences.count], row: y, column: 1, into: &frame, marks: marks)
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
}
