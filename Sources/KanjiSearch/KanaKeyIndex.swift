/// Reading keys (see `KanaFolding.key`) in sorted order, each with the id of its kanji or word:
/// every key beginning with a query's key is one contiguous run, found by two binary searches.
struct KanaKeyIndex: Sendable {
    private let bytes: [UInt8]
    /// Key `n` is `bytes[starts[n]..<starts[n + 1]]`.
    private let starts: [UInt32]
    private let ids: [UInt32]

    /// Collects keys, then sorts them once.
    struct Builder {
        private var bytes: [UInt8] = []
        private var starts: [UInt32] = []
        private var ids: [UInt32] = []

        /// Adds the key of a reading written as UTF-8.
        mutating func add<Bytes: Sequence>(reading: Bytes, id: Int) where Bytes.Element == UInt8 {
            let start = bytes.count
            KanaFolding.appendKey(reading, to: &bytes)
            guard bytes.count > start else { return }
            starts.append(UInt32(start))
            ids.append(UInt32(id))
        }

        func build() -> KanaKeyIndex {
            let ends = starts.dropFirst().map { $0 } + [UInt32(bytes.count)]
            let order = bytes.withUnsafeBufferPointer { all in
                starts.indices.sorted { left, right in
                    let leftKey = UnsafeBufferPointer(rebasing: all[Int(starts[left])..<Int(ends[left])])
                    let rightKey = UnsafeBufferPointer(rebasing: all[Int(starts[right])..<Int(ends[right])])
                    return leftKey.lexicographicallyPrecedes(rightKey) || (leftKey.elementsEqual(rightKey) && ids[left] < ids[right])
                }
            }
            var sortedBytes: [UInt8] = []
            sortedBytes.reserveCapacity(bytes.count)
            var sortedStarts: [UInt32] = [0]
            sortedStarts.reserveCapacity(order.count + 1)
            for entry in order {
                sortedBytes.append(contentsOf: bytes[Int(starts[entry])..<Int(ends[entry])])
                sortedStarts.append(UInt32(sortedBytes.count))
            }
            return KanaKeyIndex(bytes: sortedBytes, starts: sortedStarts, ids: order.map { ids[$0] })
        }
    }

    var count: Int { ids.count }

    /// The ids whose key begins with `prefix`, each once per such key.
    func ids(withPrefix prefix: [UInt8]) -> ArraySlice<UInt32> {
        guard !prefix.isEmpty else { return [] }
        let first = partition { compare(key: $0, prefix) != .less }
        let end = partition { compare(key: $0, prefix) == .greater }
        return ids[first..<max(first, end)]
    }

    private enum Order { case less, same, greater }

    /// Key `position` cut to the length of `prefix`, compared with it.
    private func compare(key position: Int, _ prefix: [UInt8]) -> Order {
        let start = Int(starts[position])
        let end = Int(starts[position + 1])
        for offset in 0..<prefix.count {
            guard start + offset < end else { return .less }
            let byte = bytes[start + offset]
            if byte != prefix[offset] { return byte < prefix[offset] ? .less : .greater }
        }
        return .same
    }

    /// The first position where `isAtOrAfter` holds; it holds for every later position.
    private func partition(_ isAtOrAfter: (Int) -> Bool) -> Int {
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrAfter(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
