import KanjiDictionary
import LearnerData

/// Draws a kanji's fields and, below them, the words that use it with a cursor; or, once asked
/// for where some gave way, the details page (``KanjiDetailsPage``).
enum KanjiDetailRenderer {
    static let labelWidth = 10

    /// Which parts fit: on a short terminal the fields give way, least useful first, so that a
    /// few of the words (the screen's cursor) always stay in view.
    struct Plan {
        var showsCharacter = true
        var fieldRows: [(String, String)]
        var showsGap = true
        /// The row of the words' heading; the words start below it.
        var headingRow: Int
        /// Whether the stroke order is drawn beside the fields.
        var showsStrokes = false
        /// Whether a part of the details is left out or cut short: the character, a field, a value
        /// past its width, or the stroke order of a kanji that has one.
        var leavesOut = false

        init(_ screen: KanjiDetailScreen, layout: Layout) {
            fieldRows = KanjiDetailRenderer.fields(of: screen.kanji)
            let wordRows = min(3, screen.words.count)
            func spareRows(_ plan: Plan) -> Int {
                layout.bodyHeight - (plan.showsCharacter ? 1 : 0) - plan.fieldRows.count - (plan.showsGap ? 1 : 0) - 1 - wordRows
            }
            headingRow = 0
            if spareRows(self) < 0 { showsGap = false }
            if spareRows(self) < 0 { showsCharacter = false }
            for label in ["Parts", "Nanori", "Level", "Strokes", "Kun", "On"] where spareRows(self) < 0 {
                fieldRows.removeAll { $0.0 == label }
            }
            var fieldsEnd = min(layout.bodyTop + (showsCharacter ? 1 : 0) + fieldRows.count, max(layout.bodyTop, layout.noticeRow))
            // The stroke order beside the fields takes rows of its own when the words keep theirs.
            let panelEnd = layout.bodyTop + StrokeOrderRenderer.rows
            if StrokeOrderRenderer.fits(screen, width: layout.width), spareRows(self) >= panelEnd - fieldsEnd {
                fieldsEnd = max(fieldsEnd, panelEnd)
            }
            headingRow = fieldsEnd + (showsGap ? 1 : 0)
            showsStrokes = StrokeOrderRenderer.place(screen, top: layout.bodyTop, bottom: headingRow - 1, width: layout.width) != nil
            let valueWidth = layout.width - labelWidth - 2 - (showsStrokes ? StrokeOrderRenderer.diagramWidth + 2 : 0)
            leavesOut = !showsCharacter || fieldRows.count < KanjiDetailRenderer.fields(of: screen.kanji).count
                || fieldRows.contains { TextWidth.of($0.1) > valueWidth } || (!screen.kanji.strokePaths.isEmpty && !showsStrokes)
        }
    }

    /// Rows the words' list gets at this size: what the cursor scrolls within.
    static func wordRows(of screen: KanjiDetailScreen, layout: Layout) -> Int {
        max(0, layout.noticeRow - Plan(screen, layout: layout).headingRow - 1)
    }

    /// Whether the whole stroke order is in view: beside the fields, or on the details page.
    static func showsStrokes(_ screen: KanjiDetailScreen, layout: Layout) -> Bool {
        guard screen.showsDetailsPage(layout), let top = screen.detailsTop else { return Plan(screen, layout: layout).showsStrokes }
        return KanjiDetailsPage(screen, layout: layout).showsStrokes(top: top, height: layout.bodyHeight)
    }

    static func draw(_ screen: KanjiDetailScreen, into frame: inout Frame, layout: Layout, marks: SubjectMarks) {
        if screen.showsDetailsPage(layout), let top = screen.detailsTop {
            KanjiDetailsPage(screen, layout: layout).draw(screen, top: top, into: &frame, layout: layout, marks: marks)
            return
        }
        let kanji = screen.kanji
        let plan = Plan(screen, layout: layout)
        var y = layout.bodyTop
        if plan.showsCharacter {
            let end = frame.write(" " + String(kanji.character), row: y, column: 0, style: .bold)
            let markEnd = BookmarkMark.draw(.kanji(kanji.character), marks: marks, row: y, column: end, into: &frame)
            LearnerStateMark.draw(.kanji(kanji.character), marks: marks, row: y, column: markEnd, into: &frame)
            y += 1
        }
        let strokePanel = StrokeOrderRenderer.place(screen, top: layout.bodyTop, bottom: plan.headingRow - 1, width: frame.width)
        let valueWidth = frame.width - labelWidth - 2 - (strokePanel.map { frame.width - $0.column + 1 } ?? 0)
        for (label, value) in plan.fieldRows where y < layout.noticeRow {
            frame.write(" " + label, row: y, column: 0, style: .dim)
            frame.write(value, row: y, column: labelWidth + 1, maxWidth: valueWidth)
            y += 1
        }
        if let strokePanel { StrokeOrderRenderer.draw(screen, at: strokePanel, into: &frame) }
        guard plan.headingRow < layout.noticeRow else { return }
        let heading = screen.words.isEmpty
            ? "No words use \(kanji.character)"
            : "Words with \(kanji.character) (\(NumberFormat.grouped(screen.words.count)))"
        let headingEnd = frame.write(" " + heading, row: plan.headingRow, column: 0, style: .bold)
        // What gave way is above the first word.
        if plan.leavesOut, headingEnd + moreAbove.count + 1 < frame.width {
            frame.write(moreAbove, row: plan.headingRow, column: frame.width - moreAbove.count - 1, style: .dim)
        }
        drawWords(screen, into: &frame, from: plan.headingRow + 1, to: layout.noticeRow, marks: marks)
    }

