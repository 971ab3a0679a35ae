import Foundation

/// The plain Foundation way to read the format: JSONDecoder into Codable structs, the baseline
/// the loader is compared with.
struct FoundationDictionary: Decodable {
    struct Kanji: Decodable {
        var character: String
        var meanings: [String]
        var onyomi: [String]?
        var kunyomi: [String]?
        var nanori: [String]?
        var strokes: Int?
        var grade: Int?
        var jlpt: Int?
        var frequency: Int?
        var radical: Int?
    }

    struct Word: Decodable {
        var word: String
        var readings: [String]?
        var meanings: [String]
        var common: Bool?
    }

    var format: String
    var source: String?
    var kanji: [Kanji]
    var words: [Word]
}
