import StateMachineKit

/// The browser's life as an ``EnumStateMachine``: starting until the first frame reaches the
/// terminal, running, then terminating once the user quits.
public enum AppLifecycle: String, EnumState, CaseIterable, CustomStringConvertible, Sendable {
    case starting, running, terminating

    public var description: String { rawValue }

    public func isValidNextState(_ next: AppLifecycle) -> Bool {
        switch (self, next) {
        case (.starting, .running), (.starting, .terminating), (.running, .terminating): true
        default: false
        }
    }

    static func makeMachine() -> EnumStateMachine<AppLifecycle> {
        EnumStateMachine(name: "lifecycle", states: allCases)
    }
}
