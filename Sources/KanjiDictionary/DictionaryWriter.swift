import CSimdjsonBridge
import Glibc

/// Writes a dictionary in the format of `docs/dictionary.schema.json`: keys in a fixed order, one
/// kanji, word or sentence per line, UTF-8 with only what JSON requires escaped. Hand-written because
/// JSONEncoder neither keeps the schema's key order nor leaves non-ASCII text unescaped, and is
/// several times slower on 280,000 entries.
///
/// A file names the lowest format version it needs: /1 unless it has a field /2, /3, /4 or /5 (names) added, so a
/// dictionary made from EDICT stays as it was. A ``Stream``'s caller says which, before the words.
public enum DictionaryWriter {
    public static let formatVersion1 = "kanji-list-dictionary/1"
    public static let formatVersion2 = "kanji-list-dictionary/2"
    public static let formatVersion3 = "kanji-list-dictionary/3"
    public static let formatVersion4 = "kanji-list-dictionary/4"
    public static let formatVersion5 = "kanji-list-dictionary/5"

    /// The format versions the writer names; each adds optional fields to the one before.
    public enum Version: Int, Comparable, Sendable {
        case one = 1, two, three, four, five

        var name: String {
            switch self {
            case .one: formatVersion1
            case .two: formatVersion2
            case .three: formatVersion3
            case .four: formatVersion4
            case .five: formatVersion5
            }
        }

        public static func < (left: Version, right: Version) -> Bool { left.rawValue < right.rawValue }
    }

    /// The whole file's bytes. `source` is optional in the schema: nil leaves the key out.
    public static func encode(
        source: String?, kanji: [KanjiEntry], words: [WordEntry], sentences: [ExampleSentence] = [], tags: [String: String] = [:],
        componentStrokes: [String: Int] = [:]
    ) -> [UInt8] {
        var version = kanji.map(lowestVersion).max() ?? .one
        version = max(version, words.map(lowestVersion).max() ?? .one)
        if !tags.isEmpty { version = max(version, .two) }
        if !sentences.isEmpty { version = max(version, .three) }
        var stream = Stream(source: source, kanji: kanji, version: version, componentStrokes: componentStrokes)
        for word in words where !word.isName { stream.append(word) }
        for name in sortedNames(words.filter(\.isName)) { stream.append(name) }
        stream.finish(sentences: sentences, tags: tags)
        return stream.takeBytes()
    }

    /// Names in the order the format keeps them after the words: by written form, as UTF-8 bytes
    /// (then in the order given).
    public static func sortedNames(_ names: [WordEntry]) -> [WordEntry] {
        names.enumerated().sorted { left, right in
            left.element.word.utf8.elementsEqual(right.element.word.utf8) ? left.offset < right.offset
                : left.element.word.utf8.lexicographicallyPrecedes(right.element.word.utf8)
        }.map(\.element)
    }

    /// The lowest format version with every field the kanji has.
    public static func lowestVersion(_ kanji: KanjiEntry) -> Version {
        Version(rawValue: kanji.values.lowestVersion) ?? .five
    }

    /// The lowest format version with every field the word has: senses came with /2, sentences with /3.
    public static func lowestVersion(_ word: WordEntry) -> Version {
        var version = word.values.lowestVersion
        if !word.senses.isEmpty { version = max(version, 2) }
        if !word.sentences.isEmpty { version = max(version, 3) }
        return Version(rawValue: version) ?? .five
    }

    /// The file's bytes in order, for an importer that streams a large source to disk: it appends
    /// words as it reads them and takes the bytes made so far whenever it likes, so neither the
    /// entries nor the output are ever whole in memory. The format version comes first in the
    /// file, so the caller states it before the words are seen.
    public struct Stream: Sendable {
        private var pending: [UInt8] = []
        public private(set) var wordCount = 0
        private var isFinished = false

        /// Starts the file: format, source, the components' stroke counts and kanji.
        public init(source: String?, kanji: [KanjiEntry], version: Version, componentStrokes: [String: Int] = [:]) {
            pending.reserveCapacity(kanji.count * 200 + 1024)
            pending.append(contentsOf: "{\"format\":".utf8)
            JSONString.append(version.name, to: &pending)
            if let source {
                pending.append(contentsOf: ",\"source\":".utf8)
                JSONString.append(source, to: &pending)
            }
            appendComponentStrokes(componentStrokes, of: kanji, to: &pending)
            pending.append(contentsOf: ",\"kanji\":[".utf8)
            for (index, entry) in kanji.enumerated() {
                pending.append(contentsOf: index == 0 ? "\n".utf8 : ",\n".utf8)
                appendKanji(entry, to: &pending)
            }
            pending.append(contentsOf: "],\"words\":[".utf8)
        }

