import CSimdjsonBridge
import Foundation
import KanjiDictionary
import Testing

/// The one table of an entry's fields (`CSimdjsonBridge/include/EntryFields.h`) agrees with the
/// schema that documents the format, and what the writer relies on holds.
struct EntryFieldTableTests {
    private struct Row {
        let key: String
        let isList: Bool
        let minimum: Int64
        let maximum: Int64
        let absence: kl_absence
        let version: Int
    }

    private static func rows(_ table: UnsafePointer<kl_field_description>, count: UInt32) -> [Row] {
        (0..<Int(count)).map { index in
            let row = table[index]
            return Row(key: String(cString: row.key), isList: row.kind == kl_field_list, minimum: row.minimum, maximum: row.maximum,
                       absence: row.absence, version: Int(row.version))
        }
    }

    private static let kanjiRows = rows(kl_kanji_field_descriptions(), count: kl_kanji_field_count.rawValue)
    private static let wordRows = rows(kl_word_field_descriptions(), count: kl_word_field_count.rawValue)

    private static func schemaProperties(of definition: String) throws -> [String: [String: Any]] {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/dictionary.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: path)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let entry = try #require(definitions[definition] as? [String: Any])
        return try #require(entry["properties"] as? [String: [String: Any]])
    }

    /// Each row's key is documented with the same type, range, nullability and format version.
    @Test(arguments: ["kanji", "word"])
    func everyRowIsInTheSchemaAsTheTableSaysIt(definition: String) throws {
        let rows = definition == "kanji" ? Self.kanjiRows : Self.wordRows
        let properties = try Self.schemaProperties(of: definition)
        for row in rows {
            let property = try #require(properties[row.key], "\(definition).\(row.key) is not in the schema")
            let types = (property["type"] as? [String]) ?? [(property["type"] as? String) ?? ""]
            if row.isList {
                #expect(types == ["array"], "\(row.key)")
            } else {
                #expect(types.contains("integer") && types.contains("null") == (row.absence == kl_absent_null), "\(row.key): \(types)")
                #expect((property["minimum"] as? NSNumber)?.int64Value == row.minimum, "\(row.key)'s minimum")
                #expect((property["maximum"] as? NSNumber)?.int64Value == (row.maximum == Int64.max ? nil : row.maximum), "\(row.key)'s maximum")
            }
            let description = (property["description"] as? String) ?? ""
            let marked = (2...5).first { description.hasPrefix("Format /\($0).") } ?? 1
            #expect(marked == row.version, "\(definition).\(row.key) is format /\(row.version) in the table, /\(marked) in the schema")
        }
    }

    /// The importer appends a word's JLPT level after the rest of it (once every word is read),
    /// so it must be the last number the writer puts in a word.
    @Test func theWordsJLPTLevelIsItsLastNumber() {
        #expect(Self.wordRows.last { !$0.isList }?.key == "jlptLevel")
    }

    /// A number the table says may be null is absent when null, present when 0 is not allowed
    /// to be written: presence is the decoder's, not a 0.
    @Test func nullAndLeftOutNumbersAreAbsentAndOthersPresent() throws {
        let kanji = KanjiEntry(character: "日", meanings: ["day"], strokes: 4, grade: nil, jlpt: 4, frequency: 1, radical: nil)
        let word = WordEntry(word: "日", readings: ["ひ"], meanings: ["day"], rank: nil, jlptLevel: 5, zipf: 1)
        let store = try KanjiStore(source: nil, kanji: [kanji], words: [word])
        #expect(store.kanji(for: "日") == kanji)
        #expect(store.word(at: 0) == word)
        store.withWordText(at: 0) { text in
            #expect(text.rank == nil && text.jlptLevel == 5 && text.zipf == 1)
        }
    }
}
