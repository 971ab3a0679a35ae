import Segmentation

/// A key press as the app understands it, decoded by the terminal layer so the app never sees curses codes.
public enum Key: Equatable, Hashable, Sendable {
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, backspace, escape, tab
    /// Shift-Tab.
    case backTab
    /// Ctrl-C, delivered as a key because the terminal runs in raw mode.
    case interrupt
    /// The terminal changed size; the next frame must be drawn at the new size.
    case resize
    case character(Character)
    /// The mouse, while the app asks for mouse reports (the writing pad).
    case mouse(MouseEvent)
    /// Text pasted into the terminal, whole (bracketed paste), for the Read screen; at most
    /// ``longestPaste`` bytes of it.
    case paste(String)
    /// A control key other than Ctrl-C, Enter, Tab and Backspace, by its letter: Ctrl-U is `control("u")`.
    case control(Character)
}

extension Key {
    /// The most of a paste the terminal keeps: one byte more than any screen takes (a page of
    /// text, `TextInput.largestPage`), so the screen a longer paste goes to finds it too long
    /// and says it was cut.
    public static let longestPaste = TextInput.largestPage + 1
}
