import KanjiDictionary
import LearnerData

/// A word's page: its entries (forms, readings, senses), its kanji (Enter opens one) and its
/// example sentences (Enter reads one on the Read screen), one cursor over the kanji and the
/// sentences. It opens at its top with the cursor on the first kanji, so Enter, Enter, Enter goes
/// from the list to a kanji, a word and the word's first kanji, as in the Kanji List app.
struct WordScreen: Equatable, Sendable, ScreenContent {
    let word: String
    let items: KanjiRows
    /// Over the kanji, then the sentences.
    var cursor: Cursor
    /// Its entries' forms, readings and senses, and its example sentences.
    let summary: [WordSummary.Line]
    /// Its example sentences, the cursor's positions after its kanji.
    let sentences: [String]
    /// The page's first row in view: a move scrolls to the cursor's rows, or by a view where
    /// rows with no cursor position (more senses) lie between, so every row is reached in turn.
    private(set) var top = 0

    /// Whether one of its entries is a verb or an adjective, with a conjugation table (`i`).
    let conjugates: Bool

    init(word: String, items: KanjiRows, summary: [WordSummary.Line] = [], conjugates: Bool = false) {
        self.word = word
        self.items = items
        self.summary = summary
        self.conjugates = conjugates
        sentences = WordSummary.sentences(in: summary)
        cursor = Cursor(count: items.count + sentences.count)
    }

    /// The page for `layout`'s body.
    func page(_ layout: Layout) -> WordPage {
        WordPage(summary: summary, kanjiCount: items.count, width: layout.width, height: layout.bodyHeight)
    }

    /// The first row of `page` to show in `height` rows: `top`, kept on the page (a resize may
    /// have shortened it).
    func firstRow(of page: WordPage, height: Int) -> Int {
        min(top, page.lastTop(height: height))
    }

    var title: String { word }

    var header: ScreenHeader {
        ScreenHeader(title: "\(title) — kanji of the word",
                     status: selectedSentence != nil ? "sentence \(cursor.index - items.count + 1)/\(sentences.count)"
                         : "\(items.isEmpty ? 0 : cursor.index + 1)/\(items.count)")
    }

    var subject: String? { word }

    var navigationState: NavigationState { .list }

    var screen: Screen { .word(self) }

    var keymap: Keymap<Command> { .wordPage }

    var selected: WordCharacter? {
        items.indices.contains(cursor.index) ? items[cursor.index] : nil
    }

    /// The example sentence under the cursor, if it is on one.
    var selectedSentence: String? {
        sentences.indices.contains(cursor.index - items.count) ? sentences[cursor.index - items.count] : nil
    }

    mutating func handle(_ key: Key, layout: Layout) -> ScreenResponse {
        guard let command = keymap.command(for: key) else { return .ignored }
        let page = page(layout), height = layout.bodyHeight
        top = firstRow(of: page, height: height)
        switch command {
        case .moveDown: step(by: 1, on: page, height: height)
        case .moveUp: step(by: -1, on: page, height: height)
        case .pageDown: turnPage(by: 1, on: page, height: height)
        case .pageUp: turnPage(by: -1, on: page, height: height)
        case .first:
            cursor.moveToStart()
            top = 0
        case .last:
            cursor.moveToEnd()
            top = page.lastTop(height: height)
        case .open:
            // Enter never acts on what the reader cannot see: it first brings the cursor into view.
            guard isInView(cursor.index, on: page, height: height) else {
                reveal(cursor.index, on: page, height: height)
                return .handled
            }
            if let selectedSentence { return .open(.sentence(selectedSentence)) }
            if let selected { return .opening(selected) }
        case .conjugate: return conjugationResponse
        default: break
        }
        return .handled
    }

    /// ↓ or ↑: onto the next position when its rows begin in view or right next to it (the view
    /// follows); else, or at either end, the view turns a page toward what is hidden, as in lynx.
    private mutating func step(by delta: Int, on page: WordPage, height: Int) {
        let next = cursor.index + delta
        if let rows = page.rows(of: next), delta > 0 ? rows.lowerBound <= top + height : rows.upperBound >= top - 1 {
            cursor.move(by: delta)
            reveal(next, on: page, height: height)
        } else {
            top = min(max(0, top + delta * max(1, height - 1)), page.lastTop(height: height))
        }
    }

    /// PgDn or PgUp: the view a page on; the cursor onto the first (or last) position in view when
    /// its own rows left it.
    private mutating func turnPage(by direction: Int, on page: WordPage, height: Int) {
        top = min(max(0, top + direction * max(1, height - 1)), page.lastTop(height: height))
        guard !isInView(cursor.index, on: page, height: height) else { return }
        let inView = (0..<cursor.count).filter { isInView($0, on: page, height: height) }
        if let position = direction > 0 ? inView.first : inView.last { cursor.move(by: position - cursor.index) }
    }

    private func isInView(_ position: Int, on page: WordPage, height: Int) -> Bool {
        guard let rows = page.rows(of: position) else { return true }
        return rows.lowerBound >= top && rows.upperBound < top + height
    }

    /// Scrolls just enough for `position`'s rows to be in view (its first row at the top when
    /// they do not all fit).
    private mutating func reveal(_ position: Int, on page: WordPage, height: Int) {
        guard let rows = page.rows(of: position) else { return }
        if rows.lowerBound < top || rows.count > height {
            top = rows.lowerBound
        } else if rows.upperBound >= top + height {
            top = rows.upperBound - height + 1
        }
    }

    var markableUnderCursor: StudySubject? {
        if case .kanji(let kanji, _) = selected { return .kanji(kanji.character) }
        return nil
    }

    var markableScreenSubject: StudySubject? { .word(word) }

    var conjugable: String? { conjugates ? word : nil }
    /// The example sentence under the cursor, else the word (not the kanji row under it).
    var spokenText: String? { selectedSentence ?? word }

    func draw(into frame: inout Frame, layout: Layout, marks: SubjectMarks) {
        WordRenderer.draw(self, into: &frame, layout: layout, marks: marks)
    }
}
