import KanjiDictionary
import LearnerData
import Pronunciation
import Segmentation

/// The Read screen: the text wrapped at the screen's width, scrolled so the current word shows,
/// the word highlighted; below a rule, the words the text there may be on a line (the chosen one
/// highlighted, the line scrolled to it), then the chosen one's entry: the text, the dictionary
/// word and its reading with its pitch accent (the drop marked, the pattern named where it
/// fits), the inflection, then the senses as many as fit.
enum ReadRenderer {
    static func draw(_ screen: ReadScreen, into frame: inout Frame, layout: Layout, marks: SubjectMarks) {
        let top = layout.bodyTop
        guard let segments = screen.segments, !segments.isEmpty else {
            let message = screen.scalars.isEmpty
                ? "Paste Japanese text here (your terminal's paste: Ctrl-Shift-V, or the mouse's middle button), "
                    + "or type it with an input method. Then ←/→ move word by word, Enter opens a word; Esc goes back."
                : "Reading the dictionary…"
            for (offset, line) in TextWidth.wrapped(message, width: layout.width).prefix(layout.bodyHeight).enumerated() {
                frame.write(line, row: top + offset, column: 0, style: .dim)
            }
            return
        }
        let textHeight = textRows(layout)
        // Only the lines around the cursor are laid out: a novel's page costs what a short text's does.
        let window = ReadWindow(segments: segments, around: screen.current, width: layout.width, rows: textHeight)
        let lines = window.layout
        let currentRow = window.row(of: screen.current)
        let firstShown = max(0, min(currentRow - textHeight / 2, lines.rows.count - textHeight))
        var shown: [Segment] = []
        for (offset, row) in lines.rows.dropFirst(firstShown).prefix(textHeight).enumerated() {
            for cell in row {
                let index = window.range.lowerBound + cell.segment
                let segment = segments[index]
                if shown.last?.range != segment.range { shown.append(segment) }
                // A piece not cut into words yet is dim until it is.
                let style: TextStyle = index == screen.current ? .selected
                    : segment.kind == .unread ? .dim : look(of: segment, knowledge: screen.knowledge)
                frame.write(cell.text, row: top + offset, column: cell.column, style: style)
            }
        }
        let ruleRow = top + textHeight
        frame.write(String(repeating: "─", count: layout.width), row: ruleRow, column: 0, style: .dim)
        // The header says the text's share too, but a narrow one cuts it: the rule always has room.
        if let knowledge = screen.knowledge, let page = knowledge.knownShare(of: shown), let text = knowledge.knownShare(of: segments) {
            let shares = " page \(TextVocabulary.percent(page))% · text \(TextVocabulary.percent(text))% known "
            frame.write(shares, row: ruleRow, column: 2, style: .dim, maxWidth: layout.width - 2)
        }
        drawEntry(screen, into: &frame, from: ruleRow + 1, rows: layout.noticeRow - ruleRow - 1, layout: layout, marks: marks)
    }

    /// The inflection on a line, or where it is too long the chain wrapped and then the names
    /// together on lines of their own (`(polite, past)` never cut between two).
    private static func inflectionLines(_ segment: Segment, width: Int) -> [String] {
        guard !segment.inflection.isEmpty else { return [] }
        guard TextWidth.of(segment.inflectionText) > width, !segment.chain.isEmpty else { return TextWidth.wrapped(segment.inflectionText, width: width) }
        return TextWidth.wrapped(segment.chainText, width: width) + TextWidth.wrapped(segment.reasonsText, width: width)
    }

    /// A word never studied stands out, one being studied less; known and ignored words are plain.
    private static func look(of segment: Segment, knowledge: WordKnowledge?) -> TextStyle {
        switch knowledge?.state(of: segment) {
        case .new: .newWord
        case .learning: .learningWord
        case .known, .ignored, nil: .normal
        }
    }

    /// The rows the text takes: the body less the entry below it (a third, 3 to 8 rows) and the rule.
    static func textRows(_ layout: Layout) -> Int {
        max(1, layout.bodyHeight - min(max(3, layout.bodyHeight / 3), 8) - 1)
    }

    private static func drawEntry(_ screen: ReadScreen, into frame: inout Frame, from top: Int, rows: Int, layout: Layout, marks: SubjectMarks) {
        guard rows > 0, let segment = screen.currentSegment else { return }
        if screen.candidates.count > 1 {
            drawCandidates(screen, into: &frame, row: top, width: layout.width)
            return drawEntry(screen, into: &frame, from: top + 1, rows: rows - 1, layout: layout, marks: marks, segment: segment)
        }
        drawEntry(screen, into: &frame, from: top, rows: rows, layout: layout, marks: marks, segment: segment)
    }

