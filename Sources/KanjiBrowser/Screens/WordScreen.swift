import KanjiDictionary
import LearnerData

/// A word's page: its entries (forms, readings, senses), its example sentences (Enter reads one on
/// the Read screen) and its kanji, one cursor over the sentences and the kanji.
struct WordScreen: Equatable, Sendable, ScreenContent {
    let word: String
    let items: KanjiRows
    var cursor: Cursor
    /// Its entries' forms, readings and senses, and its example sentences.
    let summary: [WordSummary.Line]
    /// Its example sentences, the cursor's first positions (its kanji follow).
    let sentences: [String]
    /// False until the user moves (and again after g), so the page opens at its top like a pager
    /// (the word, its readings and first senses) even where the cursor's rows are below the view;
    /// then the page scrolls to keep the cursor's rows in view.
    private(set) var pageFollowsCursor = false

    /// The cursor starts on the first position: the first sentence, else the first kanji.
    init(word: String, items: KanjiRows, summary: [WordSummary.Line] = []) {
        self.word = word
        self.items = items
        self.summary = summary
        sentences = WordSummary.sentences(in: summary)
        cursor = Cursor(count: sentences.count + items.count)
    }

    /// The page at `width` columns.
    func page(width: Int) -> WordPage {
        WordPage(summary: summary, kanjiCount: items.count, sentenceCount: sentences.count, width: width)
    }

    /// The first row of `page` to show in `height` rows: its top until the user moves, then the
    /// cursor's rows in view.
    func firstRow(of page: WordPage, height: Int) -> Int {
        pageFollowsCursor ? page.firstRow(showing: cursor.index, height: height) : 0
    }

    var title: String { word }

    var header: ScreenHeader {
        ScreenHeader(title: "\(title) — kanji of the word",
                     status: selectedSentence != nil ? "sentence \(cursor.index + 1)/\(sentences.count)"
                         : "\(items.isEmpty ? 0 : cursor.index - sentences.count + 1)/\(items.count)")
    }

    var subject: String? { word }

    var navigationState: NavigationState { .list }

    var screen: Screen { .word(self) }

    var keymap: Keymap<Command> { .list }

    var selected: WordCharacter? {
        items.indices.contains(cursor.index - sentences.count) ? items[cursor.index - sentences.count] : nil
    }

    /// The example sentence under the cursor, if it is on one.
    var selectedSentence: String? {
        sentences.indices.contains(cursor.index) ? sentences[cursor.index] : nil
    }

    /// Whether the page still shows its top with the cursor's rows below the view, where the
    /// first ↓ or Enter brings the cursor into view rather than acting past it.
    private func cursorIsBelowTheOpenedPage(layout: Layout, rows: Int) -> Bool {
        !pageFollowsCursor && page(width: layout.width).firstRow(showing: cursor.index, height: rows) > 0
    }

    mutating func handle(_ key: Key, layout: Layout) -> ScreenResponse {
        guard let command = keymap.command(for: key) else { return .ignored }
        let rows = layout.bodyHeight
        var moved = cursor
        if moved.perform(command, viewHeight: rows) {
            // g shows the page's top again, as in less; the first step down from the top with the
            // cursor below the view brings the cursor into view rather than past it (as in lynx);
            // any other move scrolls to the cursor.
            if command == .first {
                pageFollowsCursor = false
            } else if command == .moveDown, cursorIsBelowTheOpenedPage(layout: layout, rows: rows) {
                pageFollowsCursor = true
                return .handled
            } else if moved.index != cursor.index {
                pageFollowsCursor = true
            }
            cursor = moved
            return .handled
        }
        // Enter never acts on what the reader cannot see: on a page opened at its top with the
        // cursor below the view, it first brings the cursor into view, as the first ↓ does.
        if command == .open, cursorIsBelowTheOpenedPage(layout: layout, rows: rows) {
            pageFollowsCursor = true
            return .handled
        }
        if command == .open, let selectedSentence { return .open(.sentence(selectedSentence)) }
        guard command == .open, let selected else { return .handled }
        return .opening(selected)
    }

    var markableUnderCursor: StudySubject? {
        if case .kanji(let kanji, _) = selected { return .kanji(kanji.character) }
        return nil
    }

    var markableScreenSubject: StudySubject? { .word(word) }

    func draw(into frame: inout Frame, layout: Layout, marks: Set<StudySubject>) {
        WordRenderer.draw(self, into: &frame, layout: layout, marks: marks)
    }
}
