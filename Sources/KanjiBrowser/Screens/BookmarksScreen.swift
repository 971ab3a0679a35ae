import StateMachineKit

/// The user's bookmarks in the order they were added; `d` (or `m`) removes the one under the cursor.
struct BookmarksScreen: Equatable, Sendable, ScreenContent {
    var list: StudyList

    var title: String { "Bookmarks" }

    var header: ScreenHeader {
        ScreenHeader(title: "Bookmarks — in the order added", status: "\(NumberFormat.grouped(list.rows.count)) bookmarks")
    }

    var subject: String? { nil }

    var navigationState: State.Type { BookmarksState.self }

    var keymap: Keymap { .list }

    var markableUnderCursor: StudySubject? { list.selected?.subject }

    mutating func handle(_ key: Key, layout: Layout) -> ScreenResponse {
        guard let command = keymap.command(for: key) else { return .ignored }
        return list.handle(command, layout: layout)
    }

    func draw(into frame: inout Frame, layout: Layout, marks: Set<StudySubject>) {
        StudyListRenderer.draw(list, empty: "No bookmarks yet: m marks the kanji or word under the cursor",
                               into: &frame, layout: layout, marks: marks)
    }
}
