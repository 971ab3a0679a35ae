import KanjiDictionary
import LearnerData
import StateMachineKit

/// The All list: every kanji of the dictionary in one of the study orders, with a cursor.
struct KanjiListScreen: Equatable, Sendable, ScreenContent {
    let order: KanjiListOrder
    /// The order in words, for the header ("by frequency").
    let described: String
    let items: KanjiRows
    var cursor: Cursor

    init(order: KanjiListOrder, described: String, items: KanjiRows) {
        self.order = order
        self.described = described
        self.items = items
        cursor = Cursor(count: items.count)
    }

    var title: String { "Kanji list" }

    var header: ScreenHeader {
        ScreenHeader(title: title, status: "\(NumberFormat.grouped(items.count)) kanji, \(described)")
    }

    /// The order when it is not the dictionary's own (so the log's start line says in which order
    /// a session began, and a replay begins alike; logs from before the orders say nothing there).
    var subject: String? { order == .frequency ? nil : order.rawValue }

    var navigationState: NavigationState { .all }

    var screen: Screen { .kanjiList(self) }

    var keymap: Keymap<Command> { .allList }

    var selected: WordCharacter? {
        items.indices.contains(cursor.index) ? items[cursor.index] : nil
    }

    mutating func handle(_ key: Key, layout: Layout) -> ScreenResponse {
        guard let command = keymap.command(for: key) else { return .ignored }
        if cursor.perform(command, viewHeight: layout.bodyHeight) { return .handled }
        if command == .nextOrder { return .reorder(order.next) }
        guard command == .open, let selected else { return .handled }
        return .opening(selected)
    }

    var markableUnderCursor: StudySubject? {
        if case .kanji(let kanji, _) = selected { return .kanji(kanji.character) }
        return nil
    }

    func draw(into frame: inout Frame, layout: Layout, marks: SubjectMarks) {
        KanjiListRenderer.draw(self, into: &frame, layout: layout, marks: marks)
    }
}
