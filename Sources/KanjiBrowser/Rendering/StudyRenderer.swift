import LearnerData
import SpacedRepetition

/// Draws the study screen: the decks to choose from; a card's front alone in the middle; its back
/// (the front above, then the fields, and the four ratings with their intervals at the foot); the end.
/// A card shows no bookmark mark: on a flashcard it would be a hint.
enum StudyRenderer {
    private static let labelWidth = 9

    /// Rows the start screen's list of decks gets: the body less its heading and the line below.
    static func deckRows(layout: Layout) -> Int { max(1, layout.bodyHeight - 3) }

    static func draw(_ screen: StudyScreen, into frame: inout Frame, layout: Layout, marks: SubjectMarks) {
        switch screen.phase {
        case .start, .paused: drawStart(screen, into: &frame, layout: layout)
        case .front: drawFront(screen, into: &frame, layout: layout)
        case .back: drawBack(screen, into: &frame, layout: layout)
        case .done: drawDone(screen, into: &frame, layout: layout)
        }
    }

    private static func drawStart(_ screen: StudyScreen, into frame: inout Frame, layout: Layout) {
        let numbers = 12
        let nameWidth = frame.width - 3 - numbers - 1
        frame.write(" Deck", row: layout.bodyTop, column: 0, style: .dim)
        frame.write(pad("due", 5) + pad("new", 7), row: layout.bodyTop, column: frame.width - numbers - 1, style: .dim)
        let height = deckRows(layout: layout)
        let first = screen.cursor.firstVisibleRow(height: height)
        for (offset, deck) in screen.decks.dropFirst(first).prefix(height).enumerated() {
            let y = layout.bodyTop + 1 + offset
            frame.write("\(deck.name) (\(NumberFormat.grouped(deck.cards)))", row: y, column: 3, maxWidth: nameWidth)
            frame.write(pad(NumberFormat.grouped(deck.due), 5) + pad(NumberFormat.grouped(deck.new), 7), row: y, column: frame.width - numbers - 1)
            if first + offset == screen.cursor.index { CursorMark.draw(row: y, into: &frame) }
        }
        if screen.decks.isEmpty {
            frame.write(" Nothing to study: bookmark kanji or words with m", row: layout.bodyTop + 1, column: 0, style: .dim)
        }
        let keys = Keymap<Command>.studyNewPerDay.keyNames
        let limit = " \(screen.newPerDay) new a day (\(keys)), \(screen.newLeftToday) left today"
        frame.write(limit, row: layout.noticeRow - 1, column: 0, style: .dim, maxWidth: frame.width - 1)
    }

    private static func drawFront(_ screen: StudyScreen, into frame: inout Frame, layout: Layout) {
        guard let face = screen.face else { return }
        let middle = layout.bodyTop + max(0, layout.bodyHeight / 2 - 1)
        centered(face.front, row: middle, style: .bold, into: &frame)
        centered(face.subject.kind.rawValue, row: middle + 1, style: .dim, into: &frame)
        if let sentence = face.frontSentence { drawSentence(sentence, highlight: face.frontHighlight, row: middle + 3, layout: layout, into: &frame) }
        centered("Space shows the answer", row: layout.noticeRow - 1, style: .dim, into: &frame)
    }

    /// The sentence a word was met in, centred where it fits on one line, else wrapped from the
    /// left, the word in bold where it lies on one line.
    private static func drawSentence(_ sentence: String, highlight: Range<Int>?, row: Int, layout: Layout, into frame: inout Frame) {
        let width = frame.width - 2
        let lines = TextWidth.wrapped(sentence, width: width)
        guard row < layout.noticeRow - 1 else { return }
        let column = lines.count == 1 ? max(1, (frame.width - TextWidth.of(sentence)) / 2) : 1
        var start = 0
        for (offset, line) in lines.enumerated() where row + offset < layout.noticeRow - 1 {
            let count = line.count
            if let highlight, highlight.lowerBound >= start, highlight.upperBound <= start + count {
                let local = (highlight.lowerBound - start)..<(highlight.upperBound - start)
                frame.write(line, highlighting: local, row: row + offset, column: column, maxWidth: width)
            } else {
                frame.write(line, row: row + offset, column: column, maxWidth: width)
            }
            start += count
        }
    }

    private static func drawBack(_ screen: StudyScreen, into frame: inout Frame, layout: Layout) {
        guard let face = screen.face else { return }
        centered(face.front, row: layout.bodyTop, style: .bold, into: &frame)
        let ratingsRow = layout.noticeRow - 1
        var y = layout.bodyTop + (layout.bodyHeight > 8 ? 2 : 1)
        let valueWidth = frame.width - labelWidth - 3
        let wrapped = face.back.map { TextWidth.wrapped($0.value, width: valueWidth) }
        // Rows the kept fields still need below: the others stop short of them.
        var keptRows = zip(face.back, wrapped).reduce(0) { $0 + ($1.0.kept ? $1.1.count : 0) }
        var cut = false
        // Where the last line drawn ends, for the "…" that says a field goes on.
        var lastEnd: (row: Int, column: Int)?
        for (field, lines) in zip(face.back, wrapped) {
            if field.kept { keptRows -= lines.count } else if cut { continue }
            for (index, line) in lines.enumerated() {
                guard y + (field.kept ? 0 : keptRows) < ratingsRow else {
                    if !cut, let end = lastEnd { frame.write("…", row: end.row, column: min(end.column, frame.width - 2)) }
                    cut = true
                    break
                }
                if index == 0 { frame.write(" " + field.label, row: y, column: 0, style: .dim) }
                if let highlight = field.highlight, lines.count == 1 {
                    frame.write(line, highlighting: highlight, row: y, column: labelWidth + 2, maxWidth: valueWidth)
                } else {
                    frame.write(line, row: y, column: labelWidth + 2, maxWidth: valueWidth)
                }
                lastEnd = (y, labelWidth + 2 + TextWidth.of(line) + 1)
                y += 1
            }
        }
        centered(ratingBar(screen.intervals, width: frame.width - 2), row: ratingsRow, style: .normal, into: &frame)
    }

    private static func drawDone(_ screen: StudyScreen, into frame: inout Frame, layout: Layout) {
        frame.write(" Nothing left to review now", row: layout.bodyTop, column: 0, style: .bold)
        if let next = screen.nextDue {
            frame.write(" Next: " + next, row: layout.bodyTop + 2, column: 0, maxWidth: frame.width - 2)
        }
        frame.write(" u takes back the last rating; Esc leaves", row: layout.noticeRow - 1, column: 0, style: .dim,
                    maxWidth: frame.width - 2)
    }

    /// "1 Again 1m   2 Hard 6m   3 Good 10m   4 Easy 8d", shortened to the numbers on a narrow screen.
    static func ratingBar(_ intervals: [String], width: Int) -> String {
        // Each rating's key is its number.
        let ratings = Rating.allCases.enumerated().map { index, rating in
            (key: rating.rawValue, name: rating.name, interval: intervals.indices.contains(index) ? intervals[index] : "")
        }
        let long = ratings.map { "\($0.key) \($0.name) \($0.interval)" }.joined(separator: "   ")
        if TextWidth.of(long) <= width { return long }
        return ratings.map { "\($0.key):\($0.interval)" }.joined(separator: "  ")
    }

    private static func centered(_ text: String, row: Int, style: TextStyle, into frame: inout Frame) {
        let column = max(1, (frame.width - TextWidth.of(text)) / 2)
        frame.write(text, row: row, column: column, style: style, maxWidth: frame.width - column - 1)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
