/// An observer that keeps every attempt it is told of, in order: for tests that check what a
/// machine accepted and refused, and for tools that replay or print a run.
public final class TransitionRecorder: TransitionObserver {
    public private(set) var attempts: [TransitionAttempt] = []

    public init() {}

    public func machineDidAttempt(_ attempt: TransitionAttempt) {
        attempts.append(attempt)
    }
}
