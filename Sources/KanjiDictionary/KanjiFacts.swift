/// Each kanji's numbers, in file order, without the rest of its entry: what the All list sorts by
/// and the browser's first frame needs. Decoding every entry at full size pages in and checks
/// every page of the kanji's text and stroke paths; these are kept in the dictionary's image as a
/// small table of their own (`imageAttachment`), read in place: a header, then five 32-bit
/// numbers a kanji. Reading checks the table's size against the store, the pages' hashes and
/// every number; a table that fails is marked damaged (so the image is rebuilt) and the numbers
/// are decoded from the entries instead.
public struct KanjiFacts: Sendable {
    /// One kanji's numbers, as its ``KanjiEntry`` has them (nil where absent).
    public struct Row: Sendable, Equatable {
        public let frequency: Int?
        public let jlptLevel: Int?
        public let grade: Int?
        public let strokes: Int?
        public let radical: Int?

        public init(_ kanji: KanjiEntry) {
            self.init(frequency: kanji.frequency, jlptLevel: kanji.jlptLevel, grade: kanji.grade, strokes: kanji.strokes, radical: kanji.radical)
        }

        init(frequency: Int?, jlptLevel: Int?, grade: Int?, strokes: Int?, radical: Int?) {
            (self.frequency, self.jlptLevel, self.grade, self.strokes, self.radical) = (frequency, jlptLevel, grade, strokes, radical)
        }

        /// As stored: 0 for absent, as the format's numbers are never 0.
        fileprivate var stored: [Int32]? {
            let values = [frequency, jlptLevel, grade, strokes, radical].map { $0 ?? 0 }
            guard values.allSatisfy({ $0 > 0 && $0 <= Int(Int32.max) || $0 == 0 }) else { return nil }
            return values.map { Int32($0) }
        }

        fileprivate init(stored: [Int32]) {
            let value = { (field: Int) in stored[field] == 0 ? nil : Int(stored[field]) }
            self.init(frequency: value(0), jlptLevel: value(1), grade: value(2), strokes: value(3), radical: value(4))
        }
    }

    /// Kanji `index`'s numbers (`0..<count`, file order).
    public let rows: [Row]

    /// "KLFACTS1" (the layout's version in its last byte), then the kanji count and a spare word.
    private static let magic: UInt64 = 0x3153_5443_4146_4C4B
    private static let headerSize = 16
    private static let fields = 5

    /// The store's table: read from its image when there is one that passes every check, else
    /// decoded from its entries (a store without an image, or one whose table is damaged).
    public init(store: KanjiStore) {
        if let bytes = store.attachment(Self.imageAttachment.key) {
            if let rows = Self.read(bytes, kanjiCount: store.kanjiCount) {
                self.rows = rows
                return
            }
            // A header alone was written for numbers that do not fit: nothing damaged.
            if bytes.bytes.count != Self.headerSize { bytes.markDamaged() }
        }
        rows = Self.decoded(store)
    }

    /// What the image keeps: this table's bytes, under a key naming their layout and program build.
    public static let imageAttachment = ImageAttachment(
        key: "kanji-facts/1/\(ImageAttachment.programBuild)", label: "tabling the kanji"
    ) { store in
        bytes(of: decoded(store))
    }

    private static func decoded(_ store: KanjiStore) -> [Row] {
        (0..<store.kanjiCount).map { Row(store.kanji(at: $0)) }
    }

    /// The table's bytes; a header alone (no rows) when a number does not fit, so the numbers are
    /// decoded from the entries each time rather than stored wrong.
    static func bytes(of rows: [Row]) -> [UInt8] {
        let stored = rows.compactMap(\.stored)
        var bytes: [UInt8] = []
        withUnsafeBytes(of: magic.littleEndian) { bytes += $0 }
        withUnsafeBytes(of: UInt32(rows.count).littleEndian) { bytes += $0 }
        withUnsafeBytes(of: UInt32(0)) { bytes += $0 }
        guard stored.count == rows.count else { return bytes }
        for row in stored {
            for value in row { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        }
        return bytes
    }

    /// The rows in `bytes`, or nil when the header, the size, a page or a number is not as written.
    static func read(_ attached: AttachedBytes, kanjiCount: Int) -> [Row]? {
        let bytes = attached.bytes
        let size = headerSize + kanjiCount * fields * 4
        guard bytes.count == size, attached.intact(0..<size),
            UInt64(littleEndian: bytes.loadUnaligned(as: UInt64.self)) == magic,
            Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt32.self))) == kanjiCount
        else { return nil }
        var rows: [Row] = []
        rows.reserveCapacity(kanjiCount)
        var stored = [Int32](repeating: 0, count: fields)
        for kanji in 0..<kanjiCount {
            for field in 0..<fields {
                let value = Int32(littleEndian: bytes.loadUnaligned(fromByteOffset: headerSize + (kanji * fields + field) * 4, as: Int32.self))
                guard value >= 0 else { return nil }
                stored[field] = value
            }
            rows.append(Row(stored: stored))
        }
        return rows
    }
}
