import StateMachineKit

/// A kanji's details are on top: the user can open one of its words or the search, or go back
/// (to a word's kanji or the search it came from) or all the way to the All list.
final class DetailState: State {
    override func isValidNextState(_ stateClass: State.Type) -> Bool {
        stateClass == AllState.self || stateClass == WordKanjiState.self || stateClass == SearchState.self
    }
}