    /// `1 行く【いく】 (polite, past)  2 行き【いき】  3 行【ぎょう】`, from the first that leaves the chosen
    /// one in view, `‹` and `›` where more are out of it.
    private static func drawCandidates(_ screen: ReadScreen, into frame: inout Frame, row: Int, width: Int) {
        let labels = screen.candidates.enumerated().map { candidateLabel($0.element, number: $0.offset + 1, store: screen.store) }
        let widths = labels.map { TextWidth.of($0) + 2 }
        var first = screen.chosen
        while first > 0, widths[(first - 1)...screen.chosen].reduce(2, +) <= width { first -= 1 }
        var column = 0
        if first > 0 { column = frame.write("‹ ", row: row, column: 0, style: .dim) }
        for index in first..<labels.count {
            guard column + widths[index] <= width || index == first else {
                frame.write("›", row: row, column: width - 1, style: .dim)
                break
            }
            let end = frame.write(labels[index], row: row, column: column, style: index == screen.chosen ? .selected : .normal,
                                  maxWidth: width - column)
            column = end + 2
        }
    }

    /// A candidate as the line of them names it: its number, the dictionary word (the text, with no
    /// word), its reading, the inflection's steps.
    static func candidateLabel(_ candidate: Segment, number: Int, store: KanjiStore) -> String {
        let entry = candidate.word.map(store.word(at:))
        let written = entry?.word ?? candidate.text
        var label = "\(number) \(written)"
        let reading = candidate.inflection.isEmpty ? candidate.reading ?? entry?.readings.first : entry?.readings.first
        if let reading, reading != written { label += "【\(reading)】" }
        if !candidate.inflection.isEmpty { label += " " + candidate.reasonsText }
        return label
    }

    private static func drawEntry(
        _ screen: ReadScreen, into frame: inout Frame, from top: Int, rows: Int, layout: Layout, marks: SubjectMarks, segment: Segment
    ) {
        guard rows > 0 else { return }
        var lines: [(String, TextStyle)] = []
        if let entry = screen.currentEntry {
            var heading = segment.text == entry.word ? entry.word : "\(segment.text) → \(entry.word)"
            // A particle or an auxiliary has no accent of its own (it follows the word before it): none shown.
            let showsPitch = !WordState.isFunctionWord(entry)
            // The entry's reading the text has (十分 "ten minutes" read じゅっぷん, not its first じっぷん); an
            // inflected word's is its base's first.
            let entryReading = (segment.inflection.isEmpty ? entry.readings.first { $0 == segment.reading } : nil) ?? entry.readings.first
            if let reading = entryReading ?? (showsPitch && !entry.pitchAccents.isEmpty ? entry.word : nil) {
                let pitch = showsPitch ? entry.pitchAccent(of: reading) : nil
                let shown = pitch.map { PitchNotation.compactNamed($0, width: layout.width - TextWidth.of(heading) - 4) }
                heading += " 【\(shown ?? reading)】"
            }
            if marks.contains(.word(entry.word)) { heading += " ★" }
            if let state = screen.knowledge?.state(of: segment) { heading += " · \(state.rawValue)" }
            lines.append((heading, .bold))
            if entry.isName { lines.append(("name: " + NameType.names(entry.nameTypes), .dim)) }
            // The inflection as its chain of real forms, wrapped: it is long (食べさせられなかった ‹ …); before how
            // the text reads, so that at 40x12 it shows whole.
            lines += inflectionLines(segment, width: layout.width).map { ($0, .dim) }
            if let reading = segment.reading, reading != entryReading, reading != segment.text { lines.append(("read \(reading)", .dim)) }
            let senses = entry.senses.isEmpty ? [entry.meanings.joined(separator: "; ")]
                : entry.senses.enumerated().map { "\($0.offset + 1). " + SenseFormat.text($0.element, tagName: screen.store.tagName) }
            for sense in senses {
                lines += TextWidth.wrapped(sense, width: layout.width).map { ($0, .normal) }
            }
        } else {
            // A name or a word the dictionary lacks still shows how the text is read (MeCab's reading).
            let reading = segment.reading.flatMap { $0 == segment.text ? nil : " 【\($0)】" } ?? ""
            lines.append((segment.text + reading, .bold))
            let about = switch segment.kind {
            case .word where segment.nameType != nil: "name: \(segment.nameType ?? "") (MeCab's; not in the dictionary)"
            case .word: "no dictionary word: [ and ] make the word shorter or longer"
            case .unread: "not cut into words yet: reading…"
            default: "not Japanese"
            }
            lines.append((about, .dim))
        }
        for (offset, line) in lines.prefix(rows).enumerated() {
            frame.write(line.0, row: top + offset, column: 0, style: line.1, maxWidth: layout.width)
        }
    }
}
