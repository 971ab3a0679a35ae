import KanjiDictionary
import LearnerData
import StateMachineKit

/// One kanji's details and the words that use it; the cursor moves over the words.
struct KanjiDetailScreen: Equatable, Sendable, ScreenContent {
    let kanji: KanjiEntry
    let words: WordList
    var cursor: Cursor
    /// How many strokes the stroke order shows, the last one highlighted: all of them at first.
    var strokeStep: Int

    init(kanji: KanjiEntry, words: WordList) {
        self.kanji = kanji
        self.words = words
        cursor = Cursor(count: words.count)
        strokeStep = kanji.strokePaths.count
    }

    var title: String { String(kanji.character) }

    var header: ScreenHeader {
        ScreenHeader(title: "\(title) — kanji details",
                     status: words.isEmpty ? "no words" : "word \(cursor.index + 1)/\(NumberFormat.grouped(words.count))")
    }

    var subject: String? { title }

    var navigationState: NavigationState { .detail }

    var screen: Screen { .kanjiDetail(self) }

    var keymap: Keymap<Command> { kanji.strokePaths.isEmpty ? .list : .detailWithStrokes }

    var selectedWord: WordEntry? {
        words.indices.contains(cursor.index) ? words[cursor.index] : nil
    }

    mutating func handle(_ key: Key, layout: Layout) -> ScreenResponse {
        guard let command = keymap.command(for: key) else { return .ignored }
        let strokes = kanji.strokePaths.count
        switch command {
        case .nextStroke:
            strokeStep = strokeStep % strokes + 1
            return .handled
        case .previousStroke:
            strokeStep = strokeStep <= 1 ? strokes : strokeStep - 1
            return .handled
        default: break
        }
        if cursor.perform(command, viewHeight: KanjiDetailRenderer.wordRows(of: self, layout: layout),
                          pageHeight: layout.bodyHeight) {
            return .handled
        }
        guard command == .open, let word = selectedWord else { return .handled }
        return .open(.word(word.word))
    }

    var markableUnderCursor: StudySubject? { selectedWord.map { .word($0.word) } }

    var markableScreenSubject: StudySubject? { .kanji(kanji.character) }

    func draw(into frame: inout Frame, layout: Layout, marks: Set<StudySubject>) {
        KanjiDetailRenderer.draw(self, into: &frame, layout: layout, marks: marks)
    }

    /// Words are compared by the kanji they belong to: the list is derived from it.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kanji == rhs.kanji && lhs.cursor == rhs.cursor && lhs.words.count == rhs.words.count
            && lhs.strokeStep == rhs.strokeStep
    }
}
