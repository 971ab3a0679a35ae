@testable import EnglishRelations
import Foundation
import Testing

/// `RelatedWords` against WordNet's own command-line browser, `wn` (Debian's wordnet), as the
/// oracle: every related word it gives is a synonym `wn` lists in one of the word's first senses,
/// or a word `wn` says one of those synonyms is derived from or gives; and every one-word synonym
/// of a word's first sense is there.
@Suite struct RelatedWordsTests {
    /// Learners' words, each of a kind WordNet relates differently: synonyms of a later sense
    /// (grave, tomb), derived words of a synonym (cruelty, cruelness, cruel), a plural's base form
    /// (suburbs), a verb, an adjective and an adverb.
    static let words = ["grave", "daughter", "cruelty", "suburbs", "itinerary", "misery", "convert", "shop", "quickly", "happy"]

    @Test func learnersWordsFindTheGlossesWords() {
        #expect(WordNetDatabase() != nil)
        #expect(RelatedWords.of("grave").contains("tomb"))
        #expect(RelatedWords.of("daughter").contains("girl"))
        #expect(RelatedWords.of("cruelty").contains("cruel"))
        #expect(RelatedWords.of("itinerary").contains("route"))
        #expect(RelatedWords.of("suburbs").contains("suburb"))
    }

    @Test(arguments: words)
    func everyRelatedWordIsOneWordNetGives(word: String) throws {
        let related = RelatedWords.of(word)
        #expect(!related.isEmpty)
        #expect(!related.contains(word))
        #expect(related.count <= RelatedWords.most)
        let synonyms = try Set(OracleSenses.synonyms(of: word).flatMap { $0 })
        var derived: Set<String> = []
        for synonym in synonyms where !related.isEmpty {
            derived.formUnion(try OracleSenses.derivedWords(of: synonym))
        }
        for other in related {
            #expect(synonyms.contains(other) || derived.contains(other), "\(word) → \(other)")
        }
    }

    @Test(arguments: words)
    func everySynonymOfTheFirstSenseIsThere(word: String) throws {
        let related = RelatedWords.of(word)
        let firstSense = try OracleSenses.synonyms(of: word, sense: 1).flatMap { $0 }
        for synonym in firstSense where synonym != word && !synonym.contains(" ") && !synonym.contains("-") {
            #expect(related.contains(synonym) || related.count == RelatedWords.most, "\(word): \(synonym) missing")
        }
    }

    @Test func otherTextHasNone() {
        #expect(RelatedWords.of("").isEmpty)
        #expect(RelatedWords.of("ox").isEmpty)
        #expect(RelatedWords.of("Grave").isEmpty)
        #expect(RelatedWords.of("tomb\u{1B}[31m").isEmpty)
        #expect(RelatedWords.of(String(repeating: "a", count: 5000)).isEmpty)
        #expect(RelatedWords.of("zzqxv").isEmpty)
    }
}

