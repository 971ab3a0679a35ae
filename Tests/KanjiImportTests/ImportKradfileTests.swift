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
