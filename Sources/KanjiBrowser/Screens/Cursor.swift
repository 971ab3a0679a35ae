/// A cursor over a list that scrolls: which row is selected and which row is at the top of the view.
/// Movement clamps at the ends; the view follows the cursor whatever the viewport height.
public struct Cursor: Equatable, Sendable {
    public private(set) var index: Int = 0
    public private(set) var top: Int = 0
    public private(set) var count: Int

    public init(count: Int) {
        self.count = max(0, count)
    }

    public mutating func move(by delta: Int) {
        guard count > 0 else { return }
        index = min(max(0, index + delta), count - 1)
    }

    public mutating func moveToStart() { index = 0 }

    public mutating func moveToEnd() { index = max(0, count - 1) }

    /// Scrolls just enough for the cursor to be within `height` rows, and returns the first row to show.
    public mutating func scrollIntoView(height: Int) -> Int {
        guard height > 0 else { return top }
        if index < top { top = index }
        if index >= top + height { top = index - height + 1 }
        top = max(0, min(top, max(0, count - height)))
        return top
    }

    /// Applies a movement key; returns false for keys that do not move a cursor.
    public mutating func apply(_ key: Key, pageHeight: Int) -> Bool {
        let page = max(1, pageHeight - 1)
        switch key {
        case .up, .character("k"): move(by: -1)
        case .down, .character("j"): move(by: 1)
        case .pageUp, .character("b"): move(by: -page)
        case .pageDown, .character(" "), .character("f"): move(by: page)
        case .home, .character("g"): moveToStart()
        case .end, .character("G"): moveToEnd()
        default: return false
        }
        return true
    }
}
