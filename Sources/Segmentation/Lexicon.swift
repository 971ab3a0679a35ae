import KanjiDictionary

/// Every spelling of every word of a store (written form, other forms, readings), found by its
/// exact text: what segmentation asks at each position of a sentence ("is 友達 a word? 友達と?").
/// Kept as one sorted array of (hash, word) pairs, checked against the word's own bytes on a hit,
/// so the index is 16 bytes a spelling and holds no strings.
public final class Lexicon: Sendable {
    public let store: KanjiStore
    /// (FNV-1a hash of the spelling's UTF-8) << 32 would lose bits; kept as two arrays instead.
    private let hashes: [UInt64]
    private let words: [Int32]
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

    public init(store: KanjiStore) {
        self.store = store
        var pairs: [(UInt64, Int32)] = []
        pairs.reserveCapacity(store.wordCount * 3)
        var longest = 0
        for index in 0..<store.wordCount {
            store.withWordText(at: index) { text in
                let add = { (bytes: UnsafeRawBufferPointer) in
                    guard !bytes.isEmpty else { return }
                    pairs.append((Lexicon.hash(bytes), Int32(index)))
                    longest = max(longest, bytes.scalarCount)
                }
                add(text.word)
                for position in 0..<text.formCount { add(text.form(position)) }
                for position in 0..<text.readingCount { add(text.reading(position)) }
            }
        }
        pairs.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        // A word whose two spellings are the same text (a kana word and its reading) once.
        var hashes: [UInt64] = []
        var words: [Int32] = []
        hashes.reserveCapacity(pairs.count)
        words.reserveCapacity(pairs.count)
        for (hash, word) in pairs where !(hashes.last == hash && words.last == word) {
            hashes.append(hash)
            words.append(word)
        }
        self.hashes = hashes
        self.words = words
        longestSpelling = longest
    }

    /// The words having `text` (UTF-8) as a spelling, in file order, each once: written form
    /// first when a word has the text both ways.
    public func matches(_ text: UnsafeRawBufferPointer) -> [Match] {
        let hash = Lexicon.hash(text)
        var low = 0
        var high = hashes.count
        while low < high {
            let middle = (low + high) / 2
            if hashes[middle] < hash { low = middle + 1 } else { high = middle }
        }
        var found: [Match] = []
        while low < hashes.count, hashes[low] == hash {
            let word = Int(words[low])
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

    private func spelling(of word: Int, equalTo text: UnsafeRawBufferPointer) -> Spelling? {
        store.withWordText(at: word) { entry in
            if entry.word.elementsEqual(text) { return .written }
            for position in 0..<entry.formCount where entry.form(position).elementsEqual(text) { return .written }
            for position in 0..<entry.readingCount where entry.reading(position).elementsEqual(text) { return .reading }
            return nil
        }
    }

    /// FNV-1a, 64 bits.
    static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }
}
