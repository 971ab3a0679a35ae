/// Tells when standard input is gone. `get_wch` then fails at once instead of after its timeout,
/// and a loop that took each failure for a quiet moment would spin forever.
struct InputLossDetector {
    /// A failure quicker than this is not a timeout.
    let quickFailure: Duration
    /// This many quick failures in a row mean the input is gone.
    let limit: Int
    private var quickFailures = 0

    init(quickFailure: Duration, limit: Int) {
        self.quickFailure = quickFailure
        self.limit = limit
    }

    /// Records one read that returned nothing after `elapsed`; true once the input is gone.
    mutating func recordEmptyRead(after elapsed: Duration) -> Bool {
        quickFailures = elapsed < quickFailure ? quickFailures + 1 : 0
        return quickFailures >= limit
    }

    /// Records a read that returned a key.
    mutating func recordKey() {
        quickFailures = 0
    }
}
