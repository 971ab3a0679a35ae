import StateMachineKit

/// The history is on top: the user can open what it lists, go to the bookmarks, or go back to
/// whatever screen it was opened over.
final class HistoryState: State {
    override func isValidNextState(_ stateClass: State.Type) -> Bool {
        stateClass == AllState.self || stateClass == DetailState.self || stateClass == WordKanjiState.self
            || stateClass == BookmarksState.self
            || stateClass == ComponentsState.self
    }
}
