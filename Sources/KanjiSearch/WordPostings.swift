/// For each English word of the meanings, the entries (kanji or words) whose meanings have it,
/// in increasing order, each with how well the word alone matches there: a one-word query is
/// answered from here alone; a longer one takes the entries having all its words as candidates.
/// Read in place from the index's bytes (`SearchIndexLayout`), every offset and entry checked.
struct WordPostings: Sendable {
    /// The English words in the order of their UTF-8 bytes: word `n` is
    /// `wordBytes[wordStarts[n]..<wordStarts[n + 1]]`, its postings `postings[starts[n]..<starts[n + 1]]`.
    private let wordBytes: IndexArray<UInt8>
    private let wordStarts: IndexArray<UInt32>
    private let starts: IndexArray<UInt32>
    /// Exactness (2 bits), sense position (4 bits) and the sense's gloss count less one (2 bits)
    /// above the entry's index (24 bits).
    private let postings: IndexArray<UInt32>
    /// How many entries (kanji or words) there are: an entry index at or past it is damage.
    private let entryCount: Int
    /// The roots of the words (`EnglishRoot`) stemmed so far, by word number: typing a word looks
    /// up the same words of its root again on every key.
    private let roots = RootMemo()

    /// The index over the arrays; `wordStarts` and `starts` have one element more than there are
    /// words (the layout checks).
    init(
        wordBytes: IndexArray<UInt8>, wordStarts: IndexArray<UInt32>, starts: IndexArray<UInt32>, postings: IndexArray<UInt32>,
        entryCount: Int
    ) {
        self.wordBytes = wordBytes
        self.wordStarts = wordStarts
        self.starts = starts
        self.postings = postings
        self.entryCount = entryCount
    }

    /// Gives `body` every meaning of every entry, in increasing order of entries, with its sense
    /// and how many glosses that sense has.
    typealias Meanings = (_ body: (_ id: Int, _ position: Int, _ glosses: Int, _ meaning: UnsafeRawBufferPointer) -> Void) -> Void

    /// The four arrays as built, to be written into the index's bytes.
    struct Tables {
        let wordBytes: [UInt8]
        let wordStarts: [UInt32]
        let starts: [UInt32]
        let postings: [UInt32]
    }

    /// Reads the meanings twice: once to count each word's entries, once to fill the postings,
    /// so that building needs no list per word on the side.
    static func build(meanings: Meanings) -> Tables {
        var slots: [String: Int] = [:]
        var counts: [UInt32] = []
        var lastEntry: [Int] = []
        var scanner = Scanner()
        meanings { id, position, glosses, meaning in
            scanner.read(meaning, position: position, glosses: glosses) { key, _ in
                let slot: Int
                if let known = slots[key] {
                    slot = known
                } else {
                    slot = counts.count
                    slots[key] = slot
                    counts.append(0)
                    lastEntry.append(-1)
                }
                if lastEntry[slot] != id {
                    lastEntry[slot] = id
                    counts[slot] += 1
                }
            }
        }
        lastEntry = []
        let sorted = slots.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        var cursors = [UInt32](repeating: 0, count: counts.count)
        var starts: [UInt32] = [0]
        starts.reserveCapacity(sorted.count + 1)
        for (_, slot) in sorted {
            cursors[slot] = starts[starts.count - 1]
            starts.append(cursors[slot] + counts[slot])
        }
        counts = []
        var postings = [UInt32](repeating: 0, count: Int(starts[starts.count - 1]))
        var current = -1
        var best: [(slot: Int, info: UInt32)] = []
        func flush() {
            for (slot, info) in best {
                postings[Int(cursors[slot])] = info << 24 | UInt32(current)
                cursors[slot] += 1
            }
            best.removeAll(keepingCapacity: true)
        }
        meanings { id, position, glosses, meaning in
            if id != current {
                flush()
                current = id
            }
            scanner.read(meaning, position: position, glosses: glosses) { key, info in
                guard let slot = slots[key] else { return }
                if let found = best.firstIndex(where: { $0.slot == slot }) {
                    best[found].info = min(best[found].info, info)
                } else {
                    best.append((slot, info))
                }
            }
        }
        flush()
        var wordBytes: [UInt8] = []
        var wordStarts: [UInt32] = [0]
        for (word, _) in sorted {
            wordBytes += word.utf8
            wordStarts.append(UInt32(wordBytes.count))
        }
        return Tables(wordBytes: wordBytes, wordStarts: wordStarts, starts: starts, postings: postings)
    }

