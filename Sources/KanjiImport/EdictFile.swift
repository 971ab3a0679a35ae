import Foundation
import KanjiDictionary

/// What the importer takes from EDICT: the date in its header line and its entries, in file order.
public struct EdictFile: Equatable, Sendable {
    /// The header's "Created: YYYY-MM-DD", quoted in the dictionary's `source` field.
    public var created: String?
    public var words: [WordEntry]

    public init(created: String?, words: [WordEntry]) {
        self.created = created
        self.words = words
    }

    /// How many lines pass between two looks at the cancellation flag and two progress reports.
    static let checkInterval = 4096

    /// The header line starts with an ideographic space and three full-width question marks.
    static let headerPrefix = "\u{3000}？？？ /"

    /// Reads an EDICT file (EUC-JP). `commonOnly` keeps only the entries marked (P).
    public static func read(
        path: String, commonOnly: Bool = false, cancellation: ImportCancellation = ImportCancellation(),
        progress: (ImportProgress) -> Void = { _ in }
    ) throws -> EdictFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ImportError(file: path, message: "cannot open the file")
        }
        return try parse(bytes: [UInt8](data), file: path, commonOnly: commonOnly, cancellation: cancellation, progress: progress)
    }

    /// Parses EDICT's bytes; `file` names it in errors.
    public static func parse(
        bytes: [UInt8], file: String, commonOnly: Bool = false, cancellation: ImportCancellation = ImportCancellation(),
        progress: (ImportProgress) -> Void = { _ in }
    ) throws -> EdictFile {
        guard let decoder = EUCJPDecoder() else {
            throw ImportError(file: file, message: "this system's iconv cannot convert EUC-JP")
        }
        var result = EdictFile(created: nil, words: [])
        var lineNumber = 0
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            var line = bytes[start..<end]
            start = end + 1
            lineNumber += 1
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            if lineNumber % checkInterval == 0 {
                try cancellation.check()
                progress(ImportProgress(stage: .words, count: result.words.count, fraction: Double(end) / Double(bytes.count)))
            }
            guard let text = decoder.decode(line) else {
                throw ImportError(file: file, line: lineNumber, message: "this line is not valid EUC-JP text (EDICT files are EUC-JP)")
            }
            if lineNumber == 1 {
                result.created = try header(text, file: file)
                continue
            }
            if text.isEmpty { continue }
            do {
                let entry = try EdictLine.parse(text)
                if entry.common || !commonOnly { result.words.append(entry) }
            } catch {
                throw ImportError(file: file, line: lineNumber, message: "malformed entry: \(error.reason)")
            }
        }
        guard lineNumber > 0 else { throw ImportError(file: file, message: "the file is empty") }
        progress(ImportProgress(stage: .words, count: result.words.count, fraction: 1))
        return result
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
