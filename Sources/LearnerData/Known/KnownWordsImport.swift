import Foundation

/// The words a file brings for `kanji-list known import`: one word a line, or the notes of an
/// Anki export, the word taken from each note's first field. Anki's "Notes in Plain Text"
/// (2.1.55 and later) and `kanji-list bookmarks --format anki` open with header lines
/// (`#separator:tab`, `#html:true`, `#guid column:1`, `#notetype column:2`, `#deck column:3`,
/// `#tags column:N`) saying how to read the rest; a field may be quoted ("…", quotes doubled) and
/// then hold the separator or line breaks; with `#html:true` its tags are dropped and entities
/// read; a reading in brackets after a word (日本[にほん], the Japanese add-on's furigana) is left out.
public enum KnownWordsImport {
    public struct Outcome: Equatable, Sendable {
        /// The words found, in the file's order, each once.
        public var words: [String] = []
        /// A line for each note or line skipped: its number and why.
        public var skipped: [String] = []
    }

    public static func read(_ text: String) -> Outcome {
        // "\r\n" is one Character: split on every kind of line end.
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var header = Header()
        var headerCount = 0
        while headerCount < lines.count, lines[headerCount].hasPrefix("#"), header.take(lines[headerCount]) { headerCount += 1 }
        var outcome = Outcome()
        var seen = Set<String>()
        func keep(_ field: String, line: Int) {
            let word = cleaned(field, html: header.html)
            do {
                let subject = try StudySubject(checking: word, kind: .word)
                if seen.insert(subject.text).inserted { outcome.words.append(subject.text) }
            } catch {
                outcome.skipped.append("line \(line): \(error)")
            }
        }
        if headerCount == 0 && !text.contains("\t") {
            for (offset, line) in lines.enumerated() where !line.allSatisfy(\.isWhitespace) && !line.hasPrefix("#") {
                keep(String(line), line: offset + 1)
            }
            return outcome
        }
        lines.removeFirst(headerCount)
        for record in records(lines, separator: header.separator, firstLine: headerCount + 1) {
            guard let field = record.fields.dropFirst(header.firstFieldColumn - 1).first, !field.allSatisfy(\.isWhitespace) else {
                if !record.fields.allSatisfy({ $0.isEmpty }) { outcome.skipped.append("line \(record.line): no word in its first field") }
                continue
            }
            keep(field, line: record.line)
        }
        return outcome
    }

    /// What an Anki export's header lines say.
    struct Header {
        var separator: Character = "\t"
        var html = false
        /// The columns Anki fills with other than fields (guid, note type, deck), 1-based.
        var metadataColumns: Set<Int> = []

        /// The column of the note's first field: the first one no metadata takes.
        var firstFieldColumn: Int { (1...).first { !metadataColumns.contains($0) } ?? 1 }

        /// Takes one header line; false for a line that is no header of Anki's (a comment).
        mutating func take(_ line: Substring) -> Bool {
            guard let colon = line.firstIndex(of: ":") else { return false }
            let key = line[line.index(after: line.startIndex)..<colon], value = line[line.index(after: colon)...]
            switch key {
            case "separator":
                let names: [Substring: Character] = ["tab": "\t", "comma": ",", "semicolon": ";", "space": " ", "pipe": "|", "colon": ":"]
                guard let separator = names[value] ?? (value.count == 1 ? value.first : nil) else { return false }
                self.separator = separator
            case "html": html = value == "true"
            case "guid column", "notetype column", "deck column":
                guard let column = Int(value) else { return false }
                metadataColumns.insert(column)
            case "tags column", "notetype", "deck", "columns", "tags", "if matches": break
            default: return false
            }
            return true
        }
    }

    struct Record {
        var line: Int
        var fields: [String]
    }

    /// The notes, as Anki's CSV reader reads them: a quoted field may span lines.
    static func records(_ lines: [Substring], separator: Character, firstLine: Int) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field = ""
        var quoted = false, wasQuoted = false
        var start = firstLine
        for (offset, line) in lines.enumerated() {
            if !quoted { start = firstLine + offset }
            var characters = line.makeIterator()
            var pending: Character? = nil
            while let character = pending ?? characters.next() {
                pending = nil
                if quoted {
                    if character == "\"" {
                        let next = characters.next()
                        if next == "\"" { field.append("\"") } else { quoted = false; pending = next }
                    } else {
                        field.append(character)
                    }
                } else if character == "\"", field.isEmpty, !wasQuoted {
                    quoted = true
                    wasQuoted = true
                } else if character == separator {
                    fields.append(field)
                    (field, wasQuoted) = ("", false)
                } else {
                    field.append(character)
                }
            }
            if quoted {
                field.append("\n")
                continue
            }
            fields.append(field)
            if !(fields.count == 1 && fields[0].isEmpty) { records.append(Record(line: start, fields: fields)) }
            (fields, field, wasQuoted) = ([], "", false)
        }
        if quoted || !field.isEmpty { records.append(Record(line: start, fields: fields + [field])) }
        return records
    }

    /// A field as a word: its first line (a line break, or in HTML a <br> or a block's end, ends
    /// it: our export puts the sentence met under the word), HTML read where the export keeps it,
    /// a reading in brackets dropped, spaces trimmed.
    static func cleaned(_ field: String, html: Bool) -> String {
        var text = field
        if html {
            text = text.replacingOccurrences(of: "<(br|/div|/p)[^>]*>", with: "\n", options: [.regularExpression, .caseInsensitive])
            text = text.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
            for (entity, character) in [("&nbsp;", " "), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
                text = text.replacingOccurrences(of: entity, with: character)
            }
        }
        text = text.replacingOccurrences(of: "\\[[^\\]]*\\]", with: "", options: .regularExpression)
        let line = text.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) } ?? ""
        return line.trimmingCharacters(in: .whitespaces)
    }
}