/// What `wn` prints for a word, read back: the synsets of its senses, and the words of derived forms.
enum OracleSenses {
    static func wn(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/wn")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }

    /// The words of each synset `wn` lists in the first `RelatedWords.sensesFollowed` senses (or
    /// sense `sense` only) of every part of speech.
    static func synonyms(of word: String, sense: Int? = nil) throws -> [[String]] {
        let text = try wn([word, "-synsn", "-synsv", "-synsa", "-synsr"])
        var synsets: [[String]] = []
        let lines = text.components(separatedBy: "\n")
        for (index, line) in lines.enumerated() where line.hasPrefix("Sense ") && index + 1 < lines.count {
            guard let number = Int(line.dropFirst(6)), number <= RelatedWords.sensesFollowed, sense.map({ $0 == number }) ?? true
            else { continue }
            // An adjective's synset line may end with "(vs. …)" or start a satellite with "=>".
            let words = lines[index + 1].components(separatedBy: "=>")[0].components(separatedBy: ",")
                .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
                .map { $0.replacingOccurrences(of: #"\s*\(.*\)$"#, with: "", options: .regularExpression) }
            synsets.append(words)
        }
        return synsets
    }

    /// The words `wn` says a word is derived from or gives ("RELATED TO->(adj) cruel#1").
    static func derivedWords(of word: String) throws -> Set<String> {
        let text = try wn([word.replacingOccurrences(of: " ", with: "_"), "-derin", "-deriv", "-deria"])
        var found: Set<String> = []
        for line in text.components(separatedBy: "\n") {
            guard let arrow = line.range(of: "->("), let close = line[arrow.upperBound...].firstIndex(of: ")") else { continue }
            let rest = line[line.index(after: close)...].trimmingCharacters(in: .whitespaces)
            if let name = rest.split(separator: "#").first { found.insert(name.lowercased()) }
        }
        return found
    }
}

/// The database read in place, against what its files say.
@Suite struct WordNetDatabaseTests {
    let database: WordNetDatabase

    init() throws {
        database = try #require(WordNetDatabase())
    }

    /// "grave" has three noun senses (WordNet's `wn grave -over` lists them in this order), its
    /// second the synset of "tomb"; the index's first lemma (after its licence) and its last are found.
    @Test func findsSensesAndSynsets() throws {
        let senses = database.senses(of: "grave", .noun)
        #expect(senses.count == 3)
        let second = try #require(database.synset(at: senses[1], .noun))
        #expect(second.words == ["grave", "tomb"])
        #expect(!database.senses(of: "'hood", .noun).isEmpty)
        #expect(!database.senses(of: "zyrian", .noun).isEmpty)
        #expect(database.senses(of: "zzzz", .noun).isEmpty)
        #expect(database.senses(of: "", .noun).isEmpty)
        #expect(database.senses(of: "  1 This", .noun).isEmpty)
    }

    @Test func followsDerivations() throws {
        let cruelness = try #require(database.senses(of: "cruelness", .noun).first)
        let synset = try #require(database.synset(at: cruelness, .noun))
        let targets = synset.derivations.compactMap { pointer in
            database.synset(at: pointer.offset, pointer.part).map { $0.words[pointer.word - 1] }
        }
        #expect(targets.contains("cruel"))
    }

    /// A byte offset that is not a synset's own is none.
    @Test func anOffsetInsideALineIsNoSynset() throws {
        let offset = try #require(database.senses(of: "grave", .noun).first)
        #expect(database.synset(at: offset + 1, .noun) == nil)
        #expect(database.synset(at: -1, .noun) == nil)
        #expect(database.synset(at: Int.max, .noun) == nil)
    }

    @Test func baseFormsByExceptionAndRule() {
        #expect(database.baseForms(of: "went", .verb) == ["go"])
        #expect(database.baseForms(of: "suburbs", .noun) == ["suburb"])
        #expect(database.baseForms(of: "children", .noun) == ["child"])
        #expect(database.baseForms(of: "zzzz", .noun).isEmpty)
    }

    @Test func aMissingFolderIsNoDatabase() {
        #expect(WordNetDatabase(folder: "/nonexistent") == nil)
        #expect(WordNetDatabase(folder: "/etc") == nil)
    }

    /// A folder whose data.noun is a FIFO no one writes to: no database, at once, not a hang.
    @Test func aFIFOIsNoFileToMap() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordnet-fifo-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for part in WordNetDatabase.PartOfSpeech.allCases {
            for kind in ["index", "data"] where !(kind == "data" && part == .noun) {
                try FileManager.default.copyItem(atPath: "/usr/share/wordnet/\(kind).\(part.rawValue)", toPath: "\(folder)/\(kind).\(part.rawValue)")
            }
        }
        #expect(mkfifo("\(folder)/data.noun", 0o600) == 0)
        #expect(WordNetDatabase(folder: folder) == nil)
        #expect(MappedFile(path: "\(folder)/data.noun") == nil)
        #expect(MappedFile(path: "\(folder)/index.noun") != nil)
    }
}
