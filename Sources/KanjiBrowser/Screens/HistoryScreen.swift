import LearnerData

/// What the user has seen, newest first, each once: read from the transition log when opened.
struct HistoryScreen: Equatable, Sendable, StudyListContent {
    var list: StudyList
    /// Lines of the log that were not kanji-list's, shown so a damaged log is not silent.
    let skippedLines: Int

    var title: String { "History" }

    var header: ScreenHeader {
        let skipped = skippedLines == 0 ? "" : ", \(NumberFormat.grouped(skippedLines)) log lines skipped"
        return ScreenHeader(title: "History — newest first", status: "\(NumberFormat.grouped(list.rows.count)) seen" + skipped)
    }

    var navigationState: NavigationState { .history }

    var screen: Screen { .history(self) }

    func draw(into frame: inout Frame, layout: Layout, marks: SubjectMarks) {
        StudyListRenderer.draw(list, empty: "Nothing seen yet: what you open is listed here", into: &frame, layout: layout,
                               marks: marks)
    }
}
