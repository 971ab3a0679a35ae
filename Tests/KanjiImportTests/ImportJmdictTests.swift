import Foundation
import KanjiDictionary
import Testing
@testable import KanjiImport

struct ImportJmdictTests {
    private func read(_ name: String, commonOnly: Bool = false) throws -> (words: [WordEntry], summary: JmdictFile.Summary) {
        var words: [WordEntry] = []
        let summary = try JmdictFile(path: ImportSamples.path(name)).readEntries(commonOnly: commonOnly) { words.append($0) }
        return (words, summary)
    }

    private func word(_ written: String, in words: [WordEntry]) throws -> WordEntry {
        try #require(words.first { $0.word == written })
    }

    @Test func readsEveryEntryWithItsFormsReadingsAndRank() throws {
        let (words, summary) = try read("jmdict-sample.xml")
        #expect(words.map(\.word) == ["ヽ", "日", "毎日", "今日", "日本", "一日", "明日", "日米"])
        #expect(summary.entries == 8)
        #expect(try JmdictFile(path: ImportSamples.path("jmdict-sample.xml")).created == "2021-07-05")
        let today = try word("今日", in: words)
        #expect(today.readings == ["きょう", "こんにち", "こんち", "こんじつ"])
        #expect(today.rank == 2 && today.common)
        #expect(try word("毎日", in: words).rank == 1)
        // nf25 with spec1: the editors' mark puts it in the first band.
        #expect(try word("日本", in: words).rank == 1)
        #expect(try word("一日", in: words).forms.contains("１日"))
        // Kana only: the reading is the written form and no reading is repeated.
        let mark = try word("ヽ", in: words)
        #expect(mark.readings.isEmpty && mark.rank == nil && !mark.common)
    }

    @Test func sensesKeepTagCodesAndOnlyEnglishGlosses() throws {
        let (words, summary) = try read("jmdict-sample.xml")
        let everyDay = try word("毎日", in: words)
        #expect(everyDay.senses == [WordSense(partsOfSpeech: ["n", "adv"], glosses: ["every day"])])
        #expect(everyDay.meanings == ["every day"])
        #expect(summary.tagNames["n"] == "noun (common) (futsuumeishi)")
        #expect(summary.tagNames["unc"] != nil)
        let allGlosses = words.flatMap { $0.senses.flatMap(\.glosses) }
        #expect(!allGlosses.contains("iedere dag") && !allGlosses.isEmpty)
    }

    @Test func theGzipFileReadsTheSame() throws {
        #expect(try read("jmdict-sample.xml.gz").words == read("jmdict-sample.xml").words)
    }

    @Test func commonOnlyKeepsTheCommonWords() throws {
        let (words, summary) = try read("jmdict-sample.xml", commonOnly: true)
        #expect(summary.entries == 8)
        #expect(!words.isEmpty && words.allSatisfy(\.common) && !words.contains { $0.word == "ヽ" })
    }

    @Test func aTruncatedGzipFileNamesTheFileAndLine() throws {
        let path = ImportSamples.path("jmdict-truncated.xml.gz")
        let error = try #require(throws: ImportError.self) { try read("jmdict-truncated.xml.gz") }
        #expect(error.file == path && (error.line ?? 0) > 1)
    }

    @Test func malformedXMLNamesTheLineAndTheEntryBefore() throws {
        let error = try #require(throws: ImportError.self) { try read("jmdict-malformed.xml") }
        #expect(error.file == ImportSamples.path("jmdict-malformed.xml"))
        #expect(error.message.contains("mismatch") && error.message.contains("ent_seq") && error.line == 571)
    }

    @Test func anUndeclaredEntityIsRefusedByName() throws {
        let error = try #require(throws: ImportError.self) { try read("jmdict-unknown-entity.xml") }
        #expect(error.message.contains("nosuchtag"))
    }

    @Test func aFileThatIsNotJMdictIsRefused() throws {
        let error = try #require(throws: ImportError.self) { try read("kanjidic-sample.xml") }
        #expect(error.message.contains("not a JMdict file"))
    }

    @Test(arguments: [
        (["nf25", "news2"], 25), (["nf25", "spec1"], 1), (["ichi1"], 49), (["spec1"], 50), (["news2"], 51),
        (["gai2"], 52), (["nf48", "ichi1", "nf07"], 7),
    ])
    func ranksFromPriorityTags(tags: [String], rank: Int) {
        #expect(WordRank.rank(priorities: tags) == rank)
    }

    @Test func noPriorityTagNoRank() {
        #expect(WordRank.rank(priorities: []) == nil && WordRank.rank(priorities: ["nf49"]) == nil)
        #expect(WordRank.isCommon(priorities: ["spec2"]) && !WordRank.isCommon(priorities: ["news2", "nf30"]))
    }
}
