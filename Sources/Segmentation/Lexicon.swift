import KanjiDictionary

/// Every spelling of every word but the names (written form, other forms, readings), found by its
/// exact text: what segmentation asks at each position of a sentence ("is 友達 a word? 友達と?").
/// Kept as one sorted array of (hash, word) pairs, checked against the word's own bytes on a hit,
/// so the index is 12 bytes a spelling and holds no strings; and the hashes of every spelling's
/// beginnings, so that longest match stops lengthening a text as soon as no spelling begins so.
/// A loaded dictionary's image keeps these arrays (``imageAttachment``), so a start maps them.
public final class Lexicon: Sendable {
    /// The words, a loaded dictionary's or an import's (``LexiconWords``).
    public let words: any LexiconWords
    /// The sorted arrays (``LexiconTables``): (FNV-1a hash of the spelling's UTF-8, word) as two
    /// arrays, and the hashes (their low 32 bits: a collision costs a look-up, never a word) of
    /// every proper beginning of two characters or more of every spelling.
    private let tables: LexiconTables
    /// The longest spelling, in Unicode scalars: longest match never tries a longer text.
    public var longestSpelling: Int { tables.longestSpelling }

    /// Which of a word's spellings matched.
    public enum Spelling: Equatable, Sendable {
        case written
        case reading
    }

    public struct Match: Equatable, Sendable {
        public var word: Int
        public var spelling: Spelling
    }

    /// A loaded dictionary's words: the arrays its image keeps, mapped, or else (no image, one
    /// without them, or theirs damaged, which marks the image to be rebuilt) built now.
    public convenience init(store: KanjiStore) {
        let mapped = store.attachment(Lexicon.imageAttachment.key).flatMap { LexiconTables.open($0, wordCount: store.wordCount) }
        self.init(words: store, tables: mapped ?? LexiconTables.made(of: store))
    }

    /// Builds the arrays of `words` now.
    public convenience init(words: any LexiconWords) {
        self.init(words: words, tables: LexiconTables.made(of: words))
    }

    private init(words: any LexiconWords, tables: LexiconTables) {
        self.words = words
        self.tables = tables
    }

    /// Whether this lexicon's arrays are the ones the store's image keeps, mapped.
    public var isMapped: Bool { tables.isMapped }

    /// What the dictionary's image keeps of segmentation: the lexicon's arrays, under a key naming
    /// their layout and the program that built them.
    public static let imageAttachment = ImageAttachment(
        key: "lexicon/\(LexiconTables.version)/\(ImageAttachment.programBuild)", label: "listing every spelling"
    ) { store in
        LexiconTables.bytes(of: store)
    }

    /// Whether some spelling may have the text hashed to `hash` (``hash(_:_:)``): a hash collision
    /// may say yes wrongly, never no.
    func isSpelling(hash: UInt64) -> Bool { Lexicon.firstIndex(of: hash, in: tables.hashes) < tables.hashes.count }

    /// Whether some spelling may begin with the text hashed to `hash`, `length` characters long,
    /// and go on past it (any one character may).
    func beginsSpelling(hash: UInt64, length: Int) -> Bool {
        length < 2 || Lexicon.firstIndex(of: UInt32(truncatingIfNeeded: hash), in: tables.prefixHashes) < tables.prefixHashes.count
    }

    /// Where `hash` is in the sorted `array`, or `array.count` when it is not there.
    private static func firstIndex<Hash: FixedWidthInteger>(of hash: Hash, in array: UnsafeBufferPointer<Hash>) -> Int {
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
        let hashes = tables.hashes
        var low = Lexicon.firstIndex(of: hash, in: hashes)
        var found: [Match] = []
        while low < hashes.count, hashes[low] == hash {
            let word = Int(tables.words[low])
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

    /// FNV-1a, 64 bits, of the text's UTF-8, from `start` (another text's hash: the two joined),
    /// read from the string's own storage: the view's iterator cost 17 instructions a byte.
    static func hash(_ text: String, from start: UInt64 = emptyHash) -> UInt64 {
        text.utf8.withContiguousStorageIfAvailable { $0.reduce(start, hash) } ?? text.utf8.reduce(start, hash)
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
