import StateMachineKit

/// Checking the input files and the output directory. Goes on to converting, or is cancelled.
public final class PrepareState: State {
    override public func isValidNextState(_ stateClass: State.Type) -> Bool {
        stateClass == ConvertState.self || stateClass == CancelState.self
    }
}
