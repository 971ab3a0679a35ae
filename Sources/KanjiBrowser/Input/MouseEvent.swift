/// A mouse report, decoded by the terminal layer from xterm's SGR form (mode 1006), so the app
/// sees where and what, never escape sequences. Positions are in cells from the screen's top left,
/// 0-based, the centre of a cell being x.5; a terminal reporting pixels (mode 1016) gives
/// positions inside a cell, so they are fractions.
public struct MouseEvent: Hashable, Sendable {
    public enum Action: Hashable, Sendable {
        /// A button went down.
        case press
        /// The pointer moved with a button held (button-event tracking, mode 1002).
        case drag
        /// The button came up.
        case release
    }

    public enum Button: Hashable, Sendable {
        case left, middle, right
        /// The wheel, and buttons beyond the first three.
        case other
    }

    public var action: Action
    public var button: Button
    public var column: Double
    public var row: Double

    public init(action: Action, button: Button, column: Double, row: Double) {
        self.action = action
        self.button = button
        self.column = column
        self.row = row
    }
}
