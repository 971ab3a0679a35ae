import LearnerData
import StateMachineKit

/// The navigation machine's states, one per kind of screen, and the one rule of which may follow
/// which. The machine's validity, `kanji-list graph` and the manual's table of moves are all made
/// from `isValidNextState`; a new screen is a case here and a row in `row`.
public enum NavigationState: String, EnumState, CaseIterable, CustomStringConvertible, Sendable {
    case all = "All"
    case detail = "Detail"
    /// A word's kanji. Logged and drawn as "List", its name since the first version, so old and
    /// new logs read alike.
    case list = "List"
    case search = "Search"
    case history = "History"
    case bookmarks = "Bookmarks"
    case components = "Components"
    case writing = "Writing"
    case study = "Study"
    case read = "Read"
    /// A verb's or an adjective's conjugation table (`i`).
    case conjugation = "Conjugation"

    /// A state's row: its screen in words (for messages) and the event a key logs when it shows
    /// the screen over whatever is on top (nil for the screens only opened from a row).
    private var row: (screen: String, shownBy: String?) {
        switch self {
        case .all: ("the kanji list", nil)
        case .detail: ("a kanji's details", nil)
        case .list: ("a word's kanji", nil)
        case .search: ("the search", "search")
        case .history: ("the history", "history")
        case .bookmarks: ("the bookmarks", "bookmarks")
        case .components: ("the component picker", "components")
        case .writing: ("the writing pad", "writing")
        case .study: ("the study screen", "study")
        case .read: ("the Read screen", "read")
        case .conjugation: ("a word's conjugation table", nil)
        }
    }

    /// The rule, said once: the browsing screens reach each other (each opens, shows over it or
    /// goes back to any other), but none follows itself (`a` on the All list is refused, and `S`
    /// on the study screen: one session at a time) except the search, whose query the user
    /// settled on is logged as a move to itself; and List and Conjugation need a word, which the
    /// All list never has nor is ever above. The All list shown in another order is `eventOnlyMoves`.
    public func isValidNextState(_ next: NavigationState) -> Bool {
        switch (self, next) {
        case (.search, .search): true
        case (.all, .list), (.all, .conjugation): false
        default: self != next
        }
    }

    /// The list shown in another order (`o`) is a move to itself for `order` alone.
    public var eventOnlyMoves: [(next: NavigationState, event: String)] {
        self == .all ? [(.all, NavigationEvent.order.rawValue)] : []
    }

    public var description: String { rawValue }

    /// The state's screen in words, for messages: "the history".
    public var screenName: String { row.screen }

    /// The event logged when a key shows this state's screen over the one on top; nil for the
    /// screens only reached by opening a row or going back.
    var showEvent: String? { row.shownBy }

    /// The machine over these states, drawn in pictures in the table's order.
    static func makeMachine() -> EnumStateMachine<NavigationState> {
        EnumStateMachine(name: MachineCatalog.navigation)
    }
}
