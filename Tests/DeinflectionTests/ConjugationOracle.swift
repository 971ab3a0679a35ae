import Deinflection
import Foundation

/// The fixture scripts/conjugation-oracle writes: japanese-verb-conjugator-v2's forms of the
/// verbs of Waller's N5–N3 lists and of the irregular verbs, and the lists' adjectives.
struct ConjugationOracle: Decodable {
    struct Verb: Decodable {
        let word: String
        let reading: String?
        let `class`: String
        /// In the order of `ConjugationOracle.forms`.
        let forms: [String]
        let readings: [String]?
    }

    struct Adjective: Decodable {
        let word: String
        let reading: String?
        let `class`: String
    }

    /// The names of the forms, as `FormName` describes them.
    let forms: [String]
    let verbs: [Verb]
    let adjectives: [Adjective]

    static let fixture: ConjugationOracle? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/conjugation-oracle.json")
        do {
            return try JSONDecoder().decode(ConjugationOracle.self, from: Data(contentsOf: url))
        } catch {
            print("cannot read \(url.path): \(error); run scripts/conjugation-oracle")
            return nil
        }
    }()

    /// The table of a word of the fixture, as the app makes it.
    static func table(_ word: String, _ reading: String?, _ code: String) -> ConjugationTable? {
        WordClass(partOfSpeech: code).flatMap { ConjugationTable(word: word, reading: reading, classes: [$0]) }
    }
}
