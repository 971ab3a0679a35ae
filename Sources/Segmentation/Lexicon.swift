import KanjiDictionary

/// Every spelling of every word (written form, other forms, readings), found by its
/// exact text: what segmentation asks at each position of a sentence ("is 友達 a word? 友達と?").
/// Kept as one sorted array of (hash, word) pairs, checked against the word's own bytes on a hit,
/// so the index is 12 bytes a spelling and holds no strings; and the hashes of every spelling's
/// beginnings, so that longest match stops lengthening a text as soon as no spelling begins so.
public final class Lexicon: Sendable {
    /// The words, a loaded dictionary's or an import's (``LexiconWords``).
    public let words: any LexiconWords
    /// (FNV-1a hash of the spelling's UTF-8) << 32 would lose bits; kept as two arrays instead.
    private let hashes: [UInt64]
    private let wordNumbers: [Int32]
    /// The hashes (their low 32 bits: a collision costs a look-up, never a word) of every proper
    /// beginning of two characters or more of every spelling (友達 of 友達付き合い), sorted, each once.
    private let prefixHashes: [UInt32]
    /// The longest spelling, in Unicode scalars: longest match never tries a longer text.
    public let longestSpelling: Int

    /// Which of a word's spellings matched.
    public enum Spelling: Equatable, Sendable {
        case written
        case reading
    }

    public struct Match: Equatable, Sendable {
        public var word: Int
        public var spelling: Spelling
    }

    /// A loaded dictionary's words.
    public convenience init(store: KanjiStore) {
        self.init(words: store)
    }

    public init(words: any LexiconWords) {
        self.words = words
        var pairs: [(UInt64, Int32)] = []
        pairs.reserveCapacity(words.wordCount * 3)
        var prefixes: [UInt32] = []
        prefixes.reserveCapacity(words.wordCount * 6)
        var longest = 0
        for index in 0..<words.wordCount {
            words.forEachSpelling(of: index) { bytes, _ in
                guard !bytes.isEmpty else { return }
                // FNV-1a is built byte by byte: its state where a scalar starts is the hash of what precedes it.
                var hash = Lexicon.emptyHash
                var scalars = 0
                for byte in bytes {
                    if byte & 0xC0 != 0x80 {
                        if scalars >= 2 { prefixes.append(UInt32(truncatingIfNeeded: hash)) }
                        scalars += 1
                    }
                    hash = Lexicon.hash(hash, byte)
                }
                pairs.append((hash, Int32(index)))
                longest = max(longest, scalars)
            }
        }
        pairs.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        // A word whose two spellings are the same text (a kana word and its reading) once.
        var hashes: [UInt64] = []
        var numbers: [Int32] = []
        hashes.reserveCapacity(pairs.count)
        numbers.reserveCapacity(pairs.count)
        for (hash, word) in pairs where !(hashes.last == hash && numbers.last == word) {
            hashes.append(hash)
            numbers.append(word)
        }
        self.hashes = hashes
        wordNumbers = numbers
        prefixes.withUnsafeMutableBufferPointer { $0.sort() }
        var uniquePrefixes: [UInt32] = []
        uniquePrefixes.reserveCapacity(prefixes.count / 2)
        for hash in prefixes where uniquePrefixes.last != hash { uniquePrefixes.append(hash) }
        prefixHashes = uniquePrefixes
        longestSpelling = longest
    }

    /// Whether some spelling may have the text hashed to `hash` (``hash(_:_:)``): a hash collision
    /// may say yes wrongly, never no.
    func isSpelling(hash: UInt64) -> Bool { Lexicon.firstIndex(of: hash, in: hashes) < hashes.count }

    /// Whether some spelling may begin with the text hashed to `hash`, `length` characters long,
    /// and go on past it (any one character may).
    func beginsSpelling(hash: UInt64, length: Int) -> Bool {
        length < 2 || Lexicon.firstIndex(of: UInt32(truncatingIfNeeded: hash), in: prefixHashes) < prefixHashes.count
    }

    /// Where `hash` is in the sorted `array`, or `array.count` when it is not there.
    private static func firstIndex<Hash: FixedWidthInteger>(of hash: Hash, in array: [Hash]) -> Int {
        var low = 0
        var high = array.count
        while low < high {
            let middle = (low + high) / 2
            if array[middle] < hash { low = middle + 1 } else { high = middle }
        }
        return low < array.count && array[low] == hash ? low : array.count
    }

    /// The words having `text` (UTF-8) as a spelling, in file order, each once: written form
    /// first when a word has the text both ways.
    public func matches(_ text: UnsafeRawBufferPointer) -> [Match] {
        let hash = Lexicon.hash(text)
        var low = Lexicon.firstIndex(of: hash, in: hashes)
        var found: [Match] = []
        while low < hashes.count, hashes[low] == hash {
            let word = Int(wordNumbers[low])
            if let spelling = spelling(of: word, equalTo: text) { found.append(Match(word: word, spelling: spelling)) }
            low += 1
        }
        return found
    }

    public func matches(_ text: String) -> [Match] {
        var text = text
        return text.withUTF8 { matches(UnsafeRawBufferPointer($0)) }
    }

    /// Whether some word has `text` as a spelling.
    public func contains(_ text: String) -> Bool { !matches(text).isEmpty }

    /// How word `word` has `text` as a spelling (written first), nil when it does not.
    private func spelling(of word: Int, equalTo text: UnsafeRawBufferPointer) -> Spelling? {
        var found: Spelling?
        words.forEachSpelling(of: word) { bytes, spelling in
            if found == nil, bytes.elementsEqual(text) { found = spelling }
        }
        return found
    }

    /// FNV-1a, 64 bits.
    static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        bytes.reduce(emptyHash, hash)
    }

    /// FNV-1a's state before any byte.
    static let emptyHash: UInt64 = 0xcbf2_9ce4_8422_2325

    /// FNV-1a's state after one more byte.
    static func hash(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// FNV-1a's state after one more scalar (its UTF-8).
    static func hash(_ hash: UInt64, _ scalar: Unicode.Scalar) -> UInt64 {
        UTF8.encode(scalar)?.reduce(hash, Lexicon.hash) ?? hash
    }
}
