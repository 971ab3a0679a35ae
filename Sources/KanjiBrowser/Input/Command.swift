import SpacedRepetition

/// What a key asks of a screen or the navigation, whatever key it was: the keymap turns keys into
/// commands, and screens and the navigation act on them, so a binding changes in one place. The
/// app's own keys (help, quit, reload) are ``AppCommand``s.
public enum Command: Equatable, Sendable {
    case moveUp, moveDown, pageUp, pageDown, first, last
    /// Moves a grid's cursor sideways (the component picker).
    case moveLeft, moveRight
    /// Opens the kanji or word under the cursor.
    case open
    case back
    /// Back to the list of all kanji.
    case all
    /// Shows a screen over whatever is on top: the search, the history, the bookmarks, the
    /// component picker (the states the navigation's table gives a `shownBy` event).
    case show(NavigationState)
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
    /// Marks the kanji or word under the cursor known, or not known any more (K).
    case toggleKnown
    /// Studies the Read screen's text's words not known yet, the most frequent first (S there).
    case studyText
    /// Says the word under the cursor or the screen's (its sentence, on the Read screen), or stops
    /// saying it.
    case speak, speakSentence
    /// The writing pad: take the last stroke back, clear the canvas, choose candidate N (1–9).
    case undoStroke, clearStrokes
    case pickCandidate(Int)
    /// Study: start the deck under the cursor, show a card's back, rate it, take the last rating
    /// back, open the card's kanji or word.
    case beginStudy, reveal, rate(Rating), undoRating, openCard
    /// Study's start screen: one more (1) or fewer (-1) new card a day.
    case changeNewPerDay(Int)
    /// The Read screen: make the current word a character shorter or longer when the cut is wrong.
    case shrinkSegment, growSegment
    /// The Read screen: the next or previous of the words the text at the cursor may be (Tab,
    /// Shift-Tab); `pickCandidate` (1–9) picks one by its number.
    case nextCandidate, previousCandidate
    /// Shows the All list in its next study order.
    case nextOrder
    /// Steps the details screen's stroke order forward or back one stroke.
    case nextStroke, previousStroke
    /// Opens the conjugation table of the verb or adjective the screen is on (`i`).
    case conjugate
    // Editing a text field.
    case deleteBackward, deleteWord, clearLine, caretLeft, caretRight, lineStart, lineEnd
}
