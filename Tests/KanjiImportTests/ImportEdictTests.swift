import Testing
@testable import KanjiImport
import KanjiDictionary

struct ImportEdictTests {
    private func words(_ file: EdictFile, commonOnly: Bool = false) throws -> [WordEntry] {
        var words: [WordEntry] = []
        let kept = try file.readEntries(commonOnly: commonOnly) { words.append($0) }
        #expect(kept == words.count)
        return words
    }

    @Test func readsTheSampleLineByLine() throws {
        let file = try EdictFile(path: ImportSamples.path("edict-sample.txt"))
        #expect(file.created == "2021-02-03")
        #expect(try words(file) == [
            WordEntry(word: "ヽ", readings: [], meanings: ["repetition mark in katakana"]),
            WordEntry(word: "日", readings: ["ひ"], meanings: ["day", "days", "sun", "sunshine", "sunlight"], common: true),
            WordEntry(word: "ＤＱＮ", readings: ["ドキュン"], meanings: ["(sl) (derog) dumb-ass", "(sl) delinquent"]),
            WordEntry(word: "一度も", readings: ["いちども"], meanings: ["(not) even once", "(not) ever"]),
            WordEntry(word: "４°", readings: ["しど"], meanings: []),
            WordEntry(word: "リン", readings: [], meanings: ["phosphorus (P)"]),
            WordEntry(word: "日", readings: ["にち"], meanings: ["Sunday", "counter for days"], common: true),
            WordEntry(word: "仝", readings: ["どうじょう"], meanings: ["\"as above\" mark"]),
        ])
    }

    @Test func commonOnlyKeepsTheEntriesMarkedP() throws {
        let file = try EdictFile(path: ImportSamples.path("edict-sample.txt"))
        #expect(try words(file, commonOnly: true).map(\.readings) == [["ひ"], ["にち"]])
    }

    @Test func anInvalidEUCJPLineIsNamed() {
        let path = ImportSamples.path("edict-invalid-eucjp.txt")
        let error = #expect(throws: ImportError.self) { try words(EdictFile(path: path)) }
        #expect(error?.file == path)
        #expect(error?.line == 4)
        #expect(error?.message.contains("EUC-JP") == true)
    }

    @Test func aMalformedLineIsNamed() {
        let path = ImportSamples.path("edict-malformed.txt")
        let error = #expect(throws: ImportError.self) { try words(EdictFile(path: path)) }
        #expect(error?.file == path)
        #expect(error?.line == 5)
        #expect(error?.message.hasPrefix("malformed entry") == true)
    }

    @Test func aFileWithoutTheHeaderLineIsRefused() {
        let error = #expect(throws: ImportError.self) {
            try EdictFile(bytes: Array("hi /(n) day/\n".utf8), file: "plain.txt")
        }
        #expect(error?.description.hasPrefix("plain.txt:1: expected EDICT's header line") == true)
    }

    @Test func aMissingFileIsNamed() {
        let error = #expect(throws: ImportError.self) { try EdictFile(path: "/nonexistent/edict") }
        #expect(error?.description == "/nonexistent/edict: cannot open the file")
    }

    @Test(arguments: [
        "日 [ひ /(n) day/", "日 [ひ] /(n) day", "[ひ] /(n) day/", "日 ひ] /(n) day/", "日 [] /(n) day/",
    ])
    func malformedHeadwordsAndGlossesAreRefused(line: String) {
        #expect(throws: EdictLine.Malformed.self) { try EdictLine.parse(line) }
    }

    @Test func tagsAreStrippedOnlyFromTheFront() {
        #expect(EdictLine.stripTags("(adj-na,n) (2) (uk) quiet") == "quiet")
        #expect(EdictLine.stripTags("(n) (comp) (obsc) DNS") == "(comp) (obsc) DNS")
        #expect(EdictLine.stripTags("(ksb:) (n) thing") == "(ksb:) thing")
        #expect(EdictLine.stripTags("(the) morning (of a day)") == "(the) morning (of a day)")
        #expect(EdictLine.stripTags("(n) (company) director") == "(company) director")
        #expect(EdictLine.stripTags("(n) (2)") == "")
    }

    @Test func aCancelStopsBetweenLines() {
        let cancellation = ImportCancellation()
        cancellation.cancel()
        // The header in EUC-JP: an ideographic space and three full-width question marks.
        let header: [UInt8] = [0xA1, 0xA1, 0xA1, 0xA9, 0xA1, 0xA9, 0xA1, 0xA9] + Array(" /EDICT/Created: 2021-02-03/\n".utf8)
        let lines = String(repeating: "a /(n) a/\n", count: EdictFile.checkInterval + 1)
        #expect(throws: ImportCancelled.self) {
            try EdictFile(bytes: header + Array(lines.utf8), file: "edict").readEntries(cancellation: cancellation) { _ in }
        }
    }
}
