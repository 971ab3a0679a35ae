/// What the terminal layer drives: it hands over keys and the terminal's size, and asks for
/// frames. Everything behind this protocol runs without a terminal, so tests drive it the same way.
public protocol TerminalApp: AnyObject {
    /// The screen as it should look at this size now. Drawing changes nothing.
    func frame(width: Int, height: Int) -> Frame
    /// Acts on one key.
    func handle(_ key: Key) -> TerminalAppStatus
    /// The terminal's size, before the first frame and after every change.
    func resize(width: Int, height: Int)
    /// A frame has reached the terminal.
    func didPresentFrame()
    /// Called when no key arrived for a short while, so work finished in the background (a load)
    /// reaches the screen. Returns true when the frame changed and must be redrawn.
    func idle() -> Bool
    /// The process's exit status once the app is done (a key taken in by `idle` may quit it).
    var exitStatus: Int32? { get }
    /// Whether the screen shown takes the mouse (the writing pad): the terminal reports the mouse
    /// only while it does, so elsewhere the terminal's own selection and scrolling work.
    var wantsMouse: Bool { get }
}

public enum TerminalAppStatus: Equatable, Sendable {
    case running
    /// The app is done; the process exits with this status once the terminal is restored.
    case finished(exitCode: Int32)
}
