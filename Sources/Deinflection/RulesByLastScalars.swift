/// Rules by the last two scalars of the ending they undo, the longest ending first and then in the
/// table's order: runs of rule numbers, found by binary search of sorted keys. Keyed by scalars,
/// not by the ending: hashing Japanese strings (through Unicode normalization) made the grouping
/// cost more than the rest of `search sun`'s query; and sorted numbers, not a dictionary of arrays,
/// which cost 0.84M instructions (its growth, and the runtime's scan of every conformance in the
/// binary at a dictionary type's first use) at every start that deinflects. By the last scalar
/// alone, a text ending in た or る was compared with every rule whose ending ends so (parse of a
/// novel: 280M instructions); by the scalar before it too, only with those whose ending may fit.
struct RulesByLastScalars: Sendable {
    private let rules: [DeinflectionRule]
    /// Each text's rules (their places in `rules`) in a run of their own: those of each pair of
    /// last scalars, then those of each last scalar whose ending is that scalar alone.
    private let runs: [Int32]
    /// Each run's key (its last scalar, then the one before it or ``none``), sorted, and where it
    /// starts in `runs`; a run ends where the next begins.
    private let keys: [UInt64]
    private let starts: [Int]

    /// The scalar before the last of an ending of one scalar, and of a text of one: no scalar's.
    private static let none = UInt32.max

    init(_ table: [DeinflectionRule]) {
        // One number a rule, sorting as the groups go: last scalar, then longest, then table order.
        var order = table.indices.map { index in
            let ending = table[index].inflectedScalars
            let last = UInt64(ending.last?.value ?? 0), shorter = UInt64(max(0, 0xFF - ending.count))
            return last << 40 | shorter << 32 | UInt64(index)
        }
        order.withUnsafeMutableBufferPointer { $0.sort() }  // the array's own sort took 0.4M instructions
        rules = order.map { table[Int($0 & 0xFFFF_FFFF)] }
        let lasts = rules.map { $0.inflectedScalars.last?.value ?? 0 }
        let none = RulesByLastScalars.none
        let befores = rules.map { $0.inflectedScalars.count > 1 ? $0.inflectedScalars[$0.inflectedScalars.count - 2].value : none }
        // The groups come by last scalar, and each one's runs by the scalar before (none last):
        // the keys are made sorted.
        var runs: [Int32] = [], keys: [UInt64] = [], starts: [Int] = []
        var groupStart = 0
        while groupStart < rules.count {
            var groupEnd = groupStart
            while groupEnd < rules.count, lasts[groupEnd] == lasts[groupStart] { groupEnd += 1 }
            var scalarsBefore = Array(befores[groupStart..<groupEnd])
            scalarsBefore.withUnsafeMutableBufferPointer { $0.sort() }
            for (index, before) in scalarsBefore.enumerated() where index == 0 || scalarsBefore[index - 1] != before {
                keys.append(UInt64(lasts[groupStart]) << 32 | UInt64(before))
                starts.append(runs.count)
                for rule in groupStart..<groupEnd where befores[rule] == none || befores[rule] == before {
                    runs.append(Int32(rule))
                }
            }
            groupStart = groupEnd
        }
        self.runs = runs
        self.keys = keys
        self.starts = starts
    }

    /// The places of the rules whose ending `text` may end with (its last scalar, and the one
    /// before where the ending has one), in order (``rule(_:)`` gives each); nil when none may.
    subscript(text: [Unicode.Scalar]) -> ArraySlice<Int32>? {
        guard let last = text.last?.value else { return nil }
        let before = text.count > 1 ? text[text.count - 2].value : RulesByLastScalars.none
        let group = UInt64(last) << 32
        guard let run = run(group | UInt64(before)) ?? run(group | UInt64(RulesByLastScalars.none)) else {
            return nil
        }
        let end = run + 1 < starts.count ? starts[run + 1] : runs.count
        return end > starts[run] ? runs[starts[run]..<end] : nil
    }

    /// The rule at `place`, one of ``subscript(_:)``'s.
    func rule(_ place: Int32) -> DeinflectionRule { rules[Int(place)] }

    /// The run of `key`, by binary search; nil when there is none.
    private func run(_ key: UInt64) -> Int? {
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < keys.count && keys[low] == key ? low : nil
    }
}
