/// For each English word of the meanings, the ids (kanji or words) whose meanings have it, in
/// increasing order: the candidates of an English query, checked afterwards word by word.
struct WordPostings: Sendable {
    /// The English words in sorted order, and where each one's ids are in `postings`.
    private let words: [String]
    private let postingStarts: [UInt32]
    private let postings: [UInt32]

    struct Builder {
        private var slots: [String: Int] = [:]
        private var lists: [[UInt32]] = []
        private var scratch: [EnglishWords.Word] = []
        private var lowered: [UInt8] = []

        /// Adds every word of `meaning` for `id`; ids must be added in increasing order.
        mutating func add(meaning: UnsafeRawBufferPointer, id: Int) {
            EnglishWords.split(meaning, into: &scratch)
            for word in scratch {
                lowered.removeAll(keepingCapacity: true)
                for offset in word.range { lowered.append(EnglishWords.lowercased(meaning[offset])) }
                let key = String(decoding: lowered, as: UTF8.self)
                let identifier = UInt32(id)
                if let slot = slots[key] {
                    if lists[slot].last != identifier { lists[slot].append(identifier) }
                } else {
                    slots[key] = lists.count
                    lists.append([identifier])
                }
            }
        }

        mutating func add(meaning: String, id: Int) {
            var text = meaning
            text.withUTF8 { add(meaning: UnsafeRawBufferPointer($0), id: id) }
        }

        func build() -> WordPostings {
            let sorted = slots.sorted { $0.key < $1.key }
            var starts: [UInt32] = [0]
            starts.reserveCapacity(sorted.count + 1)
            var postings: [UInt32] = []
            postings.reserveCapacity(lists.reduce(0) { $0 + $1.count })
            for (_, slot) in sorted {
                postings.append(contentsOf: lists[slot])
                starts.append(UInt32(postings.count))
            }
            return WordPostings(words: sorted.map(\.key), postingStarts: starts, postings: postings)
        }
    }

    /// The ids whose meanings have every one of `queryWords` (lowercased), increasing.
    func ids(havingAll queryWords: [[UInt8]]) -> [UInt32] {
        var lists: [ArraySlice<UInt32>] = []
        for word in queryWords {
            guard let list = ids(having: String(decoding: word, as: UTF8.self)) else { return [] }
            lists.append(list)
        }
        lists.sort { $0.count < $1.count }
        guard var result = lists.first.map(Array.init) else { return [] }
        for list in lists.dropFirst() {
            result = result.filter { list.binarySearchContains($0) }
        }
        return result
    }

    private func ids(having word: String) -> ArraySlice<UInt32>? {
        var low = 0
        var high = words.count
        while low < high {
            let middle = (low + high) / 2
            if words[middle] < word { low = middle + 1 } else { high = middle }
        }
        guard low < words.count, words[low] == word else { return nil }
        return postings[Int(postingStarts[low])..<Int(postingStarts[low + 1])]
    }
}

extension ArraySlice<UInt32> {
    /// Whether the (increasing) slice holds `value`.
    func binarySearchContains(_ value: UInt32) -> Bool {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < endIndex && self[low] == value
    }
}
