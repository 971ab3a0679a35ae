import StateMachineKit

/// Hears of every attempted navigation, with what the engine does not know: the kanji or word
/// the move is about and the stack's depth after it.
public protocol NavigationObserver: AnyObject {
    func navigationDidAttempt(_ attempt: TransitionAttempt, subject: String?, depth: Int)
}
