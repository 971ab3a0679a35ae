import KanjiDictionary

/// The search index as one run of bytes, which the dictionary's image keeps as an attachment
/// (`SearchIndex.imageAttachment`) and the index reads in place: a header, then the index's
/// arrays one after another, each 8-byte aligned. The header says where each array is and how
/// many kanji and words the index was built over; opening checks the header's every place and
/// count against the bytes and the store, and the readers check every value they read.
enum SearchIndexLayout {
    /// The arrays, in the order their places are in the header.
    enum Table: Int, CaseIterable {
        case kanjiReadingBytes, kanjiReadingStarts, kanjiReadingEntries
        case kanjiMeaningWordBytes, kanjiMeaningWordStarts, kanjiMeaningStarts, kanjiMeaningPostings
        case wordReadingBytes, wordReadingStarts, wordReadingEntries
        case wordFormBytes, wordFormStarts, wordFormEntries
        case wordMeaningWordBytes, wordMeaningWordStarts, wordMeaningStarts, wordMeaningPostings
        case wordFacts

        /// The key bytes and the English words are bytes; the rest 32-bit integers.
        var elementSize: Int {
            switch self {
            case .kanjiReadingBytes, .kanjiMeaningWordBytes, .wordReadingBytes, .wordFormBytes, .wordMeaningWordBytes: 1
            default: 4
            }
        }
    }

    /// "KLSEARCH", then the layout's version: raised whenever the layout or the meaning of its
    /// numbers changes (3: a word's facts say whether it is read as written; 4: names rank last
    /// and their written forms are among the forms; 5: a rare word's or name's priority is its
    /// Zipf frequency, and a name has a bit of its own).
    private static let magic: UInt64 = 0x4843_5241_4553_4C4B
    static let version: UInt32 = 5
    /// Magic, version, table count, kanji count, word count, then an offset and a count per table.
    private static let headerSize = 8 + 4 * 4 + Table.allCases.count * 16

    /// The index's tables as they were built.
    struct Tables {
        let kanjiReadings: KanaKeyIndex.Tables
        let kanjiMeanings: WordPostings.Tables
        let wordReadings: KanaKeyIndex.Tables
        let wordForms: KanaKeyIndex.Tables
        let wordMeanings: WordPostings.Tables
        let wordFacts: [UInt32]
        let kanjiCount: Int
        let wordCount: Int
    }

    /// The bytes of `tables`.
    static func bytes(of tables: Tables) -> [UInt8] {
        let arrays: [Table: [UInt8]] = [
            .kanjiReadingBytes: tables.kanjiReadings.bytes, .kanjiReadingStarts: raw(tables.kanjiReadings.starts),
            .kanjiReadingEntries: raw(tables.kanjiReadings.entries),
            .kanjiMeaningWordBytes: tables.kanjiMeanings.wordBytes, .kanjiMeaningWordStarts: raw(tables.kanjiMeanings.wordStarts),
            .kanjiMeaningStarts: raw(tables.kanjiMeanings.starts), .kanjiMeaningPostings: raw(tables.kanjiMeanings.postings),
            .wordReadingBytes: tables.wordReadings.bytes, .wordReadingStarts: raw(tables.wordReadings.starts),
            .wordReadingEntries: raw(tables.wordReadings.entries),
            .wordFormBytes: tables.wordForms.bytes, .wordFormStarts: raw(tables.wordForms.starts),
            .wordFormEntries: raw(tables.wordForms.entries),
            .wordMeaningWordBytes: tables.wordMeanings.wordBytes, .wordMeaningWordStarts: raw(tables.wordMeanings.wordStarts),
            .wordMeaningStarts: raw(tables.wordMeanings.starts), .wordMeaningPostings: raw(tables.wordMeanings.postings),
            .wordFacts: raw(tables.wordFacts),
        ]
        var bytes: [UInt8] = []
        append(magic, to: &bytes)
        for value in [version, UInt32(Table.allCases.count), UInt32(tables.kanjiCount), UInt32(tables.wordCount)] {
            append(value, to: &bytes)
        }
        var offset = headerSize
        for table in Table.allCases {
            offset = (offset + 7) / 8 * 8
            let array = arrays[table] ?? []
            append(UInt64(offset), to: &bytes)
            append(UInt64(array.count / table.elementSize), to: &bytes)
            offset += array.count
        }
        for table in Table.allCases {
            bytes += [UInt8](repeating: 0, count: (8 - bytes.count % 8) % 8)
            bytes += arrays[table] ?? []
        }
        return bytes
    }

    /// The places of the tables in `source`, if its header is whole, of this version, built over
    /// `kanjiCount` kanji and `wordCount` words, with every table inside it and the counts that
    /// belong together agreeing; nil otherwise.
    static func open(_ source: AttachedBytes, kanjiCount: Int, wordCount: Int) -> [Table: (offset: Int, count: Int)]? {
        let bytes = source.bytes
        guard bytes.count >= headerSize, source.intact(0..<headerSize),
            bytes.loadUnaligned(as: UInt64.self) == magic,
            bytes.loadUnaligned(fromByteOffset: 8, as: UInt32.self) == version,
            bytes.loadUnaligned(fromByteOffset: 12, as: UInt32.self) == UInt32(Table.allCases.count),
            bytes.loadUnaligned(fromByteOffset: 16, as: UInt32.self) == UInt32(truncatingIfNeeded: kanjiCount),
            bytes.loadUnaligned(fromByteOffset: 20, as: UInt32.self) == UInt32(truncatingIfNeeded: wordCount)
        else { return nil }
        var places: [Table: (offset: Int, count: Int)] = [:]
        for table in Table.allCases {
            let offset = bytes.loadUnaligned(fromByteOffset: 24 + table.rawValue * 16, as: UInt64.self)
            let count = bytes.loadUnaligned(fromByteOffset: 32 + table.rawValue * 16, as: UInt64.self)
            guard offset % 8 == 0, offset >= UInt64(headerSize), offset <= UInt64(bytes.count),
                count <= (UInt64(bytes.count) - offset) / UInt64(table.elementSize)
            else { return nil }
            places[table] = (Int(offset), Int(count))
        }
        func count(_ table: Table) -> Int { places[table]?.count ?? -1 }
        let keysAgree = [
            (Table.kanjiReadingStarts, Table.kanjiReadingEntries), (.wordReadingStarts, .wordReadingEntries),
            (.wordFormStarts, .wordFormEntries),
        ].allSatisfy { count($0) == count($1) + 1 }
        let wordsAgree = [
            (Table.kanjiMeaningWordStarts, Table.kanjiMeaningStarts), (.wordMeaningWordStarts, .wordMeaningStarts),
        ].allSatisfy { count($0) == count($1) && count($0) >= 1 }
        guard keysAgree, wordsAgree, count(.wordFacts) == wordCount else { return nil }
        return places
    }

    private static func raw(_ values: [UInt32]) -> [UInt8] {
        values.withUnsafeBytes { Array($0) }
    }

    private static func append<Value: FixedWidthInteger>(_ value: Value, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }
}
