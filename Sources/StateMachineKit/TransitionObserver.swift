/// Told of every attempted transition of a machine it observes, accepted or refused.
///
/// Observers are added to a machine without touching its states, so logging, tracing or tests can
/// watch any machine. An accepted transition is reported after it has completed (after `didEnter`
/// or the enter actions), so an observer sees the world as it is after the move; a refused one is
/// reported at once.
public protocol TransitionObserver: AnyObject {
    func machineDidAttempt(_ attempt: TransitionAttempt)
}
