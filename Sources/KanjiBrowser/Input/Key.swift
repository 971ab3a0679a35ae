/// A key press as the app understands it, decoded by the terminal layer so the app never sees curses codes.
public enum Key: Equatable, Hashable, Sendable {
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, backspace, escape, tab
    /// Ctrl-C, delivered as a key because the terminal runs in raw mode.
    case interrupt
    /// The terminal changed size; the next frame must be drawn at the new size.
    case resize
    case character(Character)
    /// The mouse, while the app asks for mouse reports (the writing pad).
    case mouse(MouseEvent)
    /// Text pasted into the terminal, whole (bracketed paste), for the Read screen.
    case paste(String)
    /// A control key other than Ctrl-C, Enter, Tab and Backspace, by its letter: Ctrl-U is `control("u")`.
    case control(Character)
}
