import KanjiDictionary

/// A ``Lexicon``'s sorted arrays as one run of bytes, so the dictionary's image can keep them
/// (``Lexicon/imageAttachment``) and a start maps them instead of building them (0.18G
/// instructions on the bundled dictionary, ten times that on all of JMdict). A header, then the
/// spellings' hashes (64-bit), their words (32-bit) and the beginnings' hashes (32-bit), one
/// after another. Bytes from an image are never trusted: opening checks every page against its
/// hash, the header against the bytes and the dictionary, every word number, and the order a
/// binary search needs.
struct LexiconTables: @unchecked Sendable {
    /// Sorted, a spelling's hash once a word (see ``Lexicon``).
    let hashes: UnsafeBufferPointer<UInt64>
    /// The word of each hash, `0..<wordCount`.
    let words: UnsafeBufferPointer<Int32>
    /// Sorted, each once.
    let prefixHashes: UnsafeBufferPointer<UInt32>
    let longestSpelling: Int
    /// Whether the bytes are in a dictionary's image, rather than made by this process.
    let isMapped: Bool
    /// Keeps the bytes the buffers point into alive.
    private let source: AttachedBytes

    /// "KLLEXICO", then the layout's version: raised whenever the layout or the hash changes.
    private static let magic: UInt64 = 0x4F43_4958_454C_4C4B
    static let version: UInt32 = 1
    /// Magic, version, word count, longest spelling, zero, spelling count, beginning count.
    private static let headerSize = 8 + 4 * 4 + 8 * 2
    /// Longer than any spelling: a value past it is damage (a longest match would try every length).
    private static let longestPossible = 1 << 12

    /// The tables of `words`, as bytes.
    static func bytes(of words: any LexiconWords) -> [UInt8] {
        let built = build(words)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(headerSize + built.hashes.count * 12 + built.prefixes.count * 4)
        append(magic, to: &bytes)
        for value in [version, UInt32(words.wordCount), UInt32(built.longest), 0] { append(value, to: &bytes) }
        append(UInt64(built.hashes.count), to: &bytes)
        append(UInt64(built.prefixes.count), to: &bytes)
        built.hashes.withUnsafeBytes { bytes += $0 }
        built.words.withUnsafeBytes { bytes += $0 }
        built.prefixes.withUnsafeBytes { bytes += $0 }
        return bytes
    }

    /// The tables in `source` if they are whole, of this version, made for `wordCount` words and
    /// in order; nil otherwise (and then the image they came from is marked damaged, so it is
    /// rebuilt).
    static func open(_ source: AttachedBytes, wordCount: Int) -> LexiconTables? {
        guard let tables = checked(source, wordCount: wordCount, isMapped: true) else {
            source.markDamaged()
            return nil
        }
        return tables
    }

    /// Tables of bytes this process made, which always open.
    static func made(of words: any LexiconWords) -> LexiconTables {
        let source = AttachedBytes(derived: bytes(of: words))
        guard let tables = checked(source, wordCount: words.wordCount, isMapped: false) else { preconditionFailure("a lexicon just made does not open") }
        return tables
    }

    private static func checked(_ source: AttachedBytes, wordCount: Int, isMapped: Bool) -> LexiconTables? {
        let bytes = source.bytes
        guard bytes.count >= headerSize, let base = bytes.baseAddress, Int(bitPattern: base) % 8 == 0,
            source.intact(0..<bytes.count),
            bytes.load(as: UInt64.self) == magic,
            bytes.load(fromByteOffset: 8, as: UInt32.self) == version,
            bytes.load(fromByteOffset: 12, as: UInt32.self) == UInt32(truncatingIfNeeded: wordCount)
        else { return nil }
        let longest = Int(bytes.load(fromByteOffset: 16, as: UInt32.self))
        let spellings = bytes.load(fromByteOffset: 24, as: UInt64.self)
        let prefixes = bytes.load(fromByteOffset: 32, as: UInt64.self)
        let room = UInt64(bytes.count - headerSize)
        guard longest <= longestPossible, spellings <= room / 12, prefixes <= room / 4,
            UInt64(headerSize) + spellings * 12 + prefixes * 4 == UInt64(bytes.count)
        else { return nil }
        let hashStart = base + headerSize
        let wordStart = hashStart + Int(spellings) * 8
        let prefixStart = wordStart + Int(spellings) * 4
        let tables = LexiconTables(
            hashes: UnsafeBufferPointer(start: hashStart.assumingMemoryBound(to: UInt64.self), count: Int(spellings)),
            words: UnsafeBufferPointer(start: wordStart.assumingMemoryBound(to: Int32.self), count: Int(spellings)),
            prefixHashes: UnsafeBufferPointer(start: prefixStart.assumingMemoryBound(to: UInt32.self), count: Int(prefixes)),
            longestSpelling: longest, isMapped: isMapped, source: source)
        return tables.isInOrder(wordCount: wordCount) ? tables : nil
    }

    /// Whether every word number is one of the dictionary's and both hash arrays are sorted: each
    /// loop gathers its verdict without a branch, so it vectorizes (all of JMdict's 617,049
    /// spellings are checked at each start that segments).
    private func isInOrder(wordCount: Int) -> Bool {
        // A negative number is a large one as unsigned.
        var largest: UInt32 = 0
        for word in words { largest = max(largest, UInt32(bitPattern: word)) }
        var unsorted: UInt8 = 0
        for index in hashes.indices.dropFirst() { unsorted |= hashes[index - 1] > hashes[index] ? 1 : 0 }
        for index in prefixHashes.indices.dropFirst() { unsorted |= prefixHashes[index - 1] >= prefixHashes[index] ? 1 : 0 }
        return (words.isEmpty || Int(largest) < wordCount) && unsorted == 0
    }

    /// Every spelling of every word hashed and sorted, and every proper beginning of two
    /// characters or more (友達 of 友達付き合い) hashed, sorted, each once.
    private static func build(_ words: any LexiconWords) -> (hashes: [UInt64], words: [Int32], prefixes: [UInt32], longest: Int) {
        var pairs: [(UInt64, Int32)] = []
        pairs.reserveCapacity(words.spelledWordCount * 3)
        var prefixes: [UInt32] = []
        prefixes.reserveCapacity(words.spelledWordCount * 6)
        var longest = 0
        for index in 0..<words.spelledWordCount {
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
        prefixes.withUnsafeMutableBufferPointer { $0.sort() }
        var uniquePrefixes: [UInt32] = []
        uniquePrefixes.reserveCapacity(prefixes.count / 2)
        for hash in prefixes where uniquePrefixes.last != hash { uniquePrefixes.append(hash) }
        return (hashes, numbers, uniquePrefixes, longest)
    }

    private static func append<Value: FixedWidthInteger>(_ value: Value, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }
}
