import StateMachineKit

/// Reading KANJIDIC2 and EDICT and converting them to the dictionary's bytes, all in memory.
/// Goes on to the response, or is cancelled.
public final class SendState: State {
    override public func isValidNextState(_ stateClass: State.Type) -> Bool {
        stateClass == ResponseState.self || stateClass == CancelState.self
    }
}
