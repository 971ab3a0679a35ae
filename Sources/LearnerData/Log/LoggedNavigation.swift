/// The navigation as the transition log names it, as far as the learner's data reads it: the
/// machine's name, and the states whose screens show one kanji or one word (what the history
/// lists). The navigation's states (`NavigationState`, in KanjiBrowser) are spelled the same;
/// a test holds the two together, and old logs keep these names.
public enum LoggedNavigation {
    public static let machine = "navigation"

    /// The kind of subject a navigation state is the screen of; nil for the other states.
    public static func subjectKind(ofState name: String?) -> StudySubject.Kind? {
        switch name {
        case "Detail": .kanji
        case "List": .word
        default: nil
        }
    }
}
