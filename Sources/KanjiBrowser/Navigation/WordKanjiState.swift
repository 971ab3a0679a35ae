import StateMachineKit

/// A word's kanji are on top: the user can open one of them, the search, the history or the
/// bookmarks, or go back (to the screen it came from) or to the All list. Logged and
/// drawn as "List", its name since the first version, so old and new logs read alike.
final class WordKanjiState: State {
    override class var name: String { "List" }

    override func isValidNextState(_ stateClass: State.Type) -> Bool {
        stateClass == DetailState.self || stateClass == AllState.self || stateClass == SearchState.self
            || stateClass == HistoryState.self || stateClass == BookmarksState.self
            || stateClass == ComponentsState.self
    }
}
