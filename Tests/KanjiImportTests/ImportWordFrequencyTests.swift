import Foundation
import KanjiDictionary
import Testing
@testable import KanjiImport

/// `--word-frequency` (wordfreq's Japanese list): the MessagePack read with msgpack-c, its faults
/// named, each word's Zipf frequency written, and a kanji's words ordered by it within a level.
struct ImportWordFrequencyTests {
    /// wordfreq's real bins for the sample's words (ImportSamples/CREDITS.md).
    @Test func theSampleListGivesEachWordItsZipfFrequency() throws {
        let list = try WordFrequencyFile.read(path: ImportSamples.path("wordfreq-sample.msgpack.gz"))
        #expect(list.zipf.count == 9)
        #expect(list.zipf["今日"] == 557 && list.zipf["日"] == 638 && list.zipf["日曜日"] == 435 && list.zipf["毎日"] == 513)
        #expect(list.zipf(ofForms: ["食べる", "喰べる"]) == 492)
        #expect(list.zipf(ofForms: ["誕生日"]) == nil)
    }

    /// A string as MessagePack: fixstr.
    private static func string(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        return [0xA0 | UInt8(bytes.count)] + bytes
    }

    private static let header: [UInt8] = [0x81] + string("format") + string("cB")

    @Test(arguments: [
        ([0x92] + header, "cut short or damaged"),
        (Array("[1, 2]".utf8), "not wordfreq's word list"),
        ([0x91, 0x81] + string("format") + string("zB"), "not wordfreq's word list"),
        ([0x92] + header + [0x91, 0x07], "bin 0, word 1 is not a UTF-8 string"),
        ([0x92] + header + [0x91, 0xA2, 0xFF, 0xFE], "bin 0, word 1 is not a UTF-8 string"),
        ([0x92] + header + [0x07], "bin 0 is not an array of words"),
        ([0x91] + header, "no words"),
    ] as [([UInt8], String)])
    func aDamagedListIsNamed(bytes: [UInt8], message: String) {
        let error = #expect(throws: ImportError.self) { try WordFrequencyFile.parse(bytes: bytes, file: "w.msgpack") }
        #expect(error?.file == "w.msgpack" && error?.message.contains(message) == true, "\(String(describing: error))")
    }

    @Test func aFileThatIsNotGzipIsNamed() throws {
        let path = try ImportSamples.scratchDirectory() + "/large_ja.msgpack.gz"
        try Data("not gzip".utf8).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: ImportError.self) { try WordFrequencyFile.read(path: path) }
        #expect(error?.file == path)
    }

    /// The import writes each word's `zipf` (format /3) and credits wordfreq. A kanji's words come
    /// by level, then by it, then by rank: without levels 日 (6.38) and 今日 (5.57) come before 毎日
    /// (5.13), where JMdict's newspaper bands put 毎日 (nf01) first; with levels, the level first.
    @Test func theImportWritesZipfAndAKanjisWordsFollowIt() throws {
        let folder = try ImportSamples.scratchDirectory()
        func imported(frequency: Bool, levels: Bool) throws -> KanjiStore {
            let request = ImportRequest(
                kanjidicPath: ImportSamples.path("kanjidic-sample.xml.gz"), jmdictPath: ImportSamples.path("jmdict-learner.xml"),
                jlptPath: levels ? ImportSamples.path("jlpt-sample") : nil, outputPath: folder + "/\(frequency)-\(levels).json",
                wordFrequencyPath: frequency ? ImportSamples.path("wordfreq-sample.msgpack.gz") : nil)
            return try KanjiStore.load(contentsOf: try ImportFlow(request: request).run().outputPath)
        }
        let withFrequency = try imported(frequency: true, levels: false)
        let words = withFrequency.words(containing: "日")
        #expect(words.map(\.word) == ["日", "今日", "毎日", "日曜日"])
        #expect(words.map(\.zipf) == [638, 557, 513, 435])
        #expect(withFrequency.source?.contains("word frequencies from wordfreq by Robyn Speer") == true)
        let without = try imported(frequency: false, levels: false).words(containing: "日")
        #expect(without.map(\.word) == ["毎日", "今日", "日", "日曜日"] && without.allSatisfy { $0.zipf == nil })
        let leveled = try imported(frequency: true, levels: true).words(containing: "日")
        #expect(leveled.map(\.word) == ["今日", "毎日", "日曜日", "日"], "N5, N4 by frequency, N2")
        #expect(leveled.map(\.jlptLevel) == [5, 4, 4, 2])
    }
}
