import KanjiDictionary

/// Turns KANJIDIC2's elements into ``KanjiEntry`` values as a reader meets them: only a few leaf
/// elements of each `<character>` matter, and each is checked where it stands.
struct KanjidicBuilder {
    /// The leaf elements whose text is kept.
    enum Field {
        case fileVersion, databaseVersion, dateOfCreation
        case literal, radical, grade, strokes, frequency, jlpt, onyomi, kunyomi, meaning, nanori
    }

    /// A `<character>` being read; `literal` comes first in the file but is checked at the end.
    private struct PartialKanji {
        var line: Int
        var entry = KanjiEntry(character: " ", meanings: [])
        var literal: String?
        var literalLine: Int?
    }

    let file: String
    private(set) var header = KanjidicHeader()
    private(set) var kanji: [KanjiEntry] = []
    /// The literal of the last kanji read, to say where an XML error stopped the file.
    var lastLiteral: String? { kanji.last.map { String($0.character) } }
    /// Keyed by scalar, not Character: Swift compares Characters by canonical equivalence, and
    /// KANJIDIC2 lists CJK compatibility ideographs (U+F91D) beside their unified forms (U+6B04).
    private var seen: [Unicode.Scalar: Int] = [:]
    private var current: PartialKanji?

    init(file: String) {
        self.file = file
    }

    /// The field an element starting at `line` holds, if any; `attribute` gives its attributes.
    mutating func start(_ name: String, line: Int, attribute: (String) -> String?) -> Field? {
        guard current != nil else {
            switch name {
            case "character": current = PartialKanji(line: line); return nil
            case "file_version": return .fileVersion
            case "database_version": return .databaseVersion
            case "date_of_creation": return .dateOfCreation
            default: return nil
            }
        }
        switch name {
        case "literal": return .literal
        case "rad_value": return attribute("rad_type") == "classical" ? .radical : nil
        case "grade": return .grade
        case "stroke_count": return .strokes
        case "freq": return .frequency
        case "jlpt": return .jlpt
        case "reading":
            switch attribute("r_type") {
            case "ja_on": return .onyomi
            case "ja_kun": return .kunyomi
            default: return nil
            }
        case "meaning": return attribute("m_lang") == nil ? .meaning : nil
        case "nanori": return .nanori
        default: return nil
        }
    }

    mutating func store(_ field: Field, _ value: String, line: Int) throws {
        switch field {
        case .fileVersion: header.fileVersion = value
        case .databaseVersion: header.databaseVersion = value
        case .dateOfCreation: header.dateOfCreation = value
        case .literal:
            current?.literal = value
            current?.literalLine = line
        case .radical:
            let radical = try number(value, "rad_value", 1...214, line)
            if current?.entry.radical == nil { current?.entry.radical = radical }
        case .grade:
            let grade = try number(value, "grade", 1...10, line)
            current?.entry.grade = grade
        case .strokes:
            let strokes = try number(value, "stroke_count", KanjiEntry.strokeCounts, line)
            if current?.entry.strokes == nil { current?.entry.strokes = strokes }
        case .frequency:
            let frequency = try number(value, "freq", 1...Int.max, line)
            current?.entry.frequency = frequency
        case .jlpt:
            let jlpt = try number(value, "jlpt", 1...5, line)
            current?.entry.jlpt = jlpt
        case .onyomi: if !value.isEmpty { current?.entry.onyomi.append(value) }
        case .kunyomi: if !value.isEmpty { current?.entry.kunyomi.append(value) }
        case .meaning: if !value.isEmpty { current?.entry.meanings.append(value) }
        case .nanori: if !value.isEmpty { current?.entry.nanori.append(value) }
        }
    }

    private func number(_ value: String, _ element: String, _ range: ClosedRange<Int>, _ line: Int) throws -> Int {
        guard let number = Int(value), range.contains(number) else {
            let bounds = range.upperBound == Int.max ? "a whole number from \(range.lowerBound)" : "a whole number from \(range.lowerBound) to \(range.upperBound)"
            let entry = current?.literal.map { " (kanji \($0))" } ?? ""
            throw ImportError(file: file, line: line, message: "<\(element)> should be \(bounds), not \"\(value)\"\(entry)")
        }
        return number
    }

    mutating func finishCharacter() throws {
        guard var partial = current else { return }
        current = nil
        let line = partial.literalLine ?? partial.line
        guard let literal = partial.literal, literal.unicodeScalars.count == 1, let scalar = literal.unicodeScalars.first else {
            throw ImportError(file: file, line: line, message: "<character> needs a <literal> of exactly one character")
        }
        if let earlier = seen[scalar] {
            throw ImportError(file: file, line: line, message: "kanji \(literal) is listed twice (first at line \(earlier))")
        }
        seen[scalar] = line
        partial.entry.character = Character(scalar)
        kanji.append(partial.entry)
    }
}
