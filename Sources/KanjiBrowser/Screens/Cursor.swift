/// A cursor over a list that scrolls: which row is selected and which row is at the top of the view.
/// Movement clamps at the ends; the view follows the cursor whatever the viewport height.
struct Cursor: Equatable, Sendable {
    private(set) var index: Int = 0
    private(set) var top: Int = 0
    private(set) var count: Int

    init(count: Int) {
        self.count = max(0, count)
    }

    mutating func move(by delta: Int) {
        guard count > 0 else { return }
        index = min(max(0, index + delta), count - 1)
    }

    mutating func moveToStart() { index = 0 }

    mutating func moveToEnd() { index = max(0, count - 1) }

    /// The first row to show in a view of `height` rows: the remembered top, moved just enough
    /// for the cursor to be in view. Drawing uses it without changing the cursor.
    func firstVisibleRow(height: Int) -> Int {
        guard height > 0 else { return top }
        var first = top
        if index < first { first = index }
        if index >= first + height { first = index - height + 1 }
        return max(0, min(first, max(0, count - height)))
    }

    /// Performs a movement command, paging by `pageHeight` rows (the view's height unless given), and
    /// scrolls the view of `viewHeight` rows to the cursor; returns false for commands that do not move it.
    mutating func perform(_ command: Command, viewHeight: Int, pageHeight: Int? = nil) -> Bool {
        let page = max(1, (pageHeight ?? viewHeight) - 1)
        switch command {
        case .moveUp: move(by: -1)
        case .moveDown: move(by: 1)
        case .pageUp: move(by: -page)
        case .pageDown: move(by: page)
        case .first: moveToStart()
        case .last: moveToEnd()
        default: return false
        }
        top = firstVisibleRow(height: viewHeight)
        return true
    }
}
