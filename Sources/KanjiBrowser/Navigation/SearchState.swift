import StateMachineKit

/// The search screen is on top: the user can open a kanji or a word it found, the history or the
/// bookmarks, or go back or to the All list. Entering it again from itself records the query the user settled on.
final class SearchState: State {
    override func isValidNextState(_ stateClass: State.Type) -> Bool {
        stateClass == DetailState.self || stateClass == WordKanjiState.self || stateClass == AllState.self
            || stateClass == SearchState.self || stateClass == HistoryState.self || stateClass == BookmarksState.self
    }
}
