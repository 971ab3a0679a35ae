import StateMachineKit

/// The search screen is on top: the user can open a kanji or a word it found, or go back or to
/// the All list. It takes H and ' as text, so the history and bookmarks are not reached from it. Entering it again from itself records the query the user settled on.
final class SearchState: State {
    override func isValidNextState(_ stateClass: State.Type) -> Bool {
        stateClass == DetailState.self || stateClass == WordKanjiState.self || stateClass == AllState.self
            || stateClass == SearchState.self
    }
}
