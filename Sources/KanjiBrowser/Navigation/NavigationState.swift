import LearnerData
import StateMachineKit

/// The navigation machine's states, one per kind of screen, and the one table of which may follow
/// which. The machine's validity, `kanji-list graph` and the README's table of moves are all made
/// from `rule`; a new screen is a case here and a row in it.
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

    /// A state's row of the table: its screen in words (for messages), the event a key logs when it
    /// shows the screen over whatever is on top (nil for the screens only opened from a row), the
    /// states that may follow it (what it opens, what it goes back to, what a key shows over it),
    /// and those that may follow it for one event alone.
    private var rule: (screen: String, shownBy: String?, next: [NavigationState], forOneEvent: [(NavigationState, NavigationEvent)]) {
        switch self {
        case .all:
            // The list shown in another order (`o`) is a move to itself for `order` alone: `a` there
            // is refused, the list being already there.
            ("the kanji list", nil, [.detail, .search, .history, .bookmarks, .components, .writing, .study, .read], [(.all, .order)])
        case .detail:
            ("a kanji's details", nil, [.all, .list, .search, .history, .bookmarks, .components, .writing, .study, .read], [])
        case .list:
            ("a word's kanji", nil, [.all, .detail, .search, .history, .bookmarks, .components, .writing, .study, .read], [])
        case .search:
            // Search → Search records the query the user settled on. The search takes H, ' and c
            // as text: the screens they show follow it only as what it was opened over (the writing
            // pad too). Ctrl-S studies what it found.
            ("the search", "search", [.all, .detail, .list, .search, .history, .bookmarks, .components, .writing, .study, .read], [])
        case .history:
            ("the history", "history", [.all, .detail, .list, .search, .bookmarks, .components, .writing, .study, .read], [])
        case .bookmarks:
            ("the bookmarks", "bookmarks", [.all, .detail, .list, .search, .history, .components, .writing, .study, .read], [])
        case .components:
            ("the component picker", "components", [.all, .detail, .list, .search, .history, .bookmarks, .writing, .study, .read], [])
        case .writing:
            // Its c clears the canvas, so the component picker only follows it going back.
            ("the writing pad", "writing", [.all, .detail, .list, .search, .history, .bookmarks, .components, .study, .read], [])
        case .study:
            // A card's kanji or word (o), the screens a key shows over it, and back. Not itself:
            // one session at a time.
            ("the study screen", "study", [.all, .detail, .list, .search, .history, .bookmarks, .components, .writing, .read], [])
        case .read:
            // Its h and l move word by word, so only Esc or Backspace go back.
            ("the Read screen", "read", [.all, .detail, .list, .search, .history, .bookmarks, .components, .writing, .study], [])
        }
    }

    public var description: String { rawValue }

    /// The state's screen in words, for messages: "the history".
    public var screenName: String { rule.screen }

    /// The event logged when a key shows this state's screen over the one on top; nil for the
    /// screens only reached by opening a row or going back.
    var showEvent: String? { rule.shownBy }

    public func isValidNextState(_ next: NavigationState) -> Bool {
        rule.next.contains(next)
    }

    public var eventOnlyMoves: [(next: NavigationState, event: String)] {
        rule.forOneEvent.map { ($0.0, $0.1.rawValue) }
    }

    /// The machine over these states, drawn in pictures in the table's order.
    static func makeMachine() -> EnumStateMachine<NavigationState> {
        EnumStateMachine(name: MachineCatalog.navigation)
    }
}