        /// Bytes made and not yet taken.
        public var pendingCount: Int { pending.count }

        /// Adds a word on a line of its own.
        public mutating func append(_ word: WordEntry) {
            precondition(!isFinished, "a word after the end of the file")
            pending.append(contentsOf: wordCount == 0 ? "\n".utf8 : ",\n".utf8)
            appendWord(word, to: &pending)
            wordCount += 1
        }

        /// Adds a word already encoded by ``encodeWord(_:)``, with its JLPT level and sentences,
        /// which an importer learns only once every word has been read.
        public mutating func append(encodedWord: ArraySlice<UInt8>, jlptLevel: Int?, sentences: [Int]) {
            precondition(!isFinished, "a word after the end of the file")
            precondition(encodedWord.last == UInt8(ascii: "}"), "not an encoded word")
            pending.append(contentsOf: wordCount == 0 ? "\n".utf8 : ",\n".utf8)
            pending.append(contentsOf: encodedWord.dropLast())
            appendLearnerFields(jlptLevel: jlptLevel, sentences: sentences, to: &pending)
            pending.append(UInt8(ascii: "}"))
            wordCount += 1
        }

        /// Ends the file with the example sentences the words refer to (format /3) and the tags'
        /// names: a streaming importer knows both only after the last word.
        public mutating func finish(sentences: [ExampleSentence] = [], tags: [String: String]) {
            precondition(!isFinished, "the file ended twice")
            isFinished = true
            pending.append(UInt8(ascii: "]"))
            if !sentences.isEmpty {
                pending.append(contentsOf: ",\"sentences\":[".utf8)
                for (index, sentence) in sentences.enumerated() {
                    pending.append(contentsOf: index == 0 ? "\n".utf8 : ",\n".utf8)
                    pending.append(contentsOf: "{\"japanese\":".utf8)
                    JSONString.append(sentence.japanese, to: &pending)
                    appendKey("english", to: &pending)
                    JSONString.append(sentence.english, to: &pending)
                    pending.append(UInt8(ascii: "}"))
                }
                pending.append(UInt8(ascii: "]"))
            }
            if !tags.isEmpty {
                pending.append(contentsOf: ",\"tags\":{".utf8)
                for (index, code) in tags.keys.sorted().enumerated() {
                    pending.append(contentsOf: index == 0 ? "\n".utf8 : ",\n".utf8)
                    JSONString.append(code, to: &pending)
                    pending.append(UInt8(ascii: ":"))
                    JSONString.append(tags[code] ?? code, to: &pending)
                }
                pending.append(UInt8(ascii: "}"))
            }
            pending.append(contentsOf: "}\n".utf8)
        }

        /// The bytes made since the last call.
        public mutating func takeBytes() -> [UInt8] {
            let bytes = pending
            pending = []
            return bytes
        }
    }

    /// The "componentStrokes" key, only for the components some kanji has, so a selection of kanji
    /// keeps no counts it cannot show (and none at all leaves the key out). Such a kanji makes the
    /// file format /2 already. By code point, so the same counts always give the same bytes.
    static func appendComponentStrokes(_ strokes: [String: Int], of kanji: [KanjiEntry], to out: inout [UInt8]) {
        guard !strokes.isEmpty else { return }
        let used = Set(kanji.flatMap(\.components))
        let components = strokes.keys.filter(used.contains).sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        guard !components.isEmpty else { return }
        out.append(contentsOf: ",\"componentStrokes\":{".utf8)
        for (index, component) in components.enumerated() {
            out.append(contentsOf: index == 0 ? "\n".utf8 : ",\n".utf8)
            JSONString.append(component, to: &out)
            out.append(UInt8(ascii: ":"))
            out.append(contentsOf: String(strokes[component] ?? 0).utf8)
        }
        out.append(UInt8(ascii: "}"))
    }

    static func appendKanji(_ entry: KanjiEntry, to out: inout [UInt8]) {
        out.append(contentsOf: "{\"character\":".utf8)
        JSONString.append(String(entry.character), to: &out)
        for field in kl_kanji_field.all { appendField(field, of: entry.values, to: &out) }
        out.append(UInt8(ascii: "}"))
    }

