/// What a key asks for, whatever key it was: the keymap turns keys into commands, and screens and
/// the app act on commands, so a binding changes in one place.
public enum Command: Equatable, Sendable {
    case moveUp, moveDown, pageUp, pageDown, first, last
    /// Moves a grid's cursor sideways (the component picker).
    case moveLeft, moveRight
    /// Opens the kanji or word under the cursor.
    case open
    case back
    /// Back to the list of all kanji.
    case all
    /// The history screen: what was seen, newest first.
    case history
    /// The bookmarks screen.
    case bookmarks
    /// The component picker.
    case components
    /// Picks the component under the cursor, or drops it.
    case toggleComponent
    /// Moves the keys between the picker's grid and its list of kanji.
    case switchFocus
    /// Bookmarks the kanji or word under the cursor, or takes its bookmark away.
    case toggleBookmark
    /// The same for the kanji or word the screen is about.
    case toggleScreenBookmark
    /// Removes the bookmark of what is under the cursor (on the bookmarks screen, its row).
    case removeBookmark
    /// Loads the dictionary again after an error, or after it turned out empty.
    case reload
    case help
    case closeHelp
    case quit
    /// Opens the search screen.
    case search
    /// Steps the details screen's stroke order forward or back one stroke.
    case nextStroke, previousStroke
    // Editing a text field.
    case deleteBackward, deleteWord, clearLine, caretLeft, caretRight, lineStart, lineEnd
}
