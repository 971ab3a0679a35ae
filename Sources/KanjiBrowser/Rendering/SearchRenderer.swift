import KanjiDictionary
import KanjiSearch
import LearnerData

/// Draws the search: the query line with the terminal's cursor at the caret, then the results,
/// one a row: the kanji or word, its readings, its meanings, and what matched (for a word not
/// found as typed, why: `食べた → 食べる (past)`, `honesty → honest (same root)`, or the reasons
/// alone when narrow).
enum SearchRenderer {
    static let prompt = "/ "

    /// Rows the results get at this size: the body less the query line and a blank.
    static func resultRows(layout: Layout) -> Int {
        max(0, layout.bodyHeight - 2)
    }

    static func draw(_ screen: SearchScreen, into frame: inout Frame, layout: Layout, marks: SubjectMarks) {
        let queryRow = layout.bodyTop
        frame.write(" " + prompt, row: queryRow, column: 0, style: .bold)
        let start = 1 + TextWidth.of(prompt)
        let shown = screen.field.visible(in: max(0, layout.width - start - 1))
        frame.write(shown.text, row: queryRow, column: start)
        frame.cursorPosition = Frame.Position(row: queryRow, column: start + shown.caretColumn)
        let top = queryRow + 2
        let height = resultRows(layout: layout)
        switch screen.outcome {
        case .noQuery:
            frame.write(" Type a kanji, kana, romaji or English; filters: n5 s:4 g:1 jlpt:4 r:72 common",
                        row: top, column: 0, style: .dim)
        case .indexing:
            frame.write(" indexing…", row: top, column: 0, style: .dim)
        case .invalid(let error):
            frame.write(" " + error.description, row: top, column: 0, style: .alert)
        case .found(let results):
            if results.isEmpty { frame.write(" No matches", row: top, column: 0, style: .dim) }
            let first = screen.cursor.firstVisibleRow(height: height)
            let visible = (0..<height).compactMap { screen.row(at: first + $0) }
            let showsLevels = visible.contains { level(of: $0) != nil }
            for (offset, row) in visible.enumerated() {
                draw(row, at: top + offset, showingLevels: showsLevels, into: &frame, marks: marks)
                if first + offset == screen.cursor.index { CursorMark.draw(row: top + offset, into: &frame) }
            }
        }
    }

    /// The row's JLPT N-level, 5 for N5.
    private static func level(of row: SearchScreen.Row) -> Int? {
        switch row {
        case .kanji(let hit): hit.kanji.jlptLevel
        case .word(let word, _, _): word.jlptLevel
        }
    }

    /// `showingLevels`: a column for the N-levels, when a row in view has one.
    private static func draw(_ row: SearchScreen.Row, at y: Int, showingLevels: Bool, into frame: inout Frame, marks: SubjectMarks) {
        let (text, readings, meanings, match, common): (String, [String], [String], MatchKind, Bool) = switch row {
        case .kanji(let hit):
            (String(hit.kanji.character), hit.kanji.onyomi + hit.kanji.kunyomi.map(ReadingFormat.kun), hit.kanji.meanings,
             hit.match, false)
        case .word(let word, let kind, _):
            (word.word, ReadingFormat.withPitch(word), (word.isName ? ["name: " + NameType.names(word.nameTypes)] : []) + word.meanings,
             kind, word.common)
        }
        var label = match.rawValue
        if case .word(_, _, let why?) = row {
            label = TextWidth.of(why.note) <= frame.width / 2 ? why.note : why.reasons
        }
        let subject: StudySubject = if case .kanji = row { .kanji(Character(text)) } else { .word(text) }
        let textWidth = min(12, frame.width / 5)
        let readingWidth = min(16, frame.width / 4)
        frame.write(common ? CommonMark.symbol : " ", row: y, column: 1, style: .dim)
        let textEnd = frame.write(text, row: y, column: 3, style: .bold, maxWidth: textWidth)
        BookmarkMark.draw(subject, marks: marks, row: y, column: textEnd, into: &frame)
        frame.write(ReadingFormat.list(readings), row: y, column: 4 + textWidth, style: .dim, maxWidth: readingWidth)
        // The N-level, where there is one, in a column of its own before the meanings.
        if let level = level(of: row) { frame.write(LevelFormat.nLevel(level), row: y, column: 5 + textWidth + readingWidth, style: .dim) }
        let meaningColumn = 5 + textWidth + readingWidth + (showingLevels ? 3 : 0)
        let labelColumn = max(meaningColumn, frame.width - TextWidth.of(label) - 1)
        frame.write(meanings.joined(separator: "; "), row: y, column: meaningColumn, maxWidth: max(0, labelColumn - meaningColumn - 1))
        frame.write(label, row: y, column: labelColumn, style: .dim, maxWidth: max(0, frame.width - labelColumn - 1))
    }
}
