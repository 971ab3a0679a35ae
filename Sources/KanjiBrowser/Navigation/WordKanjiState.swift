import StateMachineKit

/// A word's kanji are on top: the user can open one of them or the search, or go back (to the
/// search it came from) or to the All list. Logged and
/// drawn as "List", its name since the first version, so old and new logs read alike.
final class WordKanjiState: State {
    override class var name: String { "List" }

    override func isValidNextState(_ stateClass: State.Type) -> Bool {
        stateClass == DetailState.self || stateClass == AllState.self || stateClass == SearchState.self
    }
}
