import Dispatch
import Foundation
import Synchronization

/// Runs a piece of work on its own thread, so the first frame and every key press go on
/// meanwhile; the main thread asks for the outcome when it is idle.
final class BackgroundWork<Success: Sendable, Failure: Error>: Sendable {
    private let result = Mutex<Result<Success, Failure>?>(nil)
    /// Left when the outcome is set, so a wait for it ends at once rather than at a poll.
    private let finished = DispatchGroup()

    init(_ work: @escaping @Sendable () throws(Failure) -> Success) {
        finished.enter()
        let thread = Thread { [self] in
            let outcome: Result<Success, Failure>
            do throws(Failure) {
                outcome = .success(try work())
            } catch {
                outcome = .failure(error)
            }
            self.result.withLock { $0 = outcome }
            self.finished.leave()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Waits until the work has finished or `milliseconds` have passed, whichever comes first.
    func wait(milliseconds: Int) {
        _ = finished.wait(timeout: .now() + .milliseconds(milliseconds))
    }

    /// The outcome once the work has finished; nil while it runs.
    var outcome: Result<Success, Failure>? {
        result.withLock { $0 }
    }
}
