import Foundation
import KanjiDictionary

/// The hand-picked fixture (real KANJIDIC2 and EDICT data) and a place for broken copies of it.
enum KanjiStoreFixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let small = directory.appendingPathComponent("small.json").path

    static func loadSmall() throws -> KanjiStore {
        try KanjiStore.load(contentsOf: small)
    }

    /// Loads `json` through a temporary file, which is removed again.
    static func load(json: String) throws -> KanjiStore {
        try load(data: Data(json.utf8))
    }

    static func load(data: Data) throws -> KanjiStore {
        let path = try write(data)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try KanjiStore.load(contentsOf: path)
    }

    /// Writes `data` to a new temporary file and returns its path; the caller removes it.
    private static func write(_ data: Data) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("kanji-store-\(UUID().uuidString).json").path
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The fixture's words parsed by Foundation, as an oracle independent of the loader.
    static func wordObjects() throws -> [[String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: small))
        let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return document?["words"] as? [[String: Any]] ?? []
    }

    /// The message of the load error for `json`, or nil if it loads.
    static func loadError(_ json: String) throws -> String? {
        do {
            _ = try load(json: json)
            return nil
        } catch let error as DictionaryError {
            return error.message
        }
    }

    /// A minimal valid document with the given kanji and words (JSON array contents).
    static func document(kanji: String = #"{"character":"日","meanings":["day"]}"#, words: String = "") -> String {
        #"{"format":"kanji-list-dictionary/1","kanji":[\#(kanji)],"words":[\#(words)]}"#
    }
}
