/// The names (JMnedict's, format /5): a section at the end of the words, sorted by written form
/// (UTF-8 byte order), so a name is found by its text with a binary search, decoding a few
/// dozen entries, and no index is built for them.
extension KanjiStore {
    /// The word indices of the names, after every word; empty for a dictionary without names.
    public var nameIndices: Range<Int> {
        firstNameIndex.withLock { cached in
            if let cached { return cached..<wordCount }
            var low = 0
            var high = wordCount
            while low < high {
                let middle = (low + high) / 2
                if withWordText(at: middle, \.isName) { high = middle } else { low = middle + 1 }
            }
            cached = low
            return low..<wordCount
        }
    }

    /// The names written `text`, in file order (each of its readings is a name of its own).
    public func names(written text: String) -> [Int] {
        let names = nameIndices
        let wanted = Array(text.utf8)
        var low = names.lowerBound
        var high = names.upperBound
        while low < high {
            let middle = (low + high) / 2
            if withWordText(at: middle, { $0.word.lexicographicallyPrecedes(wanted) }) { low = middle + 1 } else { high = middle }
        }
        var found: [Int] = []
        while low < names.upperBound, withWordText(at: low, { $0.word.elementsEqual(wanted) }) {
            found.append(low)
            low += 1
        }
        return found
    }
}
