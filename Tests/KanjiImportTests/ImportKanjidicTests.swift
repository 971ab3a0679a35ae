import Foundation
import Testing
@testable import KanjiImport
import KanjiDictionary

struct ImportKanjidicTests {
    private func parse(_ xml: String, file: String = "test.xml") throws -> KanjidicFile {
        try KanjidicFile.parse(xml: Array(xml.utf8), file: file)
    }

    @Test func readsEveryFieldOfTheSample() throws {
        let file = try KanjidicFile.read(path: ImportSamples.path("kanjidic-sample.xml.gz"))
        #expect(file.header == KanjidicHeader(fileVersion: "4", databaseVersion: "2022-235", dateOfCreation: "2022-08-23"))
        #expect(file.kanji.map { String($0.character) } == ["亜", "蘭", "日", "丑", "欄", "\u{F91D}", "乂"])
        let first = try #require(file.kanji.first)
        #expect(first == KanjiEntry(
            character: "亜", meanings: ["Asia", "rank next"], onyomi: ["ア"], kunyomi: ["つ.ぐ"], nanori: ["や", "つぎ"],
            strokes: 7, grade: 8, jlpt: 1, frequency: 1509, radical: 7))
        #expect(file.kanji[2].meanings == ["day", "sun & Japan"])
        #expect(file.kanji[1].grade == nil && file.kanji[1].frequency == nil && file.kanji[1].jlpt == nil)
        #expect(file.kanji[6].meanings.isEmpty, "only meanings without m_lang are English")
    }

    @Test func theGzipThePlainFileAndTheBytesGiveTheSameKanji() throws {
        let gzip = try KanjidicFile.read(path: ImportSamples.path("kanjidic-sample.xml.gz"))
        let xml = try #require(FileManager.default.contents(atPath: ImportSamples.path("kanjidic-sample.xml")))
        #expect(try KanjidicFile.parse(xml: [UInt8](xml), file: "kanjidic-sample.xml") == gzip)
        #expect(try KanjidicFile.read(path: ImportSamples.path("kanjidic-sample.xml")) == gzip)
        #expect(gzip.kanji.count == 7)
    }

    @Test func compatibilityIdeographsAreNotDuplicates() throws {
        let file = try KanjidicFile.read(path: ImportSamples.path("kanjidic-sample.xml.gz"))
        let scalars = file.kanji.compactMap { $0.character.unicodeScalars.first?.value }
        #expect(scalars.contains(0x6B04) && scalars.contains(0xF91D))
    }

    @Test func malformedXMLNamesTheFileAndTheLine() {
        let path = ImportSamples.path("kanjidic-malformed.xml.gz")
        let error = #expect(throws: ImportError.self) { try KanjidicFile.read(path: path) }
        #expect(error?.file == path)
        #expect(error?.line == 9)
        #expect(error?.message.contains("tag mismatch: grade line 9") == true)
    }

    @Test func aTruncatedFileIsAnErrorNotAShortDictionary() {
        let path = ImportSamples.path("kanjidic-truncated.xml.gz")
        let error = #expect(throws: ImportError.self) { try KanjidicFile.read(path: path) }
        #expect(error?.file == path)
        #expect(error?.line != nil)
    }

    @Test func aRepeatedKanjiNamesBothLines() {
        let xml = "<kanjidic2>\n<character><literal>日</literal></character>\n<character><literal>日</literal></character>\n</kanjidic2>"
        let error = #expect(throws: ImportError.self) { try parse(xml) }
        #expect(error?.description == "test.xml:3: kanji 日 is listed twice (first at line 2)")
    }

    @Test func aNumberOutOfRangeNamesTheElementAndLine() {
        let xml = "<kanjidic2>\n<character><literal>日</literal>\n<misc><grade>12</grade></misc></character>\n</kanjidic2>"
        let error = #expect(throws: ImportError.self) { try parse(xml) }
        #expect(error?.line == 3)
        #expect(error?.message == "<grade> should be a whole number from 1 to 10, not \"12\" (kanji 日)")
    }

    @Test func aLiteralOfTwoCharactersIsRefused() {
        let xml = "<kanjidic2>\n<character><literal>日本</literal></character>\n</kanjidic2>"
        let error = #expect(throws: ImportError.self) { try parse(xml) }
        #expect(error?.line == 2)
    }

    @Test func anotherXMLDocumentIsNotKanjidic() {
        let error = #expect(throws: ImportError.self) { try parse("<html><body/></html>") }
        #expect(error?.message.contains("not a KANJIDIC2 file") == true)
    }

    @Test func anInternalSubsetIsReadAndItsLinesCount() throws {
        let xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE kanjidic2 [\n<!-- ]> -->\n<!ELEMENT kanjidic2 (character)*>\n]>\n<kanjidic2>\n"
            + "<character><literal>日</literal></character>\n<character><literal>日</literal></character>\n</kanjidic2>"
        let error = #expect(throws: ImportError.self) { try parse(xml) }
        #expect(error?.description == "test.xml:8: kanji 日 is listed twice (first at line 7)")
    }

    @Test func linesPastTheSixteenBitLimitAreExact() {
        let padding = String(repeating: "<!-- - -->\n", count: 70_000)
        let xml = "<kanjidic2>\n" + padding + "<character>\n<literal>日</literal>\n<misc>\n<grade>x</grade>\n</misc>\n</character>\n</kanjidic2>"
        let error = #expect(throws: ImportError.self) { try parse(xml) }
        #expect(error?.line == 70_005)
        #expect(error?.message.contains("(kanji 日)") == true)
    }

    @Test func aCancelStopsTheParse() {
        let cancellation = ImportCancellation()
        cancellation.cancel()
        let literals = (0..<600).compactMap { Unicode.Scalar(0x4E00 + $0).map(String.init) }
        let characters = literals.map { "<character><literal>\($0)</literal></character>" }
        let xml = "<kanjidic2>\n" + characters.joined(separator: "\n") + "\n</kanjidic2>"
        #expect(throws: ImportCancelled.self) {
            try KanjidicFile.parse(xml: Array(xml.utf8), file: "test.xml", cancellation: cancellation)
        }
    }
}
