import StateMachineKit

/// An observer that keeps every attempt, for tests to compare.
final class TransitionRecorder: TransitionObserver {
    private(set) var attempts: [TransitionAttempt] = []

    func machineDidAttempt(_ attempt: TransitionAttempt) {
        attempts.append(attempt)
    }
}
