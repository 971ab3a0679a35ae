import Deinflection
import LearnerData
import Segmentation

/// The conjugation table screen: the heading of the cursor's section on the first row, then the
/// forms, each on two rows: its furigana over its kanji, then the form and its name.
enum ConjugationRenderer {
    /// How many forms fit below the heading, two rows each.
    static func formsShown(layout: Layout) -> Int {
        max(1, (layout.bodyHeight - 1) / 2)
    }

    static func draw(_ screen: ConjugationScreen, into frame: inout Frame, layout: Layout, marks: SubjectMarks) {
        let table = screen.conjugation.table
        let forms = table.forms
        let sectionOfForm = table.sections.indices.flatMap { index in Array(repeating: index, count: table.sections[index].forms.count) }
        guard sectionOfForm.indices.contains(screen.cursor.index) else { return }
        let section = sectionOfForm[screen.cursor.index]
        let dictionaryForm = table.sections[section].dictionaryForm
        var heading = dictionaryForm.text == dictionaryForm.reading ? dictionaryForm.text : "\(dictionaryForm.text)【\(dictionaryForm.reading)】"
        if screen.classNames.indices.contains(section) { heading += "  " + screen.classNames[section] }
        let end = frame.write(heading, row: layout.bodyTop, column: 0, style: .bold, maxWidth: layout.width)
        BookmarkMark.draw(.word(screen.word), marks: marks, row: layout.bodyTop, column: end, into: &frame)

        let shown = formsShown(layout: layout)
        let first = screen.cursor.firstVisibleRow(height: shown)
        let visible = first..<min(forms.count, first + shown)
        let widest = visible.map { TextWidth.of(forms[$0].text) }.max() ?? 0
        let nameColumn = min(2 + widest + 2, max(2, layout.width - 16))
        for (offset, index) in visible.enumerated() {
            let form = forms[index]
            let row = layout.bodyTop + 1 + offset * 2
            drawFurigana(form, row: row, column: 2, into: &frame)
            let formRow = row + 1
            frame.write(form.text, row: formRow, column: 2, style: .bold, maxWidth: nameColumn - 3)
            frame.write(form.name.description, row: formRow, column: nameColumn, style: .dim, maxWidth: layout.width - nameColumn)
            if index == screen.cursor.index { CursorMark.draw(row: formRow, into: &frame) }
        }
    }

    /// The readings of the form's kanji, each starting over its kanji (and never over the
    /// reading before it).
    private static func drawFurigana(_ form: ConjugatedForm, row: Int, column: Int, into frame: inout Frame) {
        var x = column
        var free = column
        for part in Furigana.parts(form.text, reading: form.reading) {
            if let reading = part.reading {
                free = frame.write(reading, row: row, column: max(x, free), style: .dim)
            }
            x += TextWidth.of(part.text)
        }
    }
}
