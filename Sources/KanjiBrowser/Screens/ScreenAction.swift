import KanjiDictionary

/// What the user did on a screen, reported upward. Screens never decide navigation themselves:
/// their coordinator turns these into requests to the application coordinator.
public enum ScreenAction: Equatable, Sendable {
    case selectKanji(KanjiEntry)
    case selectWord(String)
    /// Something to tell the user that is not a navigation (a character not in the dictionary).
    case notice(String)
}