    /// Said beside the words' heading where the details left something out.
    static let moreAbove = "↑ more"

    static func fields(of kanji: KanjiEntry) -> [(String, String)] {
        var rows: [(String, String)] = [
            ("Meanings", kanji.meanings.isEmpty ? "—" : kanji.meanings.joined(separator: ", ")),
            ("On", ReadingFormat.list(kanji.onyomi)),
            ("Kun", ReadingFormat.list(kanji.kunyomi.map(ReadingFormat.kun))),
        ]
        if !kanji.nanori.isEmpty { rows.append(("Nanori", ReadingFormat.list(kanji.nanori))) }
        let unreadable = StrokeDiagram.unreadable(kanji.strokePaths).map(\.number)
        let drawing = unreadable.isEmpty ? nil
            : "stroke\(unreadable.count == 1 ? "" : "s") \(unreadable.map(String.init).joined(separator: ", ")) cannot be drawn"
        let shape = [kanji.strokes.map { "\($0) strokes" }, kanji.radical.map { "radical \($0)" }, drawing].compactMap { $0 }
        if !shape.isEmpty { rows.append(("Strokes", shape.joined(separator: " · "))) }
        let levels = [
            kanji.grade.map { "grade \($0)" }, kanji.jlptLevel.map(LevelFormat.jlpt), kanji.jlpt.map(LevelFormat.oldJlpt),
            kanji.frequency.map { "frequency #\($0)" },
        ].compactMap { $0 }
        if !levels.isEmpty { rows.append(("Level", levels.joined(separator: " · "))) }
        if !kanji.components.isEmpty { rows.append(("Parts", ComponentShape.shown(kanji.components, separator: " "))) }
        return rows
    }

    private static func drawWords(
        _ screen: KanjiDetailScreen, into frame: inout Frame, from top: Int, to end: Int, marks: SubjectMarks
    ) {
        let height = end - top
        guard height > 0 else { return }
        let first = screen.cursor.firstVisibleRow(height: height)
        let visible = (first..<min(screen.words.count, first + height)).map { screen.words[$0] }
        let wordWidth = min(frame.width / 4, visible.map { TextWidth.of($0.word) }.max() ?? 0)
        let readingWidth = min(frame.width / 4, visible.map { TextWidth.of($0.readings.first ?? "") }.max() ?? 0)
        // The N-level column only when a word in view has one: "N5" and a space.
        let levelWidth = visible.contains { $0.jlptLevel != nil } ? 4 : 0
        for (offset, word) in visible.enumerated() {
            let y = top + offset
            frame.write(word.common ? CommonMark.symbol : " ", row: y, column: 1, style: .dim)
            let wordEnd = frame.write(word.word, row: y, column: 3, maxWidth: wordWidth)
            BookmarkMark.draw(.word(word.word), marks: marks, row: y, column: wordEnd, into: &frame)
            let readingColumn = 3 + wordWidth + 2
            frame.write(word.readings.first ?? "", row: y, column: readingColumn, style: .dim, maxWidth: readingWidth)
            let levelColumn = readingColumn + readingWidth + 2
            if let level = word.jlptLevel { frame.write(LevelFormat.nLevel(level), row: y, column: levelColumn, style: .dim) }
            let meaningColumn = levelColumn + levelWidth
            frame.write(word.meanings.prefix(3).joined(separator: "; "), row: y, column: meaningColumn,
                        maxWidth: frame.width - meaningColumn - 1)
            if first + offset == screen.cursor.index { CursorMark.draw(row: y, into: &frame) }
        }
    }
}
