import Foundation
import KanjiDictionary
import Pronunciation
import Segmentation
import TestSupport
import Testing
@testable import KanjiImport

/// Pitch accents from Open JTalk's NAIST-jdic (Debian's open-jtalk-mecab-naist-jdic), read through
/// MeCab, checked against accents learners are taught, and joined for compounds as Open JTalk joins them.
@Suite struct ImportAccentsTests {
    @Test func everyKnownAccentIsTheDictionarysFirst() throws {
        let accents = try AccentDictionary(path: AccentDictionary.debianPath)
        #expect(KnownAccents.words.count >= 100)
        for word in KnownAccents.words {
            let pitch = accents.lookUp(reading: word.reading, forms: [word.written])
            #expect(pitch?.accents.first == word.accent && pitch?.isEstimated == false, "\(word): \(String(describing: pitch))")
        }
    }

    /// 日本 is にほん and にっぽん: each reading gets its own entry's accent, not the one MeCab's best
    /// path reads; a form the dictionary lacks (一人) gives way to another of the word's (独り).
    @Test func eachReadingGetsItsOwnEntrysAccent() throws {
        let accents = try AccentDictionary(path: AccentDictionary.debianPath)
        #expect(accents.lookUp(reading: "にほん", forms: ["日本"]) == ReadingPitch(reading: "にほん", accents: [2]))
        #expect(accents.lookUp(reading: "にっぽん", forms: ["日本"]) == ReadingPitch(reading: "にっぽん", accents: [3]))
        #expect(accents.lookUp(reading: "ひとり", forms: ["一人", "独り"]) == ReadingPitch(reading: "ひとり", accents: [2]))
        // A reading no entry nor joining of parts gives has none.
        #expect(accents.lookUp(reading: "ぬぬぬ", forms: ["日本"]) == nil)
    }

    /// 一人 read いちにん is no entry: 一 (いち 2/2) and 人 (にん, a counter, C3) join as Open JTalk
    /// joins them, the drop on the last mora of 一: いち＼にん.
    @Test func aCompoundTheDictionaryLacksIsJoinedAndMarkedEstimated() throws {
        let accents = try AccentDictionary(path: AccentDictionary.debianPath)
        #expect(accents.lookUp(reading: "いちにん", forms: ["一人"]) == ReadingPitch(reading: "いちにん", accents: [2], isEstimated: true))
    }

    @Test(arguments: [
        // C1: the second part's own accent, after the first's morae.
        ([part(0, 3), part(2, 2, rule: "C1")], 5),
        // C2: the drop on the second part's first mora; C3: on the first's last; C4: heiban.
        ([part(1, 2), part(0, 2, rule: "C2")], 3),
        ([part(1, 2), part(0, 2, rule: "C3")], 2),
        ([part(1, 2), part(2, 2, rule: "C4")], 0),
        // A particle's rule chosen by the part of speech before it: F2@1 after a verb, else F1.
        ([part(0, 3, pos: "動詞"), part(0, 1, rule: "名詞%F1/動詞%F2@1")], 4),
        ([part(0, 3, pos: "名詞"), part(0, 1, rule: "名詞%F1/動詞%F2@1")], 0),
        // F5 makes the phrase heiban; an unknown rule keeps the accent.
        ([part(2, 3), part(0, 1, rule: "F5")], 0),
        ([part(2, 3), part(0, 1, rule: "*")], 2),
    ])
    func partsJoinByOpenJTalksRules(parts: [AccentJoin.Part], accent: Int) {
        #expect(AccentJoin.accent(of: parts) == accent)
    }

    @Test func aMissingDictionaryNamesItsPackage() throws {
        let error = try #require(throws: ImportError.self) { try AccentDictionary(path: "/nonexistent/naist-jdic") }
        #expect(error.file == "/nonexistent/naist-jdic" && error.message.contains("apt-get install open-jtalk-mecab-naist-jdic"))
    }

    @Test func anImportWithAccentsWritesFormat4AndCountsItsCoverage() throws {
        let directory = try ImportSamples.scratchDirectory()
        let request = ImportRequest(
            kanjidicPath: ImportSamples.path("kanjidic-sample.xml.gz"), jmdictPath: ImportSamples.path("jmdict-sample.xml.gz"),
            outputPath: directory + "/dictionary.json", accentsPath: AccentDictionary.debianPath)
        let summary = try ImportFlow(request: request).run()
        let coverage = try #require(summary.accents)
        var readings = 0
        _ = try JmdictFile(path: ImportSamples.path("jmdict-sample.xml.gz")).readEntries(commonOnly: false) { readings += max(1, $0.readings.count) }
        #expect(coverage.fromDictionary + coverage.estimated + coverage.missing == readings)
        #expect(coverage.fromDictionary > 0 && coverage.common > 0)
        let text = String(decoding: try #require(FileManager.default.contents(atPath: summary.outputPath)), as: UTF8.self)
        #expect(text.hasPrefix("{\"format\":\"kanji-list-dictionary/4\"") && text.contains("NAIST-jdic"))
        let store = try KanjiStore.load(contentsOf: summary.outputPath)
        let japan = try #require((0..<store.wordCount).map(store.word(at:)).first { $0.word == "日本" })
        #expect(japan.pitchAccent(of: "にほん")?.accents == [2])
        #expect(ImportProgressLine.summary(summary).contains("pitch accents: \(coverage.fromDictionary) of \(readings) readings from NAIST-jdic"))
    }
}

private func part(_ accent: Int, _ morae: Int, pos: String = "名詞", rule: String = "*") -> AccentJoin.Part {
    AccentJoin.Part(accent: accent, morae: morae, partOfSpeech: pos, rule: rule)
}
