import KanjiDictionary
import LearnerData
import StateMachineKit

/// One kanji's details and the words that use it; the cursor moves over the words. Where the
/// terminal is too small for every field and the stroke order beside the words, those give way
/// to the words, and ↑ from the first word shows them whole on the details page above.
struct KanjiDetailScreen: Equatable, Sendable, ScreenContent {
    let kanji: KanjiEntry
    let words: WordList
    var cursor: Cursor
    /// How many strokes the stroke order shows, the last one highlighted: all of them at first.
    var strokeStep: Int
    /// The details page's first row in view while it is shown; nil while the words are.
    private(set) var detailsTop: Int?

    init(kanji: KanjiEntry, words: WordList) {
        self.kanji = kanji
        self.words = words
        cursor = Cursor(count: words.count)
        strokeStep = kanji.strokePaths.count
    }

    var title: String { String(kanji.character) }

    var header: ScreenHeader {
        let status = words.isEmpty ? "no words" : "word \(cursor.index + 1)/\(NumberFormat.grouped(words.count))"
        return ScreenHeader(title: "\(title) — kanji details", status: detailsTop == nil ? status : "all details")
    }

    var subject: String? { title }

    var navigationState: NavigationState { .detail }

    var screen: Screen { .kanjiDetail(self) }

    var keymap: Keymap<Command> { kanji.strokePaths.isEmpty ? .list : .detailWithStrokes }

    /// The stroke keys only where the stroke order is in view; on the details page, its scrolling
    /// (Enter there only goes back to the words).
    func footerKeymaps(layout: Layout) -> [Keymap<Command>] {
        let moves = showsDetailsPage(layout) ? Keymap(Array(Keymap.list.bindings.prefix(3))) : .list
        let strokes = KanjiDetailRenderer.showsStrokes(self, layout: layout) ? [Keymap.strokeOrder] : []
        return [moves] + strokes + [.marking, .wordSpeaking, .navigation]
    }

    var selectedWord: WordEntry? {
        words.indices.contains(cursor.index) ? words[cursor.index] : nil
    }

    /// Whether the details page is shown at `layout`: once asked for, while the words' screen
    /// leaves something out.
    func showsDetailsPage(_ layout: Layout) -> Bool {
        detailsTop != nil && KanjiDetailRenderer.Plan(self, layout: layout).leavesOut
    }

    mutating func handle(_ key: Key, layout: Layout) -> ScreenResponse {
        guard let command = keymap.command(for: key) else { return .ignored }
        if showsDetailsPage(layout) { return handleOnDetailsPage(command, layout: layout) }
        detailsTop = nil
        let plan = KanjiDetailRenderer.Plan(self, layout: layout)
        if command == .nextStroke || command == .previousStroke {
            step(command)
            // Stepping what cannot be seen shows it.
            if !plan.showsStrokes { detailsTop = KanjiDetailsPage(self, layout: layout).topShowingStrokes(height: layout.bodyHeight) }
            return .handled
        }
        if command == .moveUp || command == .pageUp, cursor.index == 0, plan.leavesOut {
            // Above the first word: the page of what gave way, its end first, as a pager scrolls up.
            detailsTop = KanjiDetailsPage(self, layout: layout).lastTop(height: layout.bodyHeight)
            return .handled
        }
        if cursor.perform(command, viewHeight: KanjiDetailRenderer.wordRows(of: self, layout: layout),
                          pageHeight: layout.bodyHeight) {
            return .handled
        }
        guard command == .open, let word = selectedWord else { return .handled }
        return .open(.word(word.word))
    }

    /// The details page scrolls; ↓ past its end, G and Enter go back to the words (Enter acts only
    /// on a word in view).
    private mutating func handleOnDetailsPage(_ command: Command, layout: Layout) -> ScreenResponse {
        let page = KanjiDetailsPage(self, layout: layout), height = layout.bodyHeight
        let last = page.lastTop(height: height), turn = max(1, height - 1)
        let top = min(detailsTop ?? 0, last)
        switch command {
        case .moveUp: detailsTop = max(0, top - 1)
        case .pageUp: detailsTop = max(0, top - turn)
        case .first: detailsTop = 0
        case .moveDown: detailsTop = top < last ? top + 1 : nil
        case .pageDown: detailsTop = top < last ? min(last, top + turn) : nil
        case .last:
            detailsTop = nil
            _ = cursor.perform(.last, viewHeight: KanjiDetailRenderer.wordRows(of: self, layout: layout))
        case .open: detailsTop = nil
        case .nextStroke, .previousStroke:
            step(command)
            detailsTop = page.showsStrokes(top: top, height: height) ? top : page.topShowingStrokes(height: height)
        default: break
        }
        return .handled
    }

    /// `s` or `.` on, `,` back, round the strokes.
    private mutating func step(_ command: Command) {
        let strokes = kanji.strokePaths.count
        strokeStep = command == .nextStroke ? strokeStep % strokes + 1 : (strokeStep <= 1 ? strokes : strokeStep - 1)
    }

    /// The word under the cursor, while the words are shown.
    var markableUnderCursor: StudySubject? { detailsTop == nil ? selectedWord.map { .word($0.word) } : nil }

    var markableScreenSubject: StudySubject? { .kanji(kanji.character) }

    func draw(into frame: inout Frame, layout: Layout, marks: SubjectMarks) {
        KanjiDetailRenderer.draw(self, into: &frame, layout: layout, marks: marks)
    }

    /// Words are compared by the kanji they belong to: the list is derived from it.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kanji == rhs.kanji && lhs.cursor == rhs.cursor && lhs.words.count == rhs.words.count
            && lhs.strokeStep == rhs.strokeStep && lhs.detailsTop == rhs.detailsTop
    }
}
