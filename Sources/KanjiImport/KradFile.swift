import Foundation

/// KRADFILE, the EDRDG's list of each kanji's components ("明 : 月 日"): UTF-8 (kradfile-u,
/// kradfile.utf8) or the original EUC-JP, either gzip-compressed or plain.
public enum KradFile {
    /// Each kanji's components in the file's order.
    public static func read(path: String, cancellation: ImportCancellation = ImportCancellation()) throws -> [Unicode.Scalar: [String]] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ImportError(file: path, message: "cannot open the file")
        }
        let bytes = data.starts(with: [0x1F, 0x8B])
            ? try GzipReader.contents(ofFile: path, cancellation: cancellation) : [UInt8](data)
        return try parse(bytes: bytes, file: path)
    }

    /// Parses the file's bytes; `file` names it in errors.
    public static func parse(bytes: [UInt8], file: String) throws -> [Unicode.Scalar: [String]] {
        let eucJP = String(validating: bytes, as: UTF8.self) == nil ? EUCJPDecoder() : nil
        var components: [Unicode.Scalar: [String]] = [:]
        var lineNumber = 0
        for rawLine in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.last == UInt8(ascii: "\r") ? rawLine.dropLast() : rawLine
            if line.isEmpty || line.first == UInt8(ascii: "#") { continue }
            guard let text = eucJP.map({ $0.decode(line) }) ?? String(validating: line, as: UTF8.self) else {
                throw ImportError(file: file, line: lineNumber, message: "this line is neither UTF-8 nor EUC-JP text")
            }
            let halves = text.split(separator: " : ", maxSplits: 1, omittingEmptySubsequences: false)
            let kanji = halves[0].unicodeScalars
            guard halves.count == 2, kanji.count == 1, let scalar = kanji.first else {
                throw ImportError(file: file, line: lineNumber, message: "expected \"KANJI : COMPONENT …\", not \"\(text.prefix(40))\"")
            }
            let parts = halves[1].split(separator: " ").map(String.init)
            guard !parts.isEmpty else {
                throw ImportError(file: file, line: lineNumber, message: "kanji \(kanji) has no components listed")
            }
            if components[scalar] != nil {
                throw ImportError(file: file, line: lineNumber, message: "kanji \(kanji) is listed twice")
            }
            components[scalar] = parts
        }
        return components
    }
}
