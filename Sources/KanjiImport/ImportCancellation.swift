import Synchronization

/// Thrown by the long import steps when the user has asked to stop.
public struct ImportCancelled: Error, Equatable, Sendable {
    public init() {}
}

/// A flag set from the signal handler's queue and polled by the import's loops, so Ctrl-C stops
/// the work between two lines rather than killing the process in the middle of a write.
public final class ImportCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    public init() {}

    public func cancel() {
        flag.store(true, ordering: .relaxed)
    }

    public var isCancelled: Bool {
        flag.load(ordering: .relaxed)
    }

    /// Throws ``ImportCancelled`` once ``cancel()`` has been called.
    public func check() throws {
        if isCancelled { throw ImportCancelled() }
    }
}
