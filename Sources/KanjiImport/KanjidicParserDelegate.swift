import FoundationXML
import Foundation
import KanjiDictionary

/// The SAX callbacks that turn KANJIDIC2's elements into ``KanjiEntry`` values. SAX rather than a
/// DOM: the file is 15 MB of XML, and only a few leaf elements of each `<character>` matter.
final class KanjidicParserDelegate: NSObject, XMLParserDelegate {
    /// The leaf elements whose text is kept.
    private enum Field {
        case fileVersion, databaseVersion, dateOfCreation
        case literal, radical, grade, strokes, frequency, jlpt, onyomi, kunyomi, meaning, nanori
    }

    /// A `<character>` being read; `literal` comes first in the file but is checked at the end.
    private struct PartialKanji {
        var line: Int
        var entry = KanjiEntry(character: " ", meanings: [])
        var literal: String?
    }

    /// How many kanji pass between two looks at the cancellation flag and two progress reports.
    private static let checkInterval = 256

    private(set) var header = KanjidicHeader()
    private(set) var kanji: [KanjiEntry] = []
    private(set) var failure: Error?
    private(set) var sawRoot = false
    /// Where libxml2 first reported an error; the parser's own line has moved on to the end of
    /// its input by the time `parse()` returns.
    private(set) var errorLine: Int?

    private let file: String
    private let cancellation: ImportCancellation
    private let progress: (_ count: Int, _ line: Int) -> Void
    /// Keyed by scalar, not Character: Swift compares Characters by canonical equivalence, and
    /// KANJIDIC2 lists CJK compatibility ideographs (U+F91D) beside their unified forms (U+6B04).
    private var seen: [Unicode.Scalar: Int] = [:]
    private var current: PartialKanji?
    private var field: Field?
    private var text = ""

    init(file: String, cancellation: ImportCancellation, progress: @escaping (_ count: Int, _ line: Int) -> Void) {
        self.file = file
        self.cancellation = cancellation
        self.progress = progress
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes: [String: String] = [:]
    ) {
        text = ""
        guard current != nil else {
            switch elementName {
            case "kanjidic2": sawRoot = true
            case "character": current = PartialKanji(line: parser.lineNumber)
            case "file_version": field = .fileVersion
            case "database_version": field = .databaseVersion
            case "date_of_creation": field = .dateOfCreation
            default: field = nil
            }
            return
        }
        switch elementName {
        case "literal": field = .literal
        case "rad_value": field = attributes["rad_type"] == "classical" ? .radical : nil
        case "grade": field = .grade
        case "stroke_count": field = .strokes
        case "freq": field = .frequency
        case "jlpt": field = .jlpt
        case "reading":
            switch attributes["r_type"] {
            case "ja_on": field = .onyomi
            case "ja_kun": field = .kunyomi
            default: field = nil
            }
        case "meaning": field = attributes["m_lang"] == nil ? .meaning : nil
        case "nanori": field = .nanori
        default: field = nil
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if field != nil { text += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        do {
            if let field {
                try store(field, text.trimmingCharacters(in: .whitespacesAndNewlines), line: parser.lineNumber)
                self.field = nil
            } else if elementName == "character" {
                try finishCharacter()
            }
        } catch {
            failure = error
            parser.abortParsing()
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if errorLine == nil { errorLine = parser.lineNumber }
    }

    private func store(_ field: Field, _ value: String, line: Int) throws {
        switch field {
        case .fileVersion: header.fileVersion = value
        case .databaseVersion: header.databaseVersion = value
        case .dateOfCreation: header.dateOfCreation = value
        case .literal: current?.literal = value
        case .radical:
            if current?.entry.radical == nil { current?.entry.radical = try number(value, "rad_value", 1...214, line) }
        case .grade: current?.entry.grade = try number(value, "grade", 1...10, line)
        case .strokes:
            if current?.entry.strokes == nil { current?.entry.strokes = try number(value, "stroke_count", 1...Int.max, line) }
        case .frequency: current?.entry.frequency = try number(value, "freq", 1...Int.max, line)
        case .jlpt: current?.entry.jlpt = try number(value, "jlpt", 1...5, line)
        case .onyomi: if !value.isEmpty { current?.entry.onyomi.append(value) }
        case .kunyomi: if !value.isEmpty { current?.entry.kunyomi.append(value) }
        case .meaning: if !value.isEmpty { current?.entry.meanings.append(value) }
        case .nanori: if !value.isEmpty { current?.entry.nanori.append(value) }
        }
    }

    private func number(_ value: String, _ element: String, _ range: ClosedRange<Int>, _ line: Int) throws -> Int {
        guard let number = Int(value), range.contains(number) else {
            let bounds = range.upperBound == Int.max ? "a whole number from \(range.lowerBound)" : "a whole number from \(range.lowerBound) to \(range.upperBound)"
            throw ImportError(file: file, line: line, message: "<\(element)> should be \(bounds), not \"\(value)\"")
        }
        return number
    }

    private func finishCharacter() throws {
        guard var partial = current else { return }
        current = nil
        guard let literal = partial.literal, literal.unicodeScalars.count == 1, let scalar = literal.unicodeScalars.first else {
            throw ImportError(file: file, line: partial.line, message: "<character> needs a <literal> of exactly one character")
        }
        if let earlier = seen[scalar] {
            throw ImportError(file: file, line: partial.line, message: "kanji \(literal) is listed twice (first at line \(earlier))")
        }
        seen[scalar] = partial.line
        partial.entry.character = Character(scalar)
        kanji.append(partial.entry)
        if kanji.count % Self.checkInterval == 0 {
            try cancellation.check()
            progress(kanji.count, partial.line)
        }
    }
}
