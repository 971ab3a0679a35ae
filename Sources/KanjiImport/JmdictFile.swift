import Foundation
import KanjiDictionary

/// Reads JMdict, the EDRDG's XML dictionary (plain or gzip), streamed: each entry becomes a
/// ``WordEntry`` handed on as soon as it is read, so a 110 MB file is never held whole.
/// Only English glosses are kept; senses with none are left out. Opening it reads the header (up
/// to the first entry) so its date is known before the words: the output names it first.
public final class JmdictFile {
    /// What the whole file said beside its entries.
    public struct Summary: Equatable, Sendable {
        /// Entries read, kept or not.
        public var entries: Int
        /// The names of the entity codes the kept words use ("n" → "noun (common) (futsuumeishi)").
        public var tagNames: [String: String]
    }

    /// How many entries pass between two looks at the cancellation flag and two progress reports.
    static let checkInterval = 2048
    /// The most it reads once inflated: JMdict is 111 MB (2021), so a file past this is a
    /// compression bomb or not JMdict.
    static let maxBytes = 1 << 30

    public let path: String
    /// The "JMdict created: YYYY-MM-DD" comment's date, quoted in the `source` credit.
    public private(set) var created: String?
    private let reader: XMLStreamReader
    /// The first `<entry>`, where opening stopped; nil for a file without entries.
    private var firstEntry: EntryBuilder?

    /// Opens the file and reads its header.
    public init(path: String) throws {
        self.path = path
        reader = try XMLStreamReader(path: path, maxBytes: Self.maxBytes)
        var sawRoot = false
        while let node = try reader.next() {
            switch node {
            case .comment(let comment):
                if created == nil, let range = comment.range(of: "JMdict created:") {
                    created = comment[range.upperBound...].trimmingCharacters(in: .whitespaces)
                }
            case .start(let name, let isEmpty):
                guard sawRoot else {
                    guard name == "JMdict" else {
                        throw ImportError(file: path, line: reader.line, message: "not a JMdict file: the root element is <\(name)>, not <JMdict>")
                    }
                    sawRoot = true
                    continue
                }
                guard name == "entry" else { continue }
                firstEntry = try EntryBuilder(line: reader.line, isEmpty: isEmpty, file: path)
                return
            case .end, .text, .entityReference: continue
            }
        }
        guard sawRoot else { throw ImportError(file: path, message: "not a JMdict file: no <JMdict> element") }
    }

    /// Reads the entries, calling `word` for each one kept (all, or only the common ones); an error
    /// it throws ends the read. Call once.
    public func readEntries(
        commonOnly: Bool = false, cancellation: ImportCancellation = ImportCancellation(),
        progress: (ImportProgress) -> Void = { _ in }, word: (WordEntry) throws -> Void
    ) throws -> Summary {
        let expectedBytes = InputSize.decompressedBytes(ofFile: path)
        var summary = Summary(entries: 0, tagNames: [:])
        var usedCodes: Set<String> = []
        var entry = firstEntry
        firstEntry = nil
        var lastSequence: String?
        var text = ""
        var codes: [String] = []
        // libxml2 parses ahead of the nodes it hands out: an error's line is exact, the entry a hint.
        func context() -> String? { lastSequence.map { "the last entry read: ent_seq \($0)" } }

        while let node = try reader.next(context: context()) {
            switch node {
            case .comment: continue
            case .start(let name, let isEmpty):
                text = ""
                codes = []
                if name == "entry" {
                    entry = try EntryBuilder(line: reader.line, isEmpty: isEmpty, file: path)
                } else if name == "sense" {
                    entry?.startSense()
                } else if name == "gloss" {
                    entry?.glossIsEnglish = (reader.language ?? "eng") == "eng"
                }
            case .text(let value):
                text += value
            case .entityReference(let code):
                codes.append(code)
            case .end(let name):
                guard var current = entry else { continue }
                let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
                switch name {
                case "ent_seq": current.sequence = value; lastSequence = value
                case "keb": current.forms.append(value)
                case "reb": current.readings.append(value)
                case "ke_pri", "re_pri": current.priorities.append(value)
                case "pos": current.sense.partsOfSpeech += codes
                case "misc": current.sense.misc += codes
                case "field": current.sense.fields += codes
                case "gloss": if current.glossIsEnglish, !value.isEmpty { current.sense.glosses.append(value) }
                case "sense": current.finishSense()
                case "entry":
                    summary.entries += 1
                    guard let finished = try current.word(file: path) else { entry = nil; continue }
                    if !commonOnly || finished.common {
                        for sense in finished.senses { usedCodes.formUnion(sense.partsOfSpeech + sense.misc + sense.fields) }
                        try word(finished)
                    }
                    entry = nil
                    if summary.entries % Self.checkInterval == 0 {
                        try cancellation.check()
                        let fraction = expectedBytes.map { min(1, Double(reader.bytesConsumed) / Double($0)) } ?? 0
                        progress(ImportProgress(stage: .words, count: summary.entries, fraction: fraction))
                    }
                    continue
                default: break
                }
                entry = current
                text = ""
                codes = []
            }
        }
        for code in usedCodes {
            guard let name = reader.entityText(code) else {
                throw ImportError(file: path, message: "the tag &\(code); is used but its DTD does not declare it")
            }
            summary.tagNames[code] = name
        }
        return summary
    }

    /// One `<entry>` as it is read.
    private struct EntryBuilder {
        var line: Int
        var sequence: String?
        var forms: [String] = []
        var readings: [String] = []
        var priorities: [String] = []
        var senses: [WordSense] = []
        var sense = WordSense(glosses: [])
        var glossIsEnglish = true

        /// An `<entry>` starting at `line`; one written `<entry/>` has nothing in it and is refused.
        init(line: Int, isEmpty: Bool, file: String) throws {
            if isEmpty { throw ImportError(file: file, line: line, message: "an <entry> without forms or readings") }
            self.line = line
        }

        mutating func startSense() {
            sense = WordSense(glosses: [])
        }

        /// Keeps the sense if it has English glosses (the others are translations into other languages).
        mutating func finishSense() {
            if !sense.glosses.isEmpty { senses.append(sense) }
        }

        /// nil for an entry with no English sense; an error for one without forms or readings.
        func word(file: String) throws -> WordEntry? {
            let name = sequence.map { "the entry with ent_seq \($0)" } ?? "an <entry>"
            guard let reading = readings.first else {
                throw ImportError(file: file, line: line, message: "\(name) has no <reb> reading")
            }
            if senses.isEmpty { return nil }
            let written = forms.first ?? reading
            let otherForms = forms.isEmpty ? Array(readings.dropFirst()) : Array(forms.dropFirst())
            return WordEntry(
                word: written, readings: forms.isEmpty ? [] : readings, meanings: senses.flatMap(\.glosses),
                common: WordRank.isCommon(priorities: priorities), forms: otherForms, senses: senses,
                rank: WordRank.rank(priorities: priorities))
        }
    }
}
