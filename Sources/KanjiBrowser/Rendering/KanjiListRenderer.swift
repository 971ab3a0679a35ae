import KanjiDictionary
import LearnerData

/// Draws the All list: rank or position, the character, and its meanings, one row each.
enum KanjiListRenderer {
    static func draw(_ screen: KanjiListScreen, into frame: inout Frame, layout: Layout, marks: SubjectMarks) {
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
            KanjiRowRenderer.draw(screen.items[index], row: y, column: numberWidth + 3, into: &frame, marks: marks)
            if index == screen.cursor.index { CursorMark.draw(row: y, into: &frame) }
        }
    }

    /// What the order sorts by (N5, g1, 3s, r72); in the dictionary's order the frequency rank where
    /// it has one, else the position in the list.
    private static func label(of item: WordCharacter, at index: Int, order: KanjiListOrder) -> String {
        guard case .kanji(let kanji, _) = item else { return "\(index + 1)" }
        if let label = order.label(of: kanji) { return label }
        return kanji.frequency.map { "#\($0)" } ?? "\(index + 1)"
    }
}
