import Kana

/// Reading keys (see `KanaFolding.key`) in sorted order, each with its entry (a kanji or a word)
/// and which of the entry's readings it is: every key beginning with a query's key is one
/// contiguous run, found by two binary searches, and whether a key equals the query is its length.
/// Read in place from the index's bytes (`SearchIndexLayout`), every offset and entry checked.
struct KanaKeyIndex: Sendable {
    private let bytes: IndexArray<UInt8>
    /// Key `n` is `bytes[starts[n]..<starts[n + 1]]`.
    private let starts: IndexArray<UInt32>
    /// The reading's position (8 bits) above the entry's index (24 bits).
    private let entries: IndexArray<UInt32>
    /// How many entries (kanji or words) there are: an entry index at or past it is damage.
    private let entryCount: Int

    /// The three arrays as built, to be written into the index's bytes.
    struct Tables {
        let bytes: [UInt8]
        let starts: [UInt32]
        let entries: [UInt32]
    }

    /// The index over the arrays; `starts` has one more element than `entries` (the layout checks).
    init(bytes: IndexArray<UInt8>, starts: IndexArray<UInt32>, entries: IndexArray<UInt32>, entryCount: Int) {
        self.bytes = bytes
        self.starts = starts
        self.entries = entries
        self.entryCount = entryCount
    }

    struct Builder {
        private var bytes: [UInt8] = []
        private var starts: [UInt32] = []
        private var entries: [UInt32] = []

        /// Adds the key of reading `position` (UTF-8) of entry `id`.
        mutating func add<Bytes: Sequence>(reading: Bytes, id: Int, position: Int) where Bytes.Element == UInt8 {
            let start = bytes.count
            KanaFolding.appendKey(reading, to: &bytes)
            guard bytes.count > start else { return }
            starts.append(UInt32(start))
            entries.append(UInt32(min(position, 255)) << 24 | UInt32(id))
        }

        /// Sorts the keys: by their first eight bytes as one integer, the rest only on a tie.
        consuming func build() -> Tables {
            starts.append(UInt32(bytes.count))
            let order: [UInt32] = bytes.withUnsafeBufferPointer { all in
                func key(_ entry: UInt32) -> UnsafeBufferPointer<UInt8> {
                    UnsafeBufferPointer(rebasing: all[Int(starts[Int(entry)])..<Int(starts[Int(entry) + 1])])
                }
                let heads: [UInt64] = entries.indices.map { entry in
                    var head: UInt64 = 0
                    var shift: UInt64 = 56
                    for byte in key(UInt32(entry)).prefix(8) {
                        head |= UInt64(byte) << shift
                        shift &-= 8
                    }
                    return head
                }
                var order = (0..<UInt32(entries.count)).map { $0 }
                order.sort { left, right in
                    if heads[Int(left)] != heads[Int(right)] { return heads[Int(left)] < heads[Int(right)] }
                    let leftKey = key(left), rightKey = key(right)
                    if !leftKey.elementsEqual(rightKey) { return leftKey.lexicographicallyPrecedes(rightKey) }
                    return entries[Int(left)] < entries[Int(right)]
                }
                return order
            }
            var sortedBytes: [UInt8] = []
            sortedBytes.reserveCapacity(bytes.count)
            var sortedStarts: [UInt32] = [0]
            sortedStarts.reserveCapacity(order.count + 1)
            for entry in order {
                sortedBytes.append(contentsOf: bytes[Int(starts[Int(entry)])..<Int(starts[Int(entry) + 1])])
                sortedStarts.append(UInt32(sortedBytes.count))
            }
            return Tables(bytes: sortedBytes, starts: sortedStarts, entries: order.map { entries[Int($0)] })
        }
    }

    /// Calls `body` with the entry, reading position and whether the key equals `prefix`, for
    /// every key that begins with `prefix`. Keys on damaged pages or out of range are left out
    /// (and the image marked damaged).
    func forEach(withPrefix prefix: [UInt8], _ body: (_ id: Int, _ position: Int, _ isWhole: Bool) -> Void) {
        guard !prefix.isEmpty else { return }
        let first = partition { compare(key: $0, prefix) != .less }
        let end = max(first, partition { compare(key: $0, prefix) == .greater })
        guard let run = entries.slice(first..<end), let bounds = starts.slice(first..<(end + 1)) else { return }
        for (offset, entry) in run.enumerated() {
            let id = Int(entry & 0xFF_FFFF)
            guard id < entryCount, bounds[offset] <= bounds[offset + 1] else {
                entries.reportDamage()
                continue
            }
            body(id, Int(entry >> 24), bounds[offset + 1] - bounds[offset] == prefix.count)
        }
    }

    private enum Order { case less, same, greater }

    /// Key `position` cut to the length of `prefix`, compared with it. A damaged key compares
    /// as before every key, so a search in damaged pages ends (with too little found).
    private func compare(key position: Int, _ prefix: [UInt8]) -> Order {
        guard let bounds = starts.slice(position..<(position + 2)) else { return .less }
        guard bounds[0] <= bounds[1], let key = bytes.slice(Int(bounds[0])..<Int(bounds[1])) else {
            starts.reportDamage()
            return .less
        }
        for offset in 0..<prefix.count {
            guard offset < key.count else { return .less }
            let byte = key[offset]
            if byte != prefix[offset] { return byte < prefix[offset] ? .less : .greater }
        }
        return .same
    }

    /// The first position where `isAtOrAfter` holds; it holds for every later position.
    private func partition(_ isAtOrAfter: (Int) -> Bool) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrAfter(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