    /// Splits meanings into lowercased words, each with how well it alone would match the meaning
    /// (a posting's info: see `postings`).
    struct Scanner {
        private var scratch: [EnglishWords.Word] = []
        private var lowered: [UInt8] = []

        mutating func read(_ meaning: UnsafeRawBufferPointer, position: Int, glosses: Int, _ body: (String, UInt32) -> Void) {
            EnglishWords.split(meaning, into: &scratch)
            let main = scratch.filter(\.isMain)
            for word in scratch {
                lowered.removeAll(keepingCapacity: true)
                for offset in word.range { lowered.append(EnglishWords.lowercased(meaning[offset])) }
                let exactness: Exactness
                if main.count == 1 && main[0].range == word.range {
                    exactness = .exact
                } else if main.first?.range == word.range {
                    exactness = .prefix
                } else {
                    exactness = .contained
                }
                let info = UInt32(WordPostings.code(exactness)) << 6 | UInt32(min(position, 15)) << 2 | UInt32(min(max(glosses, 1), 4) - 1)
                body(String(decoding: lowered, as: UTF8.self), info)
            }
        }
    }

    /// Calls `body` for every entry whose meanings have `word` (lowercased), with how well the word
    /// alone matches there: exactness, sense position (at most 15) and its gloss count (at most 4).
    func forEach(having word: [UInt8], _ body: (_ id: Int, _ exactness: Exactness, _ position: Int, _ glosses: Int) -> Void) {
        for posting in list(word) {
            let (exactness, position, glosses) = WordPostings.decode(info: posting >> 24)
            body(Int(posting & 0xFF_FFFF), exactness, position, glosses)
        }
    }

    /// A posting's info (its top 8 bits) as exactness, sense position and the sense's gloss count.
    static func decode(info: UInt32) -> (exactness: Exactness, position: Int, glosses: Int) {
        (exactness(code: (info >> 6) & 3), Int((info >> 2) & 15), Int(info & 3) + 1)
    }

    /// Every entry whose meanings have one of `queryWords` (at most 64) in one of its spellings or
    /// a word of its root, increasing, with a bit for each of them it has and the best info of
    /// their postings (`PartialEnglish.Found`).
    func entries(havingAny queryWords: [EnglishQueryWord]) -> [PartialEnglish.Found] {
        var tagged: [UInt64] = []
        for (bit, queryWord) in queryWords.prefix(64).enumerated() {
            for spelling in queryWord.spellings + wordsSharingRoot(with: queryWord) {
                tagged += list(spelling).map { UInt64($0 & 0xFF_FFFF) << 14 | UInt64($0 >> 24) << 6 | UInt64(bit) }
            }
        }
        tagged.sort()
        var entries: [PartialEnglish.Found] = []
        for tag in tagged {
            let entry = Int(tag >> 14)
            let bit: UInt64 = 1 << (tag & 63)
            let info = UInt32((tag >> 6) & 0xFF)
            if entries.last?.word == entry {
                entries[entries.count - 1].bits |= bit
            } else {
                entries.append(PartialEnglish.Found(word: entry, bits: bit, info: info))
            }
        }
        return entries
    }

    /// A posting's two bits of exactness: the word is the meaning (0), begins it (2) or is inside it (3).
    private static func code(_ exactness: Exactness) -> Int {
        switch exactness {
        case .exact: 0
        case .prefix: 2
        default: 3
        }
    }

