import StateMachineKit

/// The All list is on top. From it the user can only open a kanji; going back to it (from the
/// first details, or with "a" from anywhere deeper) is entering it again.
final class AllState: State {
    override func isValidNextState(_ stateClass: State.Type) -> Bool {
        stateClass == DetailState.self
    }
}
