import Foundation
import KanjiDictionary
import Testing
@testable import KanjiImport

/// RADKFILE's `$` lines, for the components' own stroke counts, and the import that writes them.
struct ImportRadkfileTests {
    /// The sample's `$` lines, read here by hand: component and count, the second and third fields.
    private func dollarLines(of name: String) throws -> [String: Int] {
        let text = try String(contentsOfFile: ImportSamples.path(name), encoding: .utf8)
        var counts: [String: Int] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("$ ") {
            let fields = line.split(separator: " ")
            counts[String(fields[1])] = Int(fields[2])
        }
        return counts
    }

    @Test func readsEachComponentsStrokeCount() throws {
        let strokes = try RadkFile.read(path: ImportSamples.path("radkfile-sample.utf8"))
        #expect(strokes["化"] == 2 && strokes["｜"] == 1 && strokes["艾"] == 3 && strokes["門"] == 8)
        #expect(strokes == (try dollarLines(of: "radkfile-sample.utf8")))
    }

    @Test func theGzippedEUCJPFileReadsTheSame() throws {
        let gzipped = ImportSamples.path("radkfile-sample.gz")
        #expect(FileManager.default.contents(atPath: gzipped)?.starts(with: [0x1F, 0x8B]) == true)
        #expect(try RadkFile.read(path: gzipped) == RadkFile.read(path: ImportSamples.path("radkfile-sample.utf8")))
    }

    @Test func aMalformedSampleIsNamedWithItsLine() throws {
        let path = ImportSamples.path("radkfile-malformed.utf8")
        let error = try #require(throws: ImportError.self) { try RadkFile.read(path: path) }
        #expect(error.file == path && error.line == 4 && error.message.contains("\"two\""))
    }

    @Test(arguments: [
        ("$ 化\n", 1, "expected \"$ COMPONENT STROKES\""),
        ("# c\n$ 一 1\n$ 化 0\n", 3, "a whole number from 1 to 99, not \"0\""),
        // Two digits at most, the width of the component picker's labels.
        ("$ 化 100\n", 1, "a whole number from 1 to 99, not \"100\""),
        ("$ 化 9223372036854775807\n", 1, "a whole number from 1 to 99"),
        ("$ 一 1\n亜\n$ 一 1\n", 3, "listed twice"),
        ("$ 化化 2\n", 1, "more than one character"),
        ("$ 化 2 js01 extra\n", 1, "expected \"$ COMPONENT STROKES\""),
    ])
    func aBrokenDollarLineIsNamed(text: String, line: Int, message: String) throws {
        let error = try #require(throws: ImportError.self) { try RadkFile.parse(bytes: Array(text.utf8), file: "radk") }
        #expect(error.file == "radk" && error.line == line && error.message.contains(message), "\(error)")
    }

    @Test func kanjiLinesAreSkippedUnread() throws {
        // EUC-JP: "$ 一 1", then 0xFF 0xFE, which is no text in either encoding, then "$ 化 2".
        let bytes: [UInt8] = [0x24, 0x20, 0xB0, 0xEC, 0x20, 0x31, 0x0A, 0xFF, 0xFE, 0x0A, 0x24, 0x20, 0xB2, 0xBD, 0x20, 0x32, 0x0A]
        #expect(try RadkFile.parse(bytes: bytes, file: "radk") == ["一": 1, "化": 2])
    }

    private func request(output: String, radkfile: String = "radkfile-sample.gz") -> ImportRequest {
        ImportRequest(
            kanjidicPath: ImportSamples.path("kanjidic-sample.xml.gz"), jmdictPath: ImportSamples.path("jmdict-sample.xml.gz"),
            kradfilePath: ImportSamples.path("kradfile-sample.utf8"), radkfilePath: ImportSamples.path(radkfile), outputPath: output)
    }

    @Test func theImportWritesTheCountsOfTheKanjisComponentsAndCreditsRADKFILE() throws {
        let directory = try ImportSamples.scratchDirectory()
        let summary = try ImportFlow(request: request(output: directory + "/dictionary.json")).run()
        let store = try KanjiStore.load(contentsOf: summary.outputPath)
        let used = Set(store.kanji.flatMap(\.components))
        let radkfile = try dollarLines(of: "radkfile-sample.utf8")
        #expect(!used.isEmpty && store.componentStrokes == radkfile.filter { used.contains($0.key) })
        #expect(store.source?.contains("KRADFILE and RADKFILE by the Electronic Dictionary") == true, "\(store.source ?? "")")
    }

    @Test func aBrokenRADKFILELeavesTheOutputUntouched() throws {
        let directory = try ImportSamples.scratchDirectory()
        let output = directory + "/dictionary.json"
        try Data("previous".utf8).write(to: URL(fileURLWithPath: output))
        let error = try #require(throws: ImportError.self) {
            try ImportFlow(request: request(output: output, radkfile: "radkfile-malformed.utf8")).run()
        }
        #expect(error.file == ImportSamples.path("radkfile-malformed.utf8") && error.line == 4)
        #expect(FileManager.default.contents(atPath: output) == Data("previous".utf8))
        #expect(try ImportSamples.contents(ofDirectory: directory) == ["dictionary.json"])
    }

    @Test func radkfileWithoutKradfileIsRefusedBeforeAnyWork() throws {
        let directory = try ImportSamples.scratchDirectory()
        var request = request(output: directory + "/dictionary.json")
        request.kradfilePath = nil
        let error = try #require(throws: ImportError.self) { try ImportFlow(request: request).run() }
        #expect(error.message == "--radkfile gives components' stroke counts; it needs --kradfile")
        #expect(try ImportSamples.contents(ofDirectory: directory).isEmpty)
    }

    @Test func aMissingRADKFILEIsNamed() throws {
        let directory = try ImportSamples.scratchDirectory()
        let error = try #require(throws: ImportError.self) {
            try ImportFlow(request: request(output: directory + "/dictionary.json", radkfile: "no-such-radkfile")).run()
        }
        #expect(error.file == ImportSamples.path("no-such-radkfile") && error.message.contains("--radkfile"))
    }
}
