/// What a key asks of the app itself, whatever the screen: help, quitting, reloading the
/// dictionary. Kept apart from ``Command`` so the app acts on its own keys only.
public enum AppCommand: Equatable, Sendable {
    case help
    case closeHelp
    case quit
    /// Loads the dictionary again after an error, or after it turned out empty.
    case reload
    /// Scrolls the help a line, a page, or to either end.
    case scrollUp, scrollDown, scrollPageUp, scrollPageDown, scrollToTop, scrollToEnd
}
