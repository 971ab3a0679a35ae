/// Writes a dictionary in the format of `docs/dictionary.schema.json`: keys in a fixed order, one kanji
/// or word per line, UTF-8 with only what JSON requires escaped. Hand-written because
/// JSONEncoder neither keeps the schema's key order nor leaves non-ASCII text unescaped, and is
/// several times slower on 280,000 entries.
public enum DictionaryWriter {
    public static let format = "kanji-list-dictionary/1"

    /// The whole file's bytes. `source` is optional in the schema: nil leaves the key out.
    public static func encode(source: String?, kanji: [KanjiEntry], words: [WordEntry]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(kanji.count * 200 + words.count * 110 + 1024)
        out.append(contentsOf: "{\"format\":".utf8)
        JSONString.append(format, to: &out)
        if let source {
            out.append(contentsOf: ",\"source\":".utf8)
            JSONString.append(source, to: &out)
        }
        out.append(contentsOf: ",\"kanji\":[".utf8)
        for (index, entry) in kanji.enumerated() {
            out.append(contentsOf: index == 0 ? "\n".utf8 : ",\n".utf8)
            appendKanji(entry, to: &out)
        }
        out.append(contentsOf: "],\"words\":[".utf8)
        for (index, entry) in words.enumerated() {
            out.append(contentsOf: index == 0 ? "\n".utf8 : ",\n".utf8)
            appendWord(entry, to: &out)
        }
        out.append(contentsOf: "]}\n".utf8)
        return out
    }

    static func appendKanji(_ entry: KanjiEntry, to out: inout [UInt8]) {
        out.append(contentsOf: "{\"character\":".utf8)
        JSONString.append(String(entry.character), to: &out)
        appendKey("meanings", to: &out)
        appendStrings(entry.meanings, to: &out)
        appendKey("onyomi", to: &out)
        appendStrings(entry.onyomi, to: &out)
        appendKey("kunyomi", to: &out)
        appendStrings(entry.kunyomi, to: &out)
        appendKey("nanori", to: &out)
        appendStrings(entry.nanori, to: &out)
        // The schema has no null for strokes: a kanji without a count leaves the key out.
        if let strokes = entry.strokes {
            appendKey("strokes", to: &out)
            out.append(contentsOf: String(strokes).utf8)
        }
        appendKey("grade", to: &out)
        appendNumber(entry.grade, to: &out)
        appendKey("jlpt", to: &out)
        appendNumber(entry.jlpt, to: &out)
        appendKey("frequency", to: &out)
        appendNumber(entry.frequency, to: &out)
        appendKey("radical", to: &out)
        appendNumber(entry.radical, to: &out)
        out.append(UInt8(ascii: "}"))
    }

    static func appendWord(_ entry: WordEntry, to out: inout [UInt8]) {
        out.append(contentsOf: "{\"word\":".utf8)
        JSONString.append(entry.word, to: &out)
        appendKey("readings", to: &out)
        appendStrings(entry.readings, to: &out)
        appendKey("meanings", to: &out)
        appendStrings(entry.meanings, to: &out)
        appendKey("common", to: &out)
        out.append(contentsOf: (entry.common ? "true" : "false").utf8)
        out.append(UInt8(ascii: "}"))
    }

    private static func appendKey(_ key: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: ","))
        out.append(UInt8(ascii: "\""))
        out.append(contentsOf: key.utf8)
        out.append(contentsOf: "\":".utf8)
    }

    private static func appendNumber(_ value: Int?, to out: inout [UInt8]) {
        out.append(contentsOf: (value.map(String.init) ?? "null").utf8)
    }

    private static func appendStrings(_ values: [String], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONString.append(value, to: &out)
        }
        out.append(UInt8(ascii: "]"))
    }
}
