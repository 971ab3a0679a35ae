import KanjiDictionary
import LearnerData
import StateMachineKit

/// A list of kanji with a cursor: the All screen, or the kanji of one word, whose example sentences
/// above its kanji are rows of the cursor too (Enter opens one in the Read screen).
struct KanjiListScreen: Equatable, Sendable, ScreenContent {
    enum Kind: Equatable, Sendable {
        /// Every kanji of the dictionary in `order`; `described` says so in words, for the header.
        case all(KanjiListOrder, described: String)
        /// The characters of a word.
        case word(String)
    }

    let kind: Kind
    let items: KanjiRows
    var cursor: Cursor
    /// For a word: its entries' forms, readings and senses, shown above its kanji.
    let summary: [WordSummary.Line]
    /// For a word: its example sentences, the cursor's first positions (its kanji follow).
    let sentences: [String]
    /// For a word: false until the user moves (and again after g), so the page opens at its top
    /// like a pager (the word, its readings and first senses) even where the cursor's rows are
    /// below the view; then the page scrolls to keep the cursor's rows in view.
    private(set) var pageFollowsCursor = false

    /// The cursor starts on the first position: a word's first sentence, else its first kanji.
    init(kind: Kind, items: KanjiRows, summary: [WordSummary.Line] = []) {
        self.kind = kind
        self.items = items
        self.summary = summary
        sentences = WordSummary.sentences(in: summary)
        cursor = Cursor(count: sentences.count + items.count)
    }

    /// A word's page at `width` columns.
    func page(width: Int) -> WordPage {
        WordPage(summary: summary, kanjiCount: items.count, sentenceCount: sentences.count, width: width)
    }

    /// The first row of `page` to show in `height` rows: its top until the user moves, then the
    /// cursor's rows in view.
    func firstRow(of page: WordPage, height: Int) -> Int {
        pageFollowsCursor ? page.firstRow(showing: cursor.index, height: height) : 0
    }

    var title: String {
        switch kind {
        case .all: "Kanji list"
        case .word(let word): word
        }
    }

    var header: ScreenHeader {
        switch kind {
        case .all(_, let described):
            ScreenHeader(title: title, status: "\(NumberFormat.grouped(items.count)) kanji, \(described)")
        case .word:
            ScreenHeader(title: "\(title) — kanji of the word",
                         status: selectedSentence != nil ? "sentence \(cursor.index + 1)/\(sentences.count)"
                             : "\(items.isEmpty ? 0 : cursor.index - sentences.count + 1)/\(items.count)")
        }
    }

    /// A word's text; for the All list, its order when it is not the dictionary's own (so the log's
    /// start line says in which order a session began, and a replay begins alike; logs from before
    /// the orders say nothing there).
    var subject: String? {
        switch kind {
        case .word(let word): word
        case .all(let order, _): order == .frequency ? nil : order.rawValue
        }
    }

    /// The All list's order; nil for a word's kanji.
    var order: KanjiListOrder? {
        if case .all(let order, _) = kind { return order }
        return nil
    }

    var navigationState: NavigationState {
        if case .all = kind { return .all }
        return .list
    }

    var screen: Screen { .kanjiList(self) }

    var keymap: Keymap<Command> { order == nil ? .list : .allList }

    var selected: WordCharacter? {
        items.indices.contains(cursor.index - sentences.count) ? items[cursor.index - sentences.count] : nil
    }

    /// The example sentence under the cursor, if it is on one.
    var selectedSentence: String? {
        sentences.indices.contains(cursor.index) ? sentences[cursor.index] : nil
    }

    /// Whether a word's page still shows its top with the cursor's rows below the view, where the
    /// first ↓ or Enter brings the cursor into view rather than acting past it.
    private func cursorIsBelowTheOpenedPage(layout: Layout, rows: Int) -> Bool {
        !pageFollowsCursor && page(width: layout.width).firstRow(showing: cursor.index, height: rows) > 0
    }

    mutating func handle(_ key: Key, layout: Layout) -> ScreenResponse {
        guard let command = keymap.command(for: key) else { return .ignored }
        let rows = layout.bodyHeight
        var moved = cursor
        if moved.perform(command, viewHeight: rows) {
            if case .word = kind {
                // g shows the page's top again, as in less; the first step down from the top with
                // the cursor below the view brings the cursor into view rather than past it (as in
                // lynx); any other move scrolls to the cursor.
                if command == .first {
                    pageFollowsCursor = false
                } else if command == .moveDown, cursorIsBelowTheOpenedPage(layout: layout, rows: rows) {
                    pageFollowsCursor = true
                    return .handled
                } else if moved.index != cursor.index {
                    pageFollowsCursor = true
                }
            }
            cursor = moved
            return .handled
        }
        if command == .nextOrder, let order { return .reorder(order.next) }
        // Enter never acts on what the reader cannot see: on a page opened at its top with the
        // cursor below the view, it first brings the cursor into view, as the first ↓ does.
        if command == .open, case .word = kind, cursorIsBelowTheOpenedPage(layout: layout, rows: rows) {
            pageFollowsCursor = true
            return .handled
        }
        if command == .open, let selectedSentence { return .open(.sentence(selectedSentence)) }
        guard command == .open, let selected else { return .handled }
        switch selected {
        case .kanji(let kanji, _): return .open(.kanji(kanji))
        case .unknown(let character): return .notice("\(character) is not in the dictionary")
        }
    }

    var markableUnderCursor: StudySubject? {
        if case .kanji(let kanji, _) = selected { return .kanji(kanji.character) }
        return nil
    }

    var markableScreenSubject: StudySubject? {
        if case .word(let word) = kind { return .word(word) }
        return nil
    }

    func draw(into frame: inout Frame, layout: Layout, marks: Set<StudySubject>) {
        KanjiListRenderer.draw(self, into: &frame, layout: layout, marks: marks)
    }
}
