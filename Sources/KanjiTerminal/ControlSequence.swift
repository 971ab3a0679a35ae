import KanjiBrowser

/// What the terminal sends beyond keys that curses leaves undecoded, as the bytes after
/// `ESC [`: SGR mouse reports (`<0;12;5M`) and the answer to a mode query (`?1016;2$y`).
/// Takes plain text, so it can be checked without a terminal.
enum ControlSequence: Equatable {
    case mouse(MouseEvent)
    /// DECRPM: whether the terminal knows a private mode (0: it does not; 1, 2: set, reset; 3, 4: fixed).
    case modeReport(mode: Int, state: Int)
    /// A key curses did not decode: Shift-Tab (`Z`) where terminfo does not name it.
    case key(Key)
    /// A sequence the app has no use for.
    case other

    /// The longest sequence read before giving up on it.
    static let maximumLength = 32

    /// Whether `byte` ends a control sequence (ECMA-48's final bytes).
    static func isFinal(_ byte: UInt32) -> Bool { (0x40...0x7E).contains(byte) }

    /// `body` is what came after `ESC [`, its final byte included. `cellSize` is a cell's size in
    /// pixels when the terminal reports pixels (mode 1016), nil when it reports cells.
    static func decode(_ body: String, cellSize: (width: Double, height: Double)?) -> ControlSequence {
        if body.hasPrefix("<"), let last = body.last, last == "M" || last == "m" {
            let numbers = body.dropFirst().dropLast().split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
            guard numbers.count == 3, let code = numbers[0], let x = numbers[1], let y = numbers[2], x >= 1, y >= 1 else { return .other }
            let button: MouseEvent.Button = code & 64 != 0 ? .other : [.left, .middle, .right, .other][code & 3]
            let action: MouseEvent.Action = last == "m" ? .release : (code & 32 != 0 ? .drag : .press)
            // Cells count from 1 and a cell's middle is .5; pixels count from 1 too (xterm's SGR-Pixels).
            let column = cellSize.map { Double(x - 1) / $0.width } ?? Double(x - 1) + 0.5
            let row = cellSize.map { Double(y - 1) / $0.height } ?? Double(y - 1) + 0.5
            return .mouse(MouseEvent(action: action, button: button, column: column, row: row))
        }
        if body == "Z" { return .key(.backTab) }
        if body.hasPrefix("?"), body.hasSuffix("$y") {
            let numbers = body.dropFirst().dropLast(2).split(separator: ";").map { Int($0) }
            if numbers.count == 2, let mode = numbers[0], let state = numbers[1] { return .modeReport(mode: mode, state: state) }
        }
        return .other
    }
}
