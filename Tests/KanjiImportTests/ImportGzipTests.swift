import Foundation
import Testing
@testable import KanjiImport
import KanjiDictionary

struct ImportGzipTests {
    @Test func inflatesToTheOriginalBytes() throws {
        let inflated = try GzipReader.contents(ofFile: ImportSamples.path("kanjidic-sample.xml.gz"))
        let original = try #require(FileManager.default.contents(atPath: ImportSamples.path("kanjidic-sample.xml")))
        #expect(inflated == [UInt8](original))
    }

    @Test func aTruncatedStreamNamesTheFileAndTheLine() {
        let path = ImportSamples.path("kanjidic-truncated.xml.gz")
        let error = #expect(throws: ImportError.self) { try GzipReader.contents(ofFile: path) }
        #expect(error?.file == path)
        #expect((error?.line ?? 0) > 1)
        #expect(error?.message.contains("truncated") == true)
    }

    @Test func aFileThatIsNotGzipIsRefused() {
        let path = ImportSamples.path("edict-sample.txt")
        let error = #expect(throws: ImportError.self) { try GzipReader.contents(ofFile: path) }
        #expect(error?.file == path)
        #expect(error?.message.contains("not a valid gzip file") == true)
    }

    @Test func aMissingFileIsNamed() {
        let error = #expect(throws: ImportError.self) { try GzipReader.contents(ofFile: "/nonexistent/kanjidic2.xml.gz") }
        #expect(error?.description == "/nonexistent/kanjidic2.xml.gz: cannot open the file")
    }

    @Test func aCancelStopsBetweenChunks() {
        let cancellation = ImportCancellation()
        cancellation.cancel()
        #expect(throws: ImportCancelled.self) {
            try GzipReader.contents(ofFile: ImportSamples.path("kanjidic-sample.xml.gz"), cancellation: cancellation)
        }
    }
}
