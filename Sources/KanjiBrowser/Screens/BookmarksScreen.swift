import LearnerData

/// The user's bookmarks in the order they were added; `d` (or `m`) removes the one under the cursor.
struct BookmarksScreen: Equatable, Sendable, StudyListContent {
    var list: StudyList

    var title: String { "Bookmarks" }

    var header: ScreenHeader {
        let count = list.rows.count
        return ScreenHeader(title: "Bookmarks — in the order added",
                            status: count == 1 ? "1 bookmark" : "\(NumberFormat.grouped(count)) bookmarks")
    }

    var navigationState: NavigationState { .bookmarks }

    var screen: Screen { .bookmarks(self) }

    func draw(into frame: inout Frame, layout: Layout, marks: SubjectMarks) {
        StudyListRenderer.draw(list, empty: "No bookmarks yet: m marks the kanji or word under the cursor",
                               into: &frame, layout: layout, marks: marks)
    }
}
