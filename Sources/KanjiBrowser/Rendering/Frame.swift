import LearnerData

/// One screenful as a grid of cells: what the terminal layer paints and what snapshot tests compare.
/// A wide character fills its cell and marks the next one as its continuation, so nothing can be
/// drawn into the middle of it.
public struct Frame: Equatable, Sendable {
    public struct Cell: Equatable, Sendable {
        /// nil for the right half of a wide character.
        public var character: Character?
        public var style: TextStyle

        static let blank = Cell(character: " ", style: .normal)
    }

    /// A run of cells of one style, for painting.
    public struct Run: Equatable, Sendable {
        public let column: Int
        public let text: String
        public let style: TextStyle
    }

    /// A cell of the frame.
    public struct Position: Equatable, Sendable {
        public let row: Int
        public let column: Int
    }

    public let width: Int
    public let height: Int
    /// Where the terminal's cursor goes (a text field's caret); nil hides it.
    public var cursorPosition: Position?
    private var cells: [Cell]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public subscript(row: Int, column: Int) -> Cell {
        cells[row * width + column]
    }

    /// Writes `text` from `column` on `row`, clipped to `maxWidth` columns (default: to the edge).
    /// Returns the column after the last cell written. Every text on the screen comes through here,
    /// so this is where control characters from a dictionary or an argument are made visible.
    @discardableResult
    public mutating func write(
        _ text: String, row: Int, column: Int, style: TextStyle = .normal, maxWidth: Int? = nil
    ) -> Int {
        guard row >= 0, row < height, column >= 0, column < width else { return column }
        let text = ControlCharacters.escaped(text)
        let limit = min(width, column + (maxWidth ?? width))
        let shown = TextWidth.of(text) > limit - column ? TextWidth.truncate(text, to: limit - column) : text
        var x = column
        for character in shown {
            let characterWidth = TextWidth.of(character)
            guard characterWidth > 0 else { continue }
            guard x + characterWidth <= limit else { break }
            clearHalf(row: row, column: x)
            cells[row * width + x] = Cell(character: character, style: style)
            if characterWidth == 2 {
                clearHalf(row: row, column: x + 1)
                cells[row * width + x + 1] = Cell(character: nil, style: style)
            }
            x += characterWidth
        }
        return x
    }

    /// Writes `text` as `write` does, the characters at offsets `highlight` in bold (a word in
    /// its example sentence). Returns the column after the last cell written.
    @discardableResult
    public mutating func write(
        _ text: String, highlighting highlight: Range<Int>, row: Int, column: Int, style: TextStyle = .normal, maxWidth: Int
    ) -> Int {
        let characters = Array(text)
        let limit = column + maxWidth
        let clamped = highlight.clamped(to: 0..<characters.count)
        var x = column
        for (part, partStyle) in [(0..<clamped.lowerBound, style), (clamped, TextStyle.bold), (clamped.upperBound..<characters.count, style)] {
            guard x < limit else { break }
            x = write(String(characters[part]), row: row, column: x, style: partStyle, maxWidth: limit - x)
        }
        return x
    }

    /// Gives the whole row one style, keeping its text: the cursor bar, the header.
    public mutating func paint(row: Int, style: TextStyle) {
        guard row >= 0, row < height else { return }
        for x in 0..<width {
            cells[row * width + x].style = style
        }
    }

    /// Overwriting half of a wide character blanks its other half, so no half-character survives.
    private mutating func clearHalf(row: Int, column: Int) {
        let index = row * width + column
        if cells[index].character == nil, column > 0 {
            cells[index - 1].character = " "
        }
        if column + 1 < width, cells[index + 1].character == nil, cells[index].character != nil,
           TextWidth.of(cells[index].character ?? " ") == 2 {
            cells[index + 1].character = " "
        }
    }

    /// The row as runs of one style each, with wide characters whole.
    public func runs(row: Int) -> [Run] {
        var runs: [Run] = []
        var text = ""
        var start = 0
        var style = width > 0 ? self[row, 0].style : .normal
        for x in 0..<width {
            let cell = self[row, x]
            if cell.style != style, cell.character != nil {
                runs.append(Run(column: start, text: text, style: style))
                text = ""
                start = x
                style = cell.style
            }
            if let character = cell.character { text.append(character) }
        }
        if !text.isEmpty || runs.isEmpty { runs.append(Run(column: start, text: text, style: style)) }
        return runs
    }

    /// The frame as plain text, one line a row, trailing spaces kept so widths can be checked.
    public var text: String {
        (0..<height).map { row in
            (0..<width).compactMap { self[row, $0].character }.map(String.init).joined()
        }.joined(separator: "\n")
    }
}