    /// A field of the entry's table (`EntryFields.h`), spelled as its row says: a list left out
    /// when empty or written [], a number left out or written null when absent.
    static func appendField<Field: EntryField>(_ field: Field, of values: EntryValues<Field>, hasSenses: Bool = false, to out: inout [UInt8]) {
        let row = field.description
        if field.isList {
            let list = values[list: field]
            if row.absence == kl_absent_omitted && list.isEmpty || row.absence == kl_absent_with_senses && hasSenses { return }
            appendKey(row.key, to: &out)
            JSONString.appendArray(list, to: &out)
        } else {
            let number = values[number: field]
            if number == nil && row.absence != kl_absent_null { return }
            appendKey(row.key, to: &out)
            appendNumber(number, to: &out)
        }
    }

    /// A word's object on its own, without its JLPT level and sentences, for an importer that
    /// keeps it until it knows them (``Stream/append(encodedWord:jlptLevel:sentences:)``).
    public static func encodeWord(_ entry: WordEntry) -> [UInt8] {
        var out: [UInt8] = []
        var bare = entry
        bare.jlptLevel = nil
        bare.sentences = []
        appendWord(bare, to: &out)
        return out
    }

    /// The word fields' table rows, listed once rather than for each of the importer's words.
    private static let wordFields = kl_word_field.all

    /// A word: its lists, then its senses and `common`, then its numbers, then its sentences. An
    /// importer adds the JLPT level and sentences last (``Stream/append(encodedWord:jlptLevel:sentences:)``),
    /// so the JLPT level is the table's last number.
    static func appendWord(_ entry: WordEntry, to out: inout [UInt8]) {
        out.append(contentsOf: "{\"word\":".utf8)
        JSONString.append(entry.word, to: &out)
        for field in wordFields where field.isList { appendField(field, of: entry.values, hasSenses: !entry.senses.isEmpty, to: &out) }
        if !entry.senses.isEmpty {
            appendKey("senses", to: &out)
            out.append(UInt8(ascii: "["))
            for (index, sense) in entry.senses.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out.append(contentsOf: "{\"glosses\":".utf8)
                JSONString.appendArray(sense.glosses, to: &out)
                appendList("pos", sense.partsOfSpeech, to: &out)
                appendList("misc", sense.misc, to: &out)
                appendList("field", sense.fields, to: &out)
                out.append(UInt8(ascii: "}"))
            }
            out.append(UInt8(ascii: "]"))
        }
        appendKey("common", to: &out)
        out.append(contentsOf: (entry.common ? "true" : "false").utf8)
        for field in wordFields where !field.isList && field != kl_word_jlpt_level { appendField(field, of: entry.values, to: &out) }
        appendLearnerFields(jlptLevel: entry.jlptLevel, sentences: entry.sentences, to: &out)
        out.append(UInt8(ascii: "}"))
    }

    /// A word's format /3 keys, each only when it has one: `jlptLevel`, then `sentences`.
    static func appendLearnerFields(jlptLevel: Int?, sentences: [Int], to out: inout [UInt8]) {
        var level = EntryValues<kl_word_field>()
        level[number: kl_word_jlpt_level] = jlptLevel
        appendField(kl_word_jlpt_level, of: level, to: &out)
        guard !sentences.isEmpty else { return }
        appendKey("sentences", to: &out)
        out.append(UInt8(ascii: "["))
        for (index, sentence) in sentences.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: String(sentence).utf8)
        }
        out.append(UInt8(ascii: "]"))
    }

    private static func appendKey(_ key: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: ","))
        out.append(UInt8(ascii: "\""))
        out.append(contentsOf: key.utf8)
        out.append(contentsOf: "\":".utf8)
    }

    /// A key of the fields' table, from its C string.
    private static func appendKey(_ key: UnsafePointer<CChar>, to out: inout [UInt8]) {
        appendKey(String(cString: key), to: &out)
    }

    /// An optional list of format /2: left out when empty.
    private static func appendList(_ key: String, _ values: [String], to out: inout [UInt8]) {
        guard !values.isEmpty else { return }
        appendKey(key, to: &out)
        JSONString.appendArray(values, to: &out)
    }

    private static func appendNumber(_ value: Int?, to out: inout [UInt8]) {
        out.append(contentsOf: (value.map(String.init) ?? "null").utf8)
    }
}
