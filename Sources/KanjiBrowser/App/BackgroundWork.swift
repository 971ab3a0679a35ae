import Foundation
import Synchronization

/// Runs a piece of work on its own thread, so the first frame and every key press go on
/// meanwhile; the main thread asks for the outcome when it is idle.
final class BackgroundWork<Success: Sendable, Failure: Error>: Sendable {
    private let result = Mutex<Result<Success, Failure>?>(nil)

    init(_ work: @escaping @Sendable () throws(Failure) -> Success) {
        let thread = Thread { [self] in
            let outcome: Result<Success, Failure>
            do throws(Failure) {
                outcome = .success(try work())
            } catch {
                outcome = .failure(error)
            }
            self.result.withLock { $0 = outcome }
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The outcome once the work has finished; nil while it runs.
    var outcome: Result<Success, Failure>? {
        result.withLock { $0 }
    }
}
