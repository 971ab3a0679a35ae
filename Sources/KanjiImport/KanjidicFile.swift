import FoundationXML
import Foundation
import KanjiDictionary

/// What the importer takes from KANJIDIC2: its header and every kanji, in file order.
public struct KanjidicFile: Equatable, Sendable {
    public var header: KanjidicHeader
    public var kanji: [KanjiEntry]

    public init(header: KanjidicHeader, kanji: [KanjiEntry]) {
        self.header = header
        self.kanji = kanji
    }

    /// Reads a gzip-compressed KANJIDIC2 file (the Debian `kanjidic2.xml.gz`).
    public static func read(
        gzipFile path: String, cancellation: ImportCancellation = ImportCancellation(),
        progress: (ImportProgress) -> Void = { _ in }
    ) throws -> KanjidicFile {
        let xml = try GzipReader.contents(ofFile: path, cancellation: cancellation) { fraction in
            progress(ImportProgress(stage: .kanji, count: 0, fraction: fraction / 2))
        }
        return try parse(xml: xml, file: path, cancellation: cancellation) { count, fraction in
            progress(ImportProgress(stage: .kanji, count: count, fraction: 0.5 + fraction / 2))
        }
    }

    /// Parses KANJIDIC2's XML; `file` names it in errors.
    public static func parse(
        xml: [UInt8], file: String, cancellation: ImportCancellation = ImportCancellation(),
        progress: (_ count: Int, _ fraction: Double) -> Void = { _, _ in }
    ) throws -> KanjidicFile {
        let totalLines = xml.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        // A stream, not `XMLParser(data:)`: given all 15 MB at once, libxml2 stops at the end with
        // an internal error (its input limit without XML_PARSE_HUGE).
        let parser = XMLParser(stream: InputStream(data: Data(KanjidicDoctype.blankedOut(xml))))
        // The delegate keeps the progress closure, so it must be gone before this block ends.
        let (parsed, failure, errorLine, sawRoot, result) = withoutActuallyEscaping(progress) { progress in
            let delegate = KanjidicParserDelegate(file: file, cancellation: cancellation) { count, line in
                progress(count, Double(line) / Double(totalLines))
            }
            parser.delegate = delegate
            defer { parser.delegate = nil }
            let parsed = parser.parse()
            return (parsed, delegate.failure, delegate.errorLine, delegate.sawRoot, KanjidicFile(header: delegate.header, kanji: delegate.kanji))
        }
        if let failure { throw failure }
        guard parsed else {
            // Foundation on Linux gives only the code (NSXMLParserErrorDomain, e.g. 76: tag name mismatch).
            let code = parser.parserError.map { String(($0 as NSError).code) } ?? "unknown"
            throw ImportError(file: file, line: errorLine ?? parser.lineNumber, message: "malformed XML (XMLParser error \(code))")
        }
        guard sawRoot else {
            throw ImportError(file: file, line: parser.lineNumber, message: "not a KANJIDIC2 file: no <kanjidic2> element")
        }
        return result
    }
}
