/// How a run of text is drawn. Kept abstract so the terminal layer decides what each looks like.
public enum TextStyle: Equatable, Hashable, Sendable {
    case normal
    /// Titles and headings.
    case bold
    /// The cursor row.
    case selected
    /// Secondary text: readings, hints, the path.
    case dim
    /// The header and footer bars.
    case bar
    /// Errors and warnings.
    case alert
    /// A word the learner has never studied, on the Read screen: it stands out.
    case newWord
    /// A word the learner is studying: marked, less than a new one.
    case learningWord
}
