/// What the terminal layer drives: it asks for frames at the terminal's size and hands over keys.
/// Everything behind this protocol runs without a terminal, so tests can drive it the same way.
public protocol TerminalApp: AnyObject {
    /// The screen as it should look at this size now.
    func frame(width: Int, height: Int) -> Frame
    /// Acts on one key.
    func handle(_ key: Key) -> TerminalAppStatus
    /// Called when no key arrived for a short while, so work finished in the background (a load)
    /// reaches the screen. Returns true when the frame changed and must be redrawn.
    func idle() -> Bool
}

public enum TerminalAppStatus: Equatable, Sendable {
    case running
    /// The app is done; the process exits with this status once the terminal is restored.
    case finished(exitCode: Int32)
}
