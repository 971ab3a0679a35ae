import Foundation
import KanjiDictionary
import Testing
@testable import KanjiImport

/// The whole import with JMdict, KRADFILE and KanjiVG, read back through the loader.
struct ImportRicherDataTests {
    private func request(output: String, jmdict: String = "jmdict-sample.xml.gz") -> ImportRequest {
        ImportRequest(
            kanjidicPath: ImportSamples.path("kanjidic-sample.xml.gz"), jmdictPath: ImportSamples.path(jmdict),
            kradfilePath: ImportSamples.path("kradfile-sample.utf8"), kanjivgPath: ImportSamples.path("kanjivg-sample.zip"),
            outputPath: output)
    }

    @Test func writesFormat2ThatLoadsWithEverything() throws {
        let directory = try ImportSamples.scratchDirectory()
        let summary = try ImportFlow(request: request(output: directory + "/dictionary.json")).run()
        #expect(summary.wordCount == 8)
        let text = String(decoding: try #require(FileManager.default.contents(atPath: summary.outputPath)), as: UTF8.self)
        #expect(text.hasPrefix("{\"format\":\"kanji-list-dictionary/2\""))
        #expect(text.contains("JMdict (created 2021-07-05) and KRADFILE") && text.contains("KanjiVG"))
        let store = try KanjiStore.load(contentsOf: summary.outputPath)
        let day = try #require(store.kanji(for: "日"))
        #expect(day.components == ["日"] && day.strokePaths.count == 4)
        #expect(store.kanji(for: "亜")?.components == ["｜", "一", "口"])
        #expect(store.tagName("n") == "noun (common) (futsuumeishi)")
        let words = store.words(containing: "日").map(\.word)
        // By rank: 毎日 and 日本 (1), 日米 (1), 今日 (2), 日 (3), then the unranked.
        #expect(Array(words.prefix(5)) == ["毎日", "日本", "日米", "今日", "日"])
        let everyDay = try #require(store.words(containing: "日").first)
        #expect(everyDay.senses.first?.partsOfSpeech == ["n", "adv"] && everyDay.rank == 1)
    }

    @Test(arguments: ["jmdict-unknown-entity.xml", "jmdict-truncated.xml.gz", "jmdict-malformed.xml"])
    func aBrokenJMdictLeavesTheOutputUntouched(jmdict: String) throws {
        let directory = try ImportSamples.scratchDirectory()
        let output = directory + "/dictionary.json"
        try Data("previous".utf8).write(to: URL(fileURLWithPath: output))
        let error = try #require(throws: ImportError.self) { try ImportFlow(request: request(output: output, jmdict: jmdict)).run() }
        #expect(error.file == ImportSamples.path(jmdict))
        #expect(FileManager.default.contents(atPath: output) == Data("previous".utf8))
        #expect(try ImportSamples.contents(ofDirectory: directory) == ["dictionary.json"])
    }

    /// More words than the importer gathers before writing, so the file is written in pieces.
    @Test func aLargeJMdictIsWrittenInPiecesAndReadsBackWhole() throws {
        let directory = try ImportSamples.scratchDirectory()
        let count = 30_000
        let entries = (0..<count).map { index in
            "<entry><ent_seq>\(index)</ent_seq><k_ele><keb>日\(index)</keb></k_ele><r_ele><reb>ひ</reb></r_ele>"
                + "<sense><gloss>day number \(index)</gloss></sense></entry>"
        }
        let jmdict = directory + "/jmdict.xml"
        try Data(("<JMdict>\n" + entries.joined(separator: "\n") + "\n</JMdict>\n").utf8).write(to: URL(fileURLWithPath: jmdict))
        var large = request(output: directory + "/dictionary.json")
        large.jmdictPath = jmdict
        let summary = try ImportFlow(request: large).run()
        #expect(summary.wordCount == count && summary.bytes > 2 << 20)
        #expect(try ImportSamples.contents(ofDirectory: directory) == ["dictionary.json", "jmdict.xml"])
        let store = try KanjiStore.load(contentsOf: summary.outputPath)
        #expect(store.wordCount == count)
        let words = store.words(containing: "日").map(\.word)
        #expect(Set(words) == Set((0..<count).map { "日\($0)" }))
    }
}
