/// What a key asks for, whatever key it was: the keymap turns keys into commands, and screens and
/// the app act on commands, so a binding changes in one place.
public enum Command: Equatable, Sendable {
    case moveUp, moveDown, pageUp, pageDown, first, last
    /// Opens the kanji or word under the cursor.
    case open
    case back
    /// Back to the list of all kanji.
    case all
    /// Loads the dictionary again after an error, or after it turned out empty.
    case reload
    case help
    case closeHelp
    case quit
    /// Opens the search screen.
    case search
    // Editing a text field.
    case deleteBackward, deleteWord, clearLine, caretLeft, caretRight, lineStart, lineEnd
}
