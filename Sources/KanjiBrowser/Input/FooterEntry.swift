/// One entry of the key bar ("o order") and how much it matters when the bar is too narrow for
/// all: the bar drops the lowest first, keeping the order of those it shows.
public struct FooterEntry: Equatable, Sendable {
    public enum Priority: Int, Comparable, Sendable {
        /// Moves a terminal user tries first (arrows, j/k): the first to go.
        case low
        case normal
        /// The help key, which lists every key the bar leaves out: never dropped.
        case kept

        public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public let text: String
    public let priority: Priority
}
