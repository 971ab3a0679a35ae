/// Tells when standard input is gone. `get_wch` then fails at once instead of after its timeout,
/// and a loop that took each failure for a quiet moment would spin forever.
struct InputLossDetector {
    /// This many quick failures in a row mean the input is gone.
    let limit: Int
    private var quickFailures = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// Records one read that returned nothing after `elapsed`, when it was allowed to wait
    /// `timeout`: a failure in under half the timeout is not a timeout. True once the input is gone.
    mutating func recordEmptyRead(after elapsed: Duration, timeout: Duration) -> Bool {
        quickFailures = elapsed < timeout / 2 ? quickFailures + 1 : 0
        return quickFailures >= limit
    }

    /// Records a read that returned a key.
    mutating func recordKey() {
        quickFailures = 0
    }
}
