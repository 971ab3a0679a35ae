import Foundation
import KanjiDictionary

/// Reads EDICT (EUC-JP, one entry a line): opening it reads the header line, so its date is known
/// before the words (the output names it first); the entries are then handed on one at a time,
/// so only the file's bytes are held, never all of its 180,000 entries.
public final class EdictFile {
    /// How many lines pass between two looks at the cancellation flag and two progress reports.
    static let checkInterval = 4096

    /// The header line starts with an ideographic space and three full-width question marks.
    static let headerPrefix = "\u{3000}？？？ /"

    /// Names the file in errors.
    public let file: String
    /// The header's "Created: YYYY-MM-DD", quoted in the dictionary's `source` field.
    public let created: String?
    private let bytes: [UInt8]
    private let decoder: EUCJPDecoder
    /// Where the line after the header starts.
    private let bodyStart: Int

    /// Opens an EDICT file and reads its header line.
    public convenience init(path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ImportError(file: path, message: "cannot open the file")
        }
        try self.init(bytes: [UInt8](data), file: path)
    }

    /// EDICT's bytes; `file` names them in errors.
    public init(bytes: [UInt8], file: String) throws {
        guard let decoder = EUCJPDecoder() else {
            throw ImportError(file: file, message: "this system's iconv cannot convert EUC-JP")
        }
        guard !bytes.isEmpty else { throw ImportError(file: file, message: "the file is empty") }
        let end = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        guard let text = decoder.decode(Self.withoutCarriageReturn(bytes[..<end])) else {
            throw ImportError(file: file, line: 1, message: "this line is not valid EUC-JP text (EDICT files are EUC-JP)")
        }
        self.file = file
        self.bytes = bytes
        self.decoder = decoder
        created = try Self.header(text, file: file)
        bodyStart = min(end + 1, bytes.endIndex)
    }

    /// Reads the entries after the header, calling `word` for each one kept (all, or only those
    /// marked (P)); an error it throws ends the read. Returns how many were kept.
    @discardableResult
    public func readEntries(
        commonOnly: Bool = false, cancellation: ImportCancellation = ImportCancellation(),
        progress: (ImportProgress) -> Void = { _ in }, word: (WordEntry) throws -> Void
    ) throws -> Int {
        try readLines(parse: EdictLine.parse, cancellation: cancellation, progress: progress) { entry in
            guard entry.common || !commonOnly else { return false }
            try word(entry)
            return true
        }
    }

    /// Reads JMnedict's entries after the header (ENAMDICT, EDICT's format), each a name
    /// (``NameLine``), calling `name` for each; it answers whether it kept the name. Returns how
    /// many were kept.
    @discardableResult
    public func readNames(
        cancellation: ImportCancellation = ImportCancellation(), progress: (ImportProgress) -> Void = { _ in },
        name: (WordEntry) throws -> Bool
    ) throws -> Int {
        try readLines(parse: NameLine.parse, cancellation: cancellation, progress: progress, entry: name)
    }

    /// Each line after the header made an entry by `parse` and handed to `entry`, which answers
    /// whether it kept it; a malformed line is an error naming its number.
    private func readLines(
        parse: (String) throws(EdictLine.Malformed) -> WordEntry, cancellation: ImportCancellation,
        progress: (ImportProgress) -> Void, entry keep: (WordEntry) throws -> Bool
    ) throws -> Int {
        var kept = 0
        var lineNumber = 1
        var start = bodyStart
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            let line = Self.withoutCarriageReturn(bytes[start..<end])
            start = end + 1
            lineNumber += 1
            if lineNumber % Self.checkInterval == 0 {
                try cancellation.check()
                progress(ImportProgress(stage: .words, count: kept, fraction: Double(end) / Double(bytes.count)))
            }
            guard let text = decoder.decode(line) else {
                throw ImportError(file: file, line: lineNumber, message: "this line is not valid EUC-JP text (EDICT files are EUC-JP)")
            }
            if text.isEmpty { continue }
            let entry: WordEntry
            do {
                entry = try parse(text)
            } catch {
                throw ImportError(file: file, line: lineNumber, message: "malformed entry: \(error.reason)")
            }
            if try keep(entry) { kept += 1 }
        }
        progress(ImportProgress(stage: .words, count: kept, fraction: 1))
        return kept
    }

    private static func withoutCarriageReturn(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.last == UInt8(ascii: "\r") ? line.dropLast() : line
    }

    /// The creation date from the header line; a first line that is not a header means the file is
    /// not EDICT (or lost its first line), and is refused rather than guessed at.
    private static func header(_ text: String, file: String) throws -> String? {
        guard text.hasPrefix(headerPrefix) else {
            throw ImportError(file: file, line: 1, message: "expected EDICT's header line (\"　？？？ /EDICT, …/\")")
        }
        let fields = text.split(separator: "/")
        return fields.first { $0.hasPrefix("Created: ") }.map { String($0.dropFirst("Created: ".count)) }
    }
}
