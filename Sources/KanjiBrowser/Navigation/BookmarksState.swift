import StateMachineKit

/// The bookmarks are on top: the user can open one, go to the history, or go back to whatever
/// screen they were opened over.
final class BookmarksState: State {
    override func isValidNextState(_ stateClass: State.Type) -> Bool {
        stateClass == AllState.self || stateClass == DetailState.self || stateClass == WordKanjiState.self
            || stateClass == HistoryState.self
            || stateClass == ComponentsState.self
    }
}
