/// Each kanji's numbers, in file order, without the rest of its entry: what the All list sorts by
/// and the browser's first frame needs. Decoding every entry at full size pages in and checks
/// every page of the kanji's text and stroke paths; these are kept in the dictionary's image as a
/// small table of their own (`imageAttachment`), read in place: a header, then five 32-bit
/// numbers a kanji. Reading checks the table's size against the store, the pages' hashes and
/// every number; a table that fails is marked damaged (so the image is rebuilt) and the numbers
/// are decoded from the entries instead.
///
/// A row is read from the table when asked for, not copied out first: 13,108 rows of five
/// optional numbers were 1 MB of fresh heap (80 bytes a row), 256 pages faulted in before the
/// first frame, four times the table's own.
public struct KanjiFacts: RandomAccessCollection, Sendable {
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
    }

    /// Where the rows are: the image's table (checked whole when opened), or decoded entries.
    private enum Source: Sendable {
        case table(AttachedBytes)
        case decoded([Row])
    }

    private let source: Source
    public let count: Int
    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// Kanji `index`'s numbers (`0..<count`, file order).
    public subscript(index: Int) -> Row {
        switch source {
        case .decoded(let rows):
            return rows[index]
        case .table(let attached):
            precondition(indices.contains(index), "kanji \(index) of \(count)")
            let value = { (field: Int) -> Int? in
                let stored = Self.number(field, of: index, in: attached.bytes)
                return stored == 0 ? nil : Int(stored)
            }
            return Row(frequency: value(0), jlptLevel: value(1), grade: value(2), strokes: value(3), radical: value(4))
        }
    }

    /// "KLFACTS1" (the layout's version in its last byte), then the kanji count and a spare word.
    private static let magic: UInt64 = 0x3153_5443_4146_4C4B
    private static let headerSize = 16
    private static let fields = 5

    /// The store's table: read from its image when there is one that passes every check, else
    /// decoded from its entries (a store without an image, or one whose table is damaged).
    public init(store: KanjiStore) {
        if let bytes = store.attachment(Self.imageAttachment.key) {
            if let table = Self.read(bytes, kanjiCount: store.kanjiCount) {
                self = table
                return
            }
            // A header alone was written for numbers that do not fit: nothing damaged.
            if bytes.bytes.count != Self.headerSize { bytes.markDamaged() }
        }
        self.init(rows: Self.decoded(store))
    }

    init(rows: [Row]) {
        source = .decoded(rows)
        count = rows.count
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

    /// The table in `attached`, or nil when the header, the size, a page or a number is not as
    /// written: every number is checked here, so a row read later is one that passed.
    static func read(_ attached: AttachedBytes, kanjiCount: Int) -> KanjiFacts? {
        let bytes = attached.bytes
        let size = headerSize + kanjiCount * fields * 4
        guard bytes.count == size, attached.intact(0..<size),
            UInt64(littleEndian: bytes.loadUnaligned(as: UInt64.self)) == magic,
            Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt32.self))) == kanjiCount
        else { return nil }
        for kanji in 0..<kanjiCount {
            for field in 0..<fields where number(field, of: kanji, in: bytes) < 0 {
                return nil
            }
        }
        return KanjiFacts(source: .table(attached), count: kanjiCount)
    }

    private init(source: Source, count: Int) {
        self.source = source
        self.count = count
    }

    /// Number `field` of kanji `kanji` as stored (0 for absent); the caller has checked the size.
    private static func number(_ field: Int, of kanji: Int, in bytes: UnsafeRawBufferPointer) -> Int32 {
        Int32(littleEndian: bytes.loadUnaligned(fromByteOffset: headerSize + (kanji * fields + field) * 4, as: Int32.self))
    }
}
