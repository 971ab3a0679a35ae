import StateMachineKit

/// Writing the dictionary to a temporary file and renaming it over the output. The last state:
/// it accepts no cancel, so a Ctrl-C that arrives now cannot leave a half-written dictionary.
public final class WriteState: State {
    override public func isValidNextState(_ stateClass: State.Type) -> Bool {
        false
    }
}
