import KanjiDictionary

/// What the importer takes from KANJIDIC2: its header and every kanji, in file order. Read
/// through libxml2's streaming reader, like JMdict, so the 15 MB of XML is never held whole.
public struct KanjidicFile: Equatable, Sendable {
    public var header: KanjidicHeader
    public var kanji: [KanjiEntry]

    /// How many kanji pass between two looks at the cancellation flag and two progress reports.
    static let checkInterval = 256
    /// The most it reads once inflated: KANJIDIC2 is 15.6 MB (2022), so a file past this is a
    /// compression bomb or not KANJIDIC2.
    static let maxBytes = 256 << 20

    public init(header: KanjidicHeader, kanji: [KanjiEntry]) {
        self.header = header
        self.kanji = kanji
    }

    /// Reads a KANJIDIC2 file, plain or gzip-compressed (the Debian `kanjidic2.xml.gz`).
    public static func read(
        path: String, cancellation: ImportCancellation = ImportCancellation(),
        progress: (ImportProgress) -> Void = { _ in }
    ) throws -> KanjidicFile {
        let reader = try XMLStreamReader(path: path, maxBytes: maxBytes)
        return try read(reader, expectedBytes: InputSize.decompressedBytes(ofFile: path), cancellation: cancellation, progress: progress)
    }

    /// Parses KANJIDIC2's XML in memory; `file` names it in errors.
    public static func parse(
        xml: [UInt8], file: String, cancellation: ImportCancellation = ImportCancellation()
    ) throws -> KanjidicFile {
        try xml.withUnsafeBytes { bytes in
            let reader = try XMLStreamReader(bytes: bytes, file: file)
            return try read(reader, expectedBytes: xml.count, cancellation: cancellation) { _ in }
        }
    }

    private static func read(
        _ reader: XMLStreamReader, expectedBytes: Int?, cancellation: ImportCancellation,
        progress: (ImportProgress) -> Void
    ) throws -> KanjidicFile {
        var builder = KanjidicBuilder(file: reader.file)
        var sawRoot = false
        var field: KanjidicBuilder.Field?
        var text = ""
        // The line a text ends on is exact even deep in the file; an element's may not be.
        var textLine: Int?

        func end(_ name: String) throws {
            if let current = field {
                field = nil
                try builder.store(current, text.trimmingCharacters(in: .whitespacesAndNewlines), line: textLine ?? reader.line)
            } else if name == "character" {
                try builder.finishCharacter()
                if builder.kanji.count % checkInterval == 0 {
                    try cancellation.check()
                    let fraction = expectedBytes.map { min(1, Double(reader.bytesConsumed) / Double(max(1, $0))) } ?? 0
                    progress(ImportProgress(stage: .kanji, count: builder.kanji.count, fraction: fraction))
                }
            }
        }

        while let node = try reader.next(context: builder.lastLiteral.map { "the last kanji read: \($0)" }) {
            switch node {
            case .start(let name, let isEmpty):
                guard sawRoot else {
                    guard name == "kanjidic2" else {
                        throw ImportError(file: reader.file, line: reader.line, message: "not a KANJIDIC2 file: the root element is <\(name)>, not <kanjidic2>")
                    }
                    sawRoot = true
                    continue
                }
                text = ""
                textLine = nil
                field = builder.start(name, line: reader.line, attribute: reader.attribute)
                // The reader reports no end for `<name/>`.
                if isEmpty { try end(name) }
            case .text(let value):
                if field != nil {
                    text += value
                    textLine = reader.line
                }
            case .end(let name):
                try end(name)
            case .entityReference, .comment:
                continue
            }
        }
        guard sawRoot else { throw ImportError(file: reader.file, message: "not a KANJIDIC2 file: no <kanjidic2> element") }
        return KanjidicFile(header: builder.header, kanji: builder.kanji)
    }
}
