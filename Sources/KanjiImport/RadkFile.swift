import KanjiDictionary

/// RADKFILE, KRADFILE's companion from the EDRDG: a `$ 化 2 js01` line for each component (the
/// component, its stroke count, then a JIS X 0212 code or image name the importer does not need),
/// followed by lines of the kanji having it. Read only for the stroke counts: KRADFILE writes some
/// components with a stand-in kanji (化 for the 2-stroke ⺅) whose own count is wrong for them, and
/// KANJIDIC2 has no entry for others (｜, ノ). The kanji lines repeat KRADFILE and are skipped.
public enum RadkFile {
    /// Each component's stroke count.
    public static func read(path: String, cancellation: ImportCancellation = ImportCancellation()) throws -> [String: Int] {
        try parse(bytes: EdrdgTextFile.bytes(path: path, cancellation: cancellation), file: path)
    }

    /// Parses the file's bytes; `file` names it in errors.
    public static func parse(bytes: [UInt8], file: String) throws -> [String: Int] {
        var strokes: [String: Int] = [:]
        try EdrdgTextFile.forEachLine(in: bytes, file: file, where: { $0.first == UInt8(ascii: "$") }) { lineNumber, text in
            func failure(_ message: String) -> ImportError { ImportError(file: file, line: lineNumber, message: message) }
            let fields = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 3, fields.count <= 4, fields[0] == "$" else {
                throw failure("expected \"$ COMPONENT STROKES\", not \"\(text.prefix(40))\"")
            }
            let component = String(fields[1])
            guard component.count == 1 else {
                throw failure("component \"\(component.prefix(10))\" is more than one character")
            }
            guard let count = Int(fields[2]), KanjiEntry.strokeCounts.contains(count) else {
                let range = KanjiEntry.strokeCounts
                throw failure("the stroke count of \(component) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \"\(fields[2].prefix(10))\"")
            }
            if strokes[component] != nil {
                throw failure("component \(component) is listed twice")
            }
            strokes[component] = count
        }
        return strokes
    }
}
