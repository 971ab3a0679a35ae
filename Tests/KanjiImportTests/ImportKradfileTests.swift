import Foundation
import Testing
@testable import KanjiImport

struct ImportKradfileTests {
    @Test func readsEachKanjisComponents() throws {
        let components = try KradFile.read(path: ImportSamples.path("kradfile-sample.utf8"))
        #expect(components["明"] == ["月", "日"])
        #expect(components["欄"] == ["｜", "一", "日", "木", "門", "田"])
        #expect(components.count == 11)
    }

    @Test func theGzipFileReadsTheSame() throws {
        #expect(try KradFile.read(path: ImportSamples.path("kradfile-sample.gz")) == KradFile.read(path: ImportSamples.path("kradfile-sample.utf8")))
    }

    @Test func aMalformedLineIsNamed() throws {
        let path = ImportSamples.path("kradfile-malformed.utf8")
        let error = try #require(throws: ImportError.self) { try KradFile.read(path: path) }
        #expect(error.file == path && error.line == 3)
    }

    @Test func aKanjiListedTwiceIsRefused() throws {
        let error = try #require(throws: ImportError.self) { try KradFile.parse(bytes: Array("日 : 日\n日 : 月\n".utf8), file: "k") }
        #expect(error.line == 2 && error.message.contains("twice"))
    }
}

/// KRADFILE as a hostile or an old file may write it.
struct ImportKradfileEdgeTests {
    @Test func aKanjiWithNothingAfterTheColonIsNamedAsText() throws {
        let error = try #require(throws: ImportError.self) { try KradFile.parse(bytes: Array("明 : \n".utf8), file: "k") }
        #expect(error.line == 1 && error.message == "kanji 明 has no components listed")
    }

    @Test func crOnlyLineEndsAreLines() throws {
        let text = "# KRADFILE\r明 : 月 日\r日 : 日\r"
        #expect(try KradFile.parse(bytes: Array(text.utf8), file: "k") == ["明": ["月", "日"], "日": ["日"]])
        let error = try #require(throws: ImportError.self) {
            try KradFile.parse(bytes: Array("# KRADFILE\r\n明 : 月\r\n\r\n明 : 日\r\n".utf8), file: "k")
        }
        #expect(error.line == 4, "CR LF is one line end")
    }

    @Test func aFileWithoutKanjiLinesIsNotKRADFILE() throws {
        let error = try #require(throws: ImportError.self) { try KradFile.parse(bytes: Array("# only a comment\n".utf8), file: "k") }
        #expect(error.message == "no \"KANJI : COMPONENT …\" lines: not KRADFILE")
    }

    @Test func aGzipInflatingPastAnyKRADFILEIsRefused() throws {
        let path = ImportSamples.path("kradfile-bomb.gz")
        let error = try #require(throws: ImportError.self) { try KradFile.read(path: path) }
        #expect(error.file == path && error.message == "holds more than 8 MB once decompressed, far more than the real file: refused")
    }

    @Test func aPlainFileLargerThanAnyKRADFILEIsRefused() throws {
        let path = try ImportSamples.scratchDirectory() + "/kradfile"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 1 << 30) == 0)
        let error = try #require(throws: ImportError.self) { try KradFile.read(path: path) }
        #expect(error.message == "larger than 8 MB, far larger than KRADFILE or RADKFILE: refused")
    }
}
