import KanjiDictionary

/// What a screen did with a key. Screens never navigate: they say what the user asked to open,
/// and the navigation coordinator decides, through the navigation machine, whether it happens.
enum ScreenResponse: Equatable, Sendable {
    /// The key is not the screen's; the global commands get it.
    case ignored
    /// The screen used the key (it moved its cursor).
    case handled
    case open(Destination)
    /// Something to tell the user that is not a navigation (a character not in the dictionary).
    case notice(String)

    enum Destination: Equatable, Sendable {
        case kanji(KanjiEntry)
        case word(String)
    }
}
