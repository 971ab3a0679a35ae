import Foundation
import KanjiDictionary
import Segmentation
import Testing
@testable import KanjiImport

/// JMnedict's lines (Debian's enamdict, EUC-JP) as names, and an import writing them after the words.
struct ImportNamesTests {
    private func names(_ path: String) throws -> [WordEntry] {
        var names: [WordEntry] = []
        let kept = try EdictFile(path: path).readNames { name in
            names.append(name)
            return true
        }
        #expect(kept == names.count)
        return names
    }

    @Test func realLinesBecomeNamesWithTheirTypes() throws {
        let read = try names(ImportSamples.path("enamdict-sample.txt"))
        #expect(read.map(\.word) == ["ＡＢＣ", "タイ", "慶良間", "大川隆法", "田中", "田中", "東京都", "箱根"])
        let tanaka = try #require(read.first { $0.readings == ["たなか"] })
        #expect(tanaka.nameTypes == ["p", "s", "f"])
        #expect(tanaka.meanings == ["Tanaka"])
        #expect(NameType.names(tanaka.nameTypes) == "place, surname, female given name")
        #expect(read.first { $0.word == "東京都" }?.nameTypes == ["p"])
        #expect(read.first { $0.word == "大川隆法" }?.meanings == ["Ookawa Ryuuhou (1956.7-)"])
        // Several groups of types: each once, in order, and every gloss kept.
        let abc = try #require(read.first)
        #expect(abc.nameTypes == ["c", "o", "pr"])
        #expect(abc.meanings == ["American Broadcasting Company", "ABC", "Audit Bureau of Circulations", "ABC", "ABC World Airways Guide"])
        #expect(read.first { $0.word == "タイ" }?.readings == [])
        #expect(read.allSatisfy { $0.isName })
    }

    @Test func aGlossInParenthesesThatIsNoTypeStaysAMeaning() throws {
        let name = try NameLine.parse("某 [なにがし] /(formerly) a name/")
        #expect(name.meanings == ["(formerly) a name"])
        #expect(name.nameTypes == ["u"])
    }

    @Test func importWritesTheNamesAfterTheWordsSortedAndFindable() throws {
        let output = try ImportSamples.scratchDirectory() + "/dictionary.json"
        let request = ImportRequest(
            kanjidicPath: ImportSamples.path("kanjidic-sample.xml.gz"), edictPath: ImportSamples.path("edict-sample.txt"),
            outputPath: output, namesPath: ImportSamples.path("enamdict-sample.txt"))
        let summary = try ImportFlow(request: request).run()
        #expect(summary.names == 8)
        let store = try KanjiStore.load(contentsOf: output)
        #expect(store.source?.contains("JMnedict") == true)
        #expect(store.nameIndices.count == 8)
        #expect(store.nameIndices.upperBound == store.wordCount)
        #expect((0..<store.nameIndices.lowerBound).allSatisfy { !store.word(at: $0).isName })
        let tanaka = store.names(written: "田中").map(store.word(at:))
        #expect(tanaka.map(\.readings) == [["たなか"], ["でんちゅう"]])
        #expect(store.names(written: "箱根").map { store.word(at: $0).nameTypes } == [["p", "s"]])
        #expect(store.names(written: "田").isEmpty)
        // No kanji lists a name among its words.
        #expect(!store.words(containing: "日").contains { $0.isName })
    }

    @Test func knownNamesOnlyKeepsThoseIPADICHasAsProperNouns() throws {
        var reason = ""
        guard let tokenizer = MeCabTokenizer(reason: &reason) else {
            Issue.record("MeCab with IPADIC is needed: \(reason)")
            return
        }
        let known = KnownNames(tokenizer: tokenizer, frequencies: nil)
        let read = try names(ImportSamples.path("enamdict-sample.txt"))
        let kept = read.filter(known.contains).map { "\($0.word) \($0.readings.first ?? "")" }
        // IPADIC has 田中 read たなか and 箱根 as proper nouns, not 田中 read でんちゅう. MeCab cuts
        // 大川隆法 into proper nouns (大川|隆|法), which parse joins into the name whatever MeCab
        // reads them (おおかわたかしほう), and 東京都 into a proper noun and its suffix; 慶良間, which
        // IPADIC lacks, into single kanji (慶|良|間), which parse joins into the name as well.
        #expect(kept.contains("田中 たなか"))
        #expect(kept.contains("箱根 はこね"))
        #expect(!kept.contains("田中 でんちゅう"))
        #expect(kept.contains("大川隆法 おおかわりゅうほう"))
        #expect(kept.contains("東京都 とうきょうと"))
        #expect(kept.contains("慶良間 けらま"))
    }

    @Test func theWrittenVersionIsFive() throws {
        let name = try NameLine.parse("田中 [たなか] /(p,s,f) Tanaka/")
        #expect(DictionaryWriter.lowestVersion(name) == .five)
        let bytes = DictionaryWriter.encode(source: nil, kanji: [], words: [name, WordEntry(word: "日", readings: ["ひ"], meanings: ["day"])])
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("{\"format\":\"kanji-list-dictionary/5\""))
        // The word before the name, whatever order they were given in.
        let day = try #require(text.range(of: "\"word\":\"日\""))
        let name5 = try #require(text.range(of: "\"word\":\"田中\""))
        #expect(day.lowerBound < name5.lowerBound)
        #expect(text.contains("\"name\":[\"p\",\"s\",\"f\"]"))
    }
}
