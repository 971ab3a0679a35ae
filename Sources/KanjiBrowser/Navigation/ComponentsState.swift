import StateMachineKit

/// The component picker is on top: the user can open a kanji it lists, go to the history or the
/// bookmarks, or go back to whatever screen it was opened over.
final class ComponentsState: State {
    override func isValidNextState(_ stateClass: State.Type) -> Bool {
        stateClass == AllState.self || stateClass == DetailState.self || stateClass == WordKanjiState.self
            || stateClass == HistoryState.self || stateClass == BookmarksState.self
    }
}
