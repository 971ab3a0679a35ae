import Foundation
import KanjiDictionary
import Testing
@testable import KanjiImport

struct ImportKanjiVGTests {
    private let wanted: Set<Unicode.Scalar> = ["日", "明"]

    @Test func readsTheSingleFile() throws {
        let strokes = try KanjiVGFile.read(path: ImportSamples.path("kanjivg-sample.xml.gz"), wanted: wanted)
        #expect(strokes["日"]?.count == 4 && strokes["明"]?.count == 8)
        // Only the kanji asked for: 亜 is in the sample too.
        #expect(strokes.count == 2)
        #expect(strokes["日"]?.first?.hasPrefix("M31.5,24.5c") == true)
    }

    @Test func aDirectoryAndAZipOfSVGsReadTheSameAndSkipVariants() throws {
        let directory = try KanjiVGFile.read(path: ImportSamples.path("kanjivg-svg"), wanted: wanted)
        let zip = try KanjiVGFile.read(path: ImportSamples.path("kanjivg-sample.zip"), wanted: wanted)
        #expect(directory == zip)
        #expect(directory["日"]?.count == 4 && directory["明"]?.count == 8)
        let plain = try String(contentsOfFile: ImportSamples.path("kanjivg-svg/065e5.svg"), encoding: .utf8)
        #expect(directory["日"]?.allSatisfy { plain.contains("d=\"\($0)\"") } == true)
    }

    @Test func aStrokeWithACommandKanjiVGDoesNotUseNamesFileAndKanji() throws {
        let error = try #require(throws: ImportError.self) {
            try KanjiVGFile.read(path: ImportSamples.path("kanjivg-bad"), wanted: wanted)
        }
        #expect(error.file.hasSuffix("kanjivg-bad/065e5.svg") && error.line != nil)
        #expect(error.message.contains("kanji 日") && error.message.contains("\"L\""))
    }

    @Test func aMissingPathIsRefused() throws {
        #expect(throws: ImportError.self) { try KanjiVGFile.read(path: "/nonexistent/kanjivg.xml", wanted: wanted) }
    }

    @Test func fileNamesGiveTheKanjiAndVariantsNone() {
        #expect(KanjiVGFile.scalar(fromFileName: "065e5.svg") == "日")
        #expect(KanjiVGFile.scalar(fromFileName: "065e5-Kaisho.svg") == nil)
        #expect(KanjiVGFile.scalar(fromFileName: "065e5.txt") == nil)
    }
}

/// KanjiVG input built to crash the browser or exhaust memory: refused at import.
struct ImportHostileKanjiVGTests {
    private let wanted: Set<Unicode.Scalar> = ["日", "明"]

    @Test(arguments: ["M1e309,1e309c1,1,2,2,3,3", "M1e300,50c1,1,2,2,3,3"])
    func aStrokeFarOutsideTheBoxIsRefused(hostile: String) throws {
        let directory = try ImportSamples.scratchDirectory()
        let day = try String(contentsOfFile: ImportSamples.path("kanjivg-svg/065e5.svg"), encoding: .utf8)
        let first = try #require(day.range(of: #" d="[^"]*""#, options: .regularExpression))
        try day.replacingCharacters(in: first, with: " d=\"\(hostile)\"")
            .write(toFile: directory + "/065e5.svg", atomically: true, encoding: .utf8)
        let error = try #require(throws: ImportError.self) { try KanjiVGFile.read(path: directory, wanted: wanted) }
        #expect(error.file == directory + "/065e5.svg" && error.line != nil)
        #expect(error.message.hasPrefix("a stroke of kanji 日: the point (") && error.message.hasSuffix("lies far outside KanjiVG's 109 × 109 box"))
    }

    @Test func aZipEntryInflatingPastAnySVGIsRefused() throws {
        let path = ImportSamples.path("kanjivg-bomb.zip")
        let error = try #require(throws: ImportError.self) { try KanjiVGFile.read(path: path, wanted: wanted) }
        #expect(error.file == path + "!kanji/065e5.svg")
        #expect(error.message == "holds more than 64 KB once inflated, far more than any KanjiVG SVG: refused")
    }

    @Test func aGzipSVGInflatingPastAnySVGIsRefused() throws {
        let path = ImportSamples.path("kanjivg-bomb")
        let error = try #require(throws: ImportError.self) { try KanjiVGFile.read(path: path, wanted: wanted) }
        #expect(error.file == path + "/065e5.svg")
        #expect(error.message == "holds more than 64 KB once decompressed, far more than the real file: refused (kanji 日)")
    }

    @Test func aFIFOAmongTheSVGsIsRefusedUnopened() throws {
        let directory = try ImportSamples.scratchDirectory()
        #expect(mkfifo(directory + "/065e5.svg", 0o600) == 0)
        let error = try #require(throws: ImportError.self) { try KanjiVGFile.read(path: directory, wanted: wanted) }
        #expect(error.message == "is a FIFO, not a regular file")
    }
}
