import Foundation

/// Writes values in the format of dictionary.schema.json, so that a store built from values is
/// checked and read by the same code as a file.
enum DictionaryJSON {
    static func encode(source: String?, kanji: [KanjiEntry], words: [WordEntry]) -> [UInt8] {
        var document: [String: Any] = [
            "format": "kanji-list-dictionary/1",
            "kanji": kanji.map(object),
            "words": words.map(object),
        ]
        if let source { document["source"] = source }
        // Plain strings, numbers, booleans, arrays and dictionaries always serialize.
        let data = (try? JSONSerialization.data(withJSONObject: document)) ?? Data()
        return [UInt8](data)
    }

    private static func object(_ entry: KanjiEntry) -> [String: Any] {
        var object: [String: Any] = [
            "character": String(entry.character), "meanings": entry.meanings, "onyomi": entry.onyomi,
            "kunyomi": entry.kunyomi, "nanori": entry.nanori,
            "grade": entry.grade ?? NSNull(), "jlpt": entry.jlpt ?? NSNull(),
            "frequency": entry.frequency ?? NSNull(), "radical": entry.radical ?? NSNull(),
        ]
        if let strokes = entry.strokes { object["strokes"] = strokes }
        return object
    }

    private static func object(_ entry: WordEntry) -> [String: Any] {
        ["word": entry.word, "readings": entry.readings, "meanings": entry.meanings, "common": entry.common]
    }
}
