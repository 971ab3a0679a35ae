/// What the learner said of a word or kanji, overriding what their reviews say.
public enum KnownMark: String, Sendable, CaseIterable {
    /// Known, whatever the reviews say (K, `known add`, `known import`).
    case known
    /// Known by its reviews, but the learner says not (K on such a word).
    case unknown
    /// Not to be studied (a name the dictionary does not call one).
    case ignored
}

/// The marks file's text: a header line, then one mark a line, `MARK TAB KIND TAB TEXT`
/// (`known	word	日本`), sorted, so a file edited by hand or kept in git diffs well.
enum KnownMarksFormat {
    static let header = "# kanji-list known words 1: mark (known, unknown, ignored) TAB kind (word, kanji) TAB text"
    static let headerPrefix = "# kanji-list known words "

    static func encode(_ marks: [StudySubject: KnownMark]) -> [UInt8] {
        var lines = [header]
        for (subject, mark) in marks.sorted(by: { ($0.key.kind.rawValue, $0.key.text) < ($1.key.kind.rawValue, $1.key.text) }) {
            lines.append("\(mark.rawValue)\t\(subject.kind.rawValue)\t\(subject.text)")
        }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// The marks a file's text holds; the first line that is not one, named by its number.
    static func decode(_ bytes: [UInt8]) throws(KnownMarksProblem) -> [StudySubject: KnownMark] {
        guard !bytes.isEmpty else { return [:] }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw KnownMarksProblem(line: firstBadUTF8Line(bytes), reason: "it is not UTF-8 text")
        }
        var marks: [StudySubject: KnownMark] = [:]
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            if number == 1 {
                guard line.hasPrefix(headerPrefix) else {
                    throw KnownMarksProblem(line: 1, reason: "not a known-words file (its first line is not \"\(headerPrefix)1…\")")
                }
                guard line.hasPrefix(header.prefix(headerPrefix.count + 1)) else {
                    throw KnownMarksProblem(line: 1, reason: "a known-words file of another version, which this kanji-list cannot read")
                }
                continue
            }
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 else {
                throw KnownMarksProblem(line: number, reason: "\(fields.count) fields, not 3 (mark, kind, text, separated by tabs)")
            }
            guard let mark = KnownMark(rawValue: String(fields[0])) else {
                throw KnownMarksProblem(line: number, reason: "\(ControlCharacters.escaped(String(fields[0].prefix(20)))) is not known, unknown or ignored")
            }
            guard let kind = StudySubject.Kind(rawValue: String(fields[1])) else {
                throw KnownMarksProblem(line: number, reason: "\(ControlCharacters.escaped(String(fields[1].prefix(20)))) is not word or kanji")
            }
            do {
                marks[try StudySubject(checking: String(fields[2]), kind: kind)] = mark
            } catch {
                throw KnownMarksProblem(line: number, reason: error.description)
            }
        }
        return marks
    }

    private static func firstBadUTF8Line(_ bytes: [UInt8]) -> Int {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        return (lines.firstIndex { String(validating: $0, as: UTF8.self) == nil } ?? 0) + 1
    }
}

/// Why a marks file cannot be read: the line at fault and what is wrong with it.
struct KnownMarksProblem: Error {
    var line: Int
    var reason: String
}

/// Why the known-words file could not be read or written, naming the file (and the line at fault).
public struct KnownMarksError: Error, Equatable, CustomStringConvertible {
    public var path: String
    /// The line at fault in a damaged file; nil for a problem with the file as a whole.
    public var line: Int?
    public var message: String

    public var description: String { line.map { "\(path):\($0): \(message)" } ?? "\(path): \(message)" }
}
