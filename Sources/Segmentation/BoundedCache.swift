/// Values kept by key, dropped whole when `limit` are kept, so a long text cannot grow the
/// cache without end.
struct BoundedCache<Key: Hashable, Value> {
    private var values: [Key: Value] = [:]
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// The value kept for `key`, else what `make` gives, kept.
    mutating func value(_ key: Key, _ make: () -> Value) -> Value {
        if let kept = values[key] { return kept }
        if values.count >= limit { values.removeAll(keepingCapacity: true) }
        let made = make()
        values[key] = made
        return made
    }
}
