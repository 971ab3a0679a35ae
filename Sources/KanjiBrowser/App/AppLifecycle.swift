import StateMachineKit

/// The browser's life as an ``EnumStateMachine``: starting until the first frame reaches the
/// terminal, running, then terminating once the user quits.
public enum AppLifecycle: String, EnumState, CaseIterable, CustomStringConvertible, Sendable {
    case starting, running, terminating

    public var description: String { rawValue }

    /// What moves the machine, as the log names it.
    enum Event: String {
        case launch
        case firstFrame = "first frame"
        case quit
    }

    public func isValidNextState(_ next: AppLifecycle) -> Bool {
        switch (self, next) {
        case (.starting, .running), (.starting, .terminating), (.running, .terminating): true
        default: false
        }
    }

    static func makeMachine() -> EnumStateMachine<AppLifecycle> {
        EnumStateMachine(name: MachineCatalog.lifecycle, states: allCases)
    }
}
