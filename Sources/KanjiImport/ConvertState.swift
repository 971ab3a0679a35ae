import StateMachineKit

/// Reading KANJIDIC2 and EDICT and converting them to the dictionary's bytes, all in memory.
/// Goes on to writing, or is cancelled.
public final class ConvertState: State {
    override public func isValidNextState(_ stateClass: State.Type) -> Bool {
        stateClass == WriteState.self || stateClass == CancelState.self
    }
}
