/// Rules grouped by the last scalar of the ending they undo, the longest ending first and then in
/// the table's order: one array sorted so, found by binary search. Keyed by a scalar, not by the
/// ending: hashing Japanese strings (through Unicode normalization) made the grouping cost more
/// than the rest of `search sun`'s query; and sorted numbers, not a dictionary of arrays, which
/// cost 0.84M instructions (its growth, and the runtime's scan of every conformance in the binary
/// at a dictionary type's first use) at every start that deinflects.
struct RulesByLastScalar: Sendable {
    private let rules: [DeinflectionRule]
    /// The last scalar of each rule's ending, in `rules`' order.
    private let lastScalars: [UInt32]

    init(_ table: [DeinflectionRule]) {
        // One number a rule, sorting as the groups go: last scalar, then longest, then table order.
        var keys = table.indices.map { index in
            let ending = table[index].inflectedScalars
            let last = UInt64(ending.last?.value ?? 0), shorter = UInt64(max(0, 0xFF - ending.count))
            return last << 40 | shorter << 32 | UInt64(index)
        }
        keys.withUnsafeMutableBufferPointer { $0.sort() }  // the array's own sort took 0.4M instructions
        rules = keys.map { table[Int($0 & 0xFFFF_FFFF)] }
        lastScalars = keys.map { UInt32($0 >> 40) }
    }

    /// The rules whose ending ends in `last`, in order; nil when none does.
    subscript(last: Unicode.Scalar) -> ArraySlice<DeinflectionRule>? {
        var low = 0, high = lastScalars.count
        while low < high {
            let middle = (low + high) / 2
            if lastScalars[middle] < last.value { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < lastScalars.count && lastScalars[end] == last.value { end += 1 }
        return end > low ? rules[low..<end] : nil
    }
}
