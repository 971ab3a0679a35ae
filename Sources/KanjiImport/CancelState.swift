import StateMachineKit

/// The import stopped at the user's request before anything was written. Final.
public final class CancelState: State {
    override public func isValidNextState(_ stateClass: State.Type) -> Bool {
        false
    }
}
