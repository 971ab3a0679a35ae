import Foundation
import KanjiDictionary

/// The hand-picked fixture (real KANJIDIC2 and EDICT data) and a place for broken copies of it.
enum KanjiStoreFixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let small = directory.appendingPathComponent("small.json").path

    static func loadSmall() throws -> KanjiStore {
        try KanjiStore.load(contentsOf: small)
    }

    /// Writes `text` to a new temporary file and returns its path.
    static func write(_ text: String) throws -> String {
        try write(Data(text.utf8))
    }

    static func write(_ data: Data) throws -> String {
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
        let path = try write(json)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try KanjiStore.load(contentsOf: path)
            return nil
        } catch {
            return error.message
        }
    }

    /// A minimal valid document with the given kanji and words (JSON array contents).
    static func document(kanji: String = #"{"character":"日","meanings":["day"]}"#, words: String = "") -> String {
        #"{"format":"kanji-list-dictionary/1","kanji":[\#(kanji)],"words":[\#(words)]}"#
    }
}
