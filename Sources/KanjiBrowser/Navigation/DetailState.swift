import StateMachineKit

/// A kanji's details are on top: the user can open one of its words, the search, the history or
/// the bookmarks, or go back (to a word's kanji or the screen it came from) or all the way to the
/// All list.
final class DetailState: State {
    override func isValidNextState(_ stateClass: State.Type) -> Bool {
        stateClass == AllState.self || stateClass == WordKanjiState.self || stateClass == SearchState.self
            || stateClass == HistoryState.self || stateClass == BookmarksState.self
            || stateClass == ComponentsState.self
    }
}
