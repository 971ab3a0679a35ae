/// KRADFILE, the EDRDG's list of each kanji's components ("明 : 月 日"): UTF-8 (kradfile-u,
/// kradfile.utf8) or the original EUC-JP, either gzip-compressed or plain.
public enum KradFile {
    /// Each kanji's components in the file's order.
    public static func read(path: String, cancellation: ImportCancellation = ImportCancellation()) throws -> [Unicode.Scalar: [String]] {
        try parse(bytes: EdrdgTextFile.bytes(path: path, cancellation: cancellation), file: path)
    }

    /// Parses the file's bytes; `file` names it in errors.
    public static func parse(bytes: [UInt8], file: String) throws -> [Unicode.Scalar: [String]] {
        var components: [Unicode.Scalar: [String]] = [:]
        try EdrdgTextFile.forEachLine(in: bytes, file: file) { lineNumber, text in
            let halves = text.split(separator: " : ", maxSplits: 1, omittingEmptySubsequences: false)
            let kanji = halves[0]
            guard halves.count == 2, kanji.unicodeScalars.count == 1, let scalar = kanji.unicodeScalars.first else {
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
        guard !components.isEmpty else {
            throw ImportError(file: file, message: "no \"KANJI : COMPONENT …\" lines: not KRADFILE")
        }
        return components
    }
}
