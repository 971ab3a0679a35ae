import StateMachineKit

/// A kanji's details are on top: the user can open one of its words, or go back or all the way
/// to the All list.
final class DetailState: State {
    override func isValidNextState(_ stateClass: State.Type) -> Bool {
        stateClass == AllState.self || stateClass == WordKanjiState.self
    }
}
