import Foundation
import Testing
@testable import KanjiImport
import KanjiDictionary

struct ImportWriterTests {
    private let kanji = [
        KanjiEntry(character: "日", meanings: ["day", "sun"], onyomi: ["ニチ"], kunyomi: ["ひ"], nanori: [],
                   strokes: 4, grade: 1, jlpt: 4, frequency: 1, radical: 72),
        KanjiEntry(character: "乂", meanings: [], strokes: 2, radical: 4),
    ]
    private let words = [WordEntry(word: "仝", readings: ["どうじょう"], meanings: ["\"as above\" mark\\\t"], common: true)]

    @Test func writesOneEntryPerLineWithKeysInSchemaOrder() {
        let text = String(decoding: DictionaryWriter.encode(source: "S", kanji: kanji, words: words), as: UTF8.self)
        #expect(text == """
            {"format":"kanji-list-dictionary/1","source":"S","kanji":[
            {"character":"日","meanings":["day","sun"],"onyomi":["ニチ"],"kunyomi":["ひ"],"nanori":[],"strokes":4,"grade":1,"jlpt":4,"frequency":1,"radical":72},
            {"character":"乂","meanings":[],"onyomi":[],"kunyomi":[],"nanori":[],"strokes":2,"grade":null,"jlpt":null,"frequency":null,"radical":4}],"words":[
            {"word":"仝","readings":["どうじょう"],"meanings":["\\"as above\\" mark\\\\\\t"],"common":true}]}

            """)
    }

    @Test func theOutputIsJSONThatReadsBack() throws {
        let bytes = DictionaryWriter.encode(source: "S\u{1}", kanji: kanji, words: words)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(object["source"] as? String == "S\u{1}")
        let readWords = try #require(object["words"] as? [[String: Any]])
        #expect(readWords.first?["meanings"] as? [String] == ["\"as above\" mark\\\t"])
        #expect((object["kanji"] as? [Any])?.count == 2)
    }

    @Test func aStreamTakenInPiecesMakesTheSameFile() {
        let manyWords = (0..<5).flatMap { _ in words }
        let tags = ["n": "noun"]
        var stream = DictionaryWriter.Stream(source: "S", kanji: kanji, version: .two)
        var pieces = [stream.takeBytes()]
        for word in manyWords {
            stream.append(word)
            pieces.append(stream.takeBytes())
        }
        stream.finish(tags: tags)
        pieces.append(stream.takeBytes())
        #expect(stream.pendingCount == 0 && stream.wordCount == 5)
        #expect(pieces.joined().elementsEqual(DictionaryWriter.encode(source: "S", kanji: kanji, words: manyWords, tags: tags)))
    }

    @Test func emptyListsStillMakeValidJSON() throws {
        let bytes = DictionaryWriter.encode(source: "S", kanji: [], words: [])
        #expect(String(decoding: bytes, as: UTF8.self) == "{\"format\":\"kanji-list-dictionary/1\",\"source\":\"S\",\"kanji\":[],\"words\":[]}\n")
    }

    @Test func theSourceCreditsTheGroupAndTheVersions() {
        let source = ImportSource.credit(
            kanjidic: KanjidicHeader(fileVersion: "4", databaseVersion: "2022-235", dateOfCreation: "2022-08-23"),
            words: .edict(created: "2021-02-03"))
        #expect(source.hasPrefix("KANJIDIC2 (file version 4, database version 2022-235, created 2022-08-23) and EDICT (created 2021-02-03)"))
        #expect(source.contains("Electronic Dictionary Research and Development Group"))
        #expect(source.contains("CC BY-SA 4.0"))
    }

    @Test func aFailedWriteLeavesNoTemporaryFile() throws {
        let directory = try ImportSamples.scratchDirectory()
        let output = directory + "/taken"
        try FileManager.default.createDirectory(atPath: output + "/inside", withIntermediateDirectories: true)
        #expect(throws: ImportError.self) { try DictionaryWriterFile.write(Array("{}".utf8), to: output) }
        #expect(try ImportSamples.contents(ofDirectory: directory) == ["taken"])
    }

    @Test func aKilledImportsTemporaryFileIsRemovedByTheNextImport() throws {
        let directory = try ImportSamples.scratchDirectory()
        let output = directory + "/dictionary.json"
        // A process that has ended: its temporary file is as a killed import leaves it.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let abandoned = DictionaryWriterFile.temporaryPath(for: output, process: ended.processIdentifier)
        let running = DictionaryWriterFile.temporaryPath(for: output, process: getppid())
        let otherOutput = DictionaryWriterFile.temporaryPath(for: directory + "/other.json", process: ended.processIdentifier)
        for file in [abandoned, running, otherOutput] {
            #expect(FileManager.default.createFile(atPath: file, contents: Data("half".utf8)))
        }
        try DictionaryWriterFile.write(Array("{}".utf8), to: output)
        let names = [running, otherOutput, output].map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(try ImportSamples.contents(ofDirectory: directory) == names.sorted())
    }
}
