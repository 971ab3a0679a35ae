import Foundation
import Testing

/// The executable on a dictionary imported from the importer's samples of JMdict, KRADFILE and
/// KanjiVG: import, lookup with senses, strokes, and the parts: filter.
@Suite struct RicherDataCommandLineTests {
    private static func sample(_ name: String) -> String {
        KanjiListBinary.packageRoot.appendingPathComponent("Tests/KanjiImportTests/ImportSamples/\(name)").path
    }

    private func importSamples(into folder: URL) throws -> String {
        let output = folder.appendingPathComponent("dictionary.json").path
        let result = try KanjiListBinary.run([
            "import", "--kanjidic", Self.sample("kanjidic-sample.xml.gz"), "--jmdict", Self.sample("jmdict-sample.xml.gz"),
            "--kradfile", Self.sample("kradfile-sample.utf8"), "--kanjivg", Self.sample("kanjivg-sample.zip"), "--output", output,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        return output
    }

    @Test func strokesLookupAndPartsOnAnImportedDictionary() throws {
        let folder = try KanjiListBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dictionary = try importSamples(into: folder)

        let strokes = try KanjiListBinary.run(["strokes", "日", "--dictionary", dictionary])
        #expect(strokes.status == 0, "\(strokes.standardError)")
        let lines = strokes.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 8)
        for number in ["1", "2", "3", "4"] { #expect(strokes.standardOutput.contains(number)) }
        #expect(strokes.standardOutput.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })

        let frames = try KanjiListBinary.run(["strokes", "日", "--frames", "--dictionary", dictionary])
        #expect(frames.standardOutput.hasPrefix("1/4") && frames.standardOutput.contains("4/4"))

        let lookup = try KanjiListBinary.run(["lookup", "日", "--dictionary", dictionary])
        let words = lookup.standardOutput.split(separator: "\n").drop { !$0.hasPrefix("Words with") }.dropFirst()
        #expect(words.first?.hasPrefix("毎日") == true)
        #expect(lookup.standardOutput.contains("every day [noun (common) (futsuumeishi)"))
        #expect(lookup.standardOutput.contains("Parts     日"))

        let parts = try KanjiListBinary.run(["search", "parts:日", "--dictionary", dictionary])
        #expect(parts.status == 0 && parts.standardOutput.split(separator: "\n").map { $0.prefix(1) }.contains("日"))
    }

    @Test func strokesWithoutKanjiVGSaySo() throws {
        let folder = try KanjiListBinary.temporaryFolder()
        let dictionary = folder.appendingPathComponent("no-strokes.json").path
        try #"{"format":"kanji-list-dictionary/1","kanji":[{"character":"日","meanings":["day"]}],"words":[]}"#
            .write(toFile: dictionary, atomically: true, encoding: .utf8)
        let result = try KanjiListBinary.run(["strokes", "日", "--dictionary", dictionary])
        #expect(result.status == 1)
        #expect(result.standardError.contains("no strokes for 日") && result.standardError.contains("--kanjivg"))
    }
}
