import Foundation

/// Waiting in tests for work on another thread: `condition` asked every millisecond until it
/// holds or the deadline passes, so a test whose work never ends fails instead of hanging.
public enum Polling {
    /// Whether `condition` came to hold within `seconds`.
    public static func until(seconds: Double = 60, _ condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while !condition() {
            guard ContinuousClock.now < deadline else { return false }
            usleep(1000)
        }
        return true
    }
}
