import StateMachineKit

/// The All list is on top. From it the user can open a kanji, the search, the history or the
/// bookmarks; going back to it (from the first screen over it, or with "a" from anywhere deeper)
/// is entering it again.
final class AllState: State {
    override func isValidNextState(_ stateClass: State.Type) -> Bool {
        stateClass == DetailState.self || stateClass == SearchState.self || stateClass == HistoryState.self
            || stateClass == BookmarksState.self
            || stateClass == ComponentsState.self
    }
}
