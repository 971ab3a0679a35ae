/// The picker's components laid out as jisho.org lays out radicals: one flow of cells, a stroke
/// count's label before its components, wrapped at the grid's width. Each cell is three columns:
/// a marker column (the cursor) and a wide character or a label.
struct ComponentGrid: Equatable, Sendable {
    enum Cell: Equatable, Sendable {
        /// A stroke count, or "?" for components whose count the dictionary does not know.
        case label(String)
        /// The index of a component in the picker's list.
        case component(Int)
    }

    static let cellWidth = 3

    let cells: [Cell]
    let columns: Int

    /// `groups` are the components' stroke counts in order (nil last), one entry a component.
    init(strokes: [Int?], width: Int) {
        var cells: [Cell] = []
        var previous: Int?? = .none
        for (index, count) in strokes.enumerated() {
            if previous != .some(count) {
                cells.append(.label(count.map(String.init) ?? "?"))
                previous = .some(count)
            }
            cells.append(.component(index))
        }
        self.cells = cells
        columns = max(1, width / Self.cellWidth)
    }

    /// The cell showing the component at `index`.
    func cellIndex(ofComponent index: Int) -> Int? {
        cells.firstIndex(of: .component(index))
    }

    /// The component a row up or down (`rows` = -1 or 1) from the component at `index`: the one in
    /// the same column, or the nearest after it when that cell is a label or past the end.
    func component(from index: Int, rows: Int) -> Int {
        guard let cell = cellIndex(ofComponent: index) else { return index }
        let target = min(max(0, cell + rows * columns), cells.count - 1)
        if let after = cells[target...].lazy.compactMap(Self.componentIndex).first { return after }
        return cells[...target].reversed().lazy.compactMap(Self.componentIndex).first ?? index
    }

    private static func componentIndex(_ cell: Cell) -> Int? {
        if case .component(let index) = cell { return index }
        return nil
    }
}