    private static func exactness(code: UInt32) -> Exactness {
        switch code {
        case 0: .exact
        case 2: .prefix
        default: .contained
        }
    }

    /// The words of the meanings that share `queryWord`'s root and are none of its spellings: those
    /// beginning with the root's needle whose root is the same (`EnglishQueryWord.sharesRoot`).
    func wordsSharingRoot(with queryWord: EnglishQueryWord) -> [[UInt8]] {
        guard let root = queryWord.root else { return [] }
        var found: [[UInt8]] = []
        var index = firstWord(notBefore: root.needle)
        while index < wordStarts.count - 1, let word = self.word(index), word.starts(with: root.needle) {
            if !queryWord.spellings.contains(where: { $0.elementsEqual(word) }) && roots.root(of: index, word) == root.root {
                found.append(Array(word))
            }
            index += 1
        }
        return found
    }

    /// The entries whose meanings have every one of `queryWords` in one of its spellings or, when
    /// `byRoot`, a word of its root, increasing.
    func ids(havingAll queryWords: [EnglishQueryWord], byRoot: Bool) -> [Int] {
        let lists = queryWords.map { ($0.spellings + (byRoot ? wordsSharingRoot(with: $0) : [])).map(list) }
            .sorted { $0.reduce(0) { $0 + $1.count } < $1.reduce(0) { $0 + $1.count } }
        guard let rarest = lists.first else { return [] }
        // One spelling's postings are increasing already; several are merged.
        var result = rarest.count == 1
            ? rarest[0].map { Int($0 & 0xFF_FFFF) } : Set(rarest.flatMap { $0.map { Int($0 & 0xFF_FFFF) } }).sorted()
        for spellings in lists.dropFirst() {
            result = result.filter { id in spellings.contains { $0.containsEntry(UInt32(id)) } }
        }
        return result
    }

    /// The postings of `word`, each of an entry in range; empty for a word no meaning has, or one
    /// whose postings are damaged.
    private func list<Word: Collection>(_ word: Word) -> [UInt32] where Word.Element == UInt8 {
        let low = firstWord(notBefore: word)
        guard low < wordStarts.count - 1, let found = self.word(low), found.elementsEqual(word),
            let bounds = starts.slice(low..<(low + 2))
        else { return [] }
        guard bounds[0] <= bounds[1], let list = postings.slice(Int(bounds[0])..<Int(bounds[1])) else {
            starts.reportDamage()
            return []
        }
        guard list.allSatisfy({ Int($0 & 0xFF_FFFF) < entryCount }) else {
            postings.reportDamage()
            return []
        }
        return Array(list)
    }

    /// The number of the first word not ordered before `word` (the word count if none, or where a
    /// damaged word stopped the search).
    private func firstWord<Word: Collection>(notBefore word: Word) -> Int where Word.Element == UInt8 {
        var low = 0
        var high = wordStarts.count - 1
        while low < high {
            let middle = (low + high) / 2
            guard let other = self.word(middle) else { return wordStarts.count - 1 }
            if other.lexicographicallyPrecedes(word) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Word `n`'s bytes, or nil when they are damaged.
    private func word(_ index: Int) -> UnsafeBufferPointer<UInt8>? {
        guard let bounds = wordStarts.slice(index..<(index + 2)) else { return nil }
        guard bounds[0] <= bounds[1], let bytes = wordBytes.slice(Int(bounds[0])..<Int(bounds[1])) else {
            wordStarts.reportDamage()
            return nil
        }
        return bytes
    }
}

extension [UInt32] {
    /// Whether the postings (increasing by entry) hold entry `id`.
    func containsEntry(_ id: UInt32) -> Bool {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if self[middle] & 0xFF_FFFF < id { low = middle + 1 } else { high = middle }
        }
        return low < endIndex && self[low] & 0xFF_FFFF == id
    }
}
