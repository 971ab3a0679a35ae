import KanjiDictionary
import LearnerData

/// The rows of the history and bookmarks screens with their cursor: each a kanji or word, what it
/// means, and when. Looked up in the dictionary when the screen opens; a row the dictionary does
/// not have (a bookmark made with another one) stays, marked as such, and does not open.
struct StudyList: Equatable, Sendable {
    struct Row: Equatable, Sendable {
        var subject: StudySubject
        /// Its meanings; nil when the dictionary does not have it.
        var gloss: String?
        /// "today", "yesterday", or a date.
        var when: String
        /// Where Enter leads.
        var destination: ScreenResponse.Destination?
    }

    private(set) var rows: [Row]
    private(set) var cursor: Cursor

    init(rows: [Row]) {
        self.rows = rows
        cursor = Cursor(count: rows.count)
    }

    static func row(_ subject: StudySubject, when: String, in store: KanjiStore) -> Row {
        let card = StudyCard(subject, in: store)
        return Row(subject: subject, gloss: card.map { $0.meanings.joined(separator: ", ") }, when: when,
                   destination: destination(of: subject, card: card, in: store))
    }

    /// The screen `subject` opens: its kanji's, or its word's when it has a `card` (its card in `store`).
    static func destination(of subject: StudySubject, card: StudyCard?, in store: KanjiStore) -> ScreenResponse.Destination? {
        switch subject.kind {
        case .kanji: subject.text.first.flatMap(store.kanji(for:)).map { .kanji($0) }
        case .word: card == nil ? nil : .word(subject.text)
        }
    }

    var selected: Row? {
        rows.indices.contains(cursor.index) ? rows[cursor.index] : nil
    }

    /// Moves the cursor or opens the row under it.
    mutating func handle(_ command: Command, layout: Layout) -> ScreenResponse {
        if cursor.perform(command, viewHeight: layout.bodyHeight) {
            return .handled
        }
        guard command == .open, let selected else { return .handled }
        guard let destination = selected.destination else {
            return .notice("\(selected.subject.text) is not in this dictionary")
        }
        return .open(destination)
    }

    /// The same list with its cursor on row `index`, or the last row if there are fewer now.
    func withCursor(at index: Int) -> StudyList {
        var next = self
        next.cursor = Cursor(count: rows.count)
        next.cursor.move(by: index)
        return next
    }
}

/// A screen that is a ``StudyList``: the history and the bookmarks. About no one kanji or word,
/// with the list's keys, bookmarking the row under the cursor.
protocol StudyListContent: ScreenContent {
    var list: StudyList { get set }
}

extension StudyListContent {
    var subject: String? { nil }

    var keymap: Keymap<Command> { .list }

    var markableUnderCursor: StudySubject? { list.selected?.subject }

    mutating func handle(_ key: Key, layout: Layout) -> ScreenResponse {
        guard let command = keymap.command(for: key) else { return .ignored }
        return list.handle(command, layout: layout)
    }
}
