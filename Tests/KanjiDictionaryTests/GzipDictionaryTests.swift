import Foundation
import KanjiDictionary
import TestSupport
import Testing

/// The bundled dictionary is gzipped JSON (Resources/dictionary.json.gz): the loader inflates a file
/// that starts with gzip's magic bytes and reads what it holds exactly as it reads the JSON, and a
/// cut or damaged gzip file gets a short message naming the file.
@Suite struct GzipDictionaryTests {
    /// `source` gzipped by Debian's gzip, as scripts/bundled-dictionary makes the bundled one.
    private func gzipped(_ source: String, in folder: URL) throws -> String {
        let output = folder.appendingPathComponent(URL(fileURLWithPath: source).lastPathComponent + ".gz").path
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
        gzip.arguments = ["-n", "-9", "-c", source]
        let pipe = Pipe()
        gzip.standardOutput = pipe
        try gzip.run()
        let bytes = pipe.fileHandleForReading.readDataToEndOfFile()
        gzip.waitUntilExit()
        #expect(gzip.terminationStatus == 0)
        try bytes.write(to: URL(fileURLWithPath: output))
        return output
    }

    private func words(_ store: KanjiStore) -> [WordEntry] { (0..<store.wordCount).map { store.word(at: $0) } }

    @Test func aGzipFileLoadsTheSameAsItsJSON() throws {
        let folder = try TestFolders.make("gzip-dictionary")
        let compressed = try gzipped(KanjiStoreFixture.small, in: folder)
        let plain = try KanjiStore.load(contentsOf: KanjiStoreFixture.small)
        let inflated = try KanjiStore.load(contentsOf: compressed)
        #expect(try Data(contentsOf: URL(fileURLWithPath: compressed)).count < (try Data(contentsOf: URL(fileURLWithPath: KanjiStoreFixture.small)).count))
        #expect(inflated.kanji == plain.kanji && !plain.kanji.isEmpty)
        #expect(words(inflated) == words(plain) && plain.wordCount > 0)
        #expect(inflated.source == plain.source)
    }

    /// gunzip reads concatenated members as one stream; so does the loader.
    @Test func concatenatedMembersAreReadAsOneFile() throws {
        let folder = try TestFolders.make("gzip-members")
        let whole = try Data(contentsOf: URL(fileURLWithPath: KanjiStoreFixture.small))
        let middle = try #require(whole.firstIndex(of: UInt8(ascii: "\n")))
        let first = folder.appendingPathComponent("first"), second = folder.appendingPathComponent("second")
        try whole[..<middle].write(to: first)
        try whole[middle...].write(to: second)
        let joined = try Data(contentsOf: URL(fileURLWithPath: try gzipped(first.path, in: folder)))
            + Data(contentsOf: URL(fileURLWithPath: try gzipped(second.path, in: folder)))
        let path = folder.appendingPathComponent("joined.json.gz")
        try joined.write(to: path)
        #expect(words(try KanjiStore.load(contentsOf: path.path)) == words(try KanjiStore.load(contentsOf: KanjiStoreFixture.small)))
    }

    @Test func aTruncatedGzipFileIsNamedAndSaysSo() throws {
        let folder = try TestFolders.make("gzip-truncated")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: try gzipped(KanjiStoreFixture.small, in: folder)))
        let path = folder.appendingPathComponent("cut.json.gz").path
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: DictionaryError.self) { try KanjiStore.load(contentsOf: path) }
        #expect(error.file == path)
        #expect(error.message == "gzip: ends before its compressed data does (truncated?)")
        #expect(error.description.hasPrefix(path + ": gzip:"))
    }

    @Test func aDamagedGzipFileIsNamedWithWhere() throws {
        let folder = try TestFolders.make("gzip-damaged")
        var bytes = try Data(contentsOf: URL(fileURLWithPath: try gzipped(KanjiStoreFixture.small, in: folder)))
        // The last 8 bytes are the CRC-32 and length of what the data inflates to: change the CRC.
        bytes[bytes.count - 8] ^= 0xFF
        let path = folder.appendingPathComponent("damaged.json.gz").path
        try bytes.write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: DictionaryError.self) { try KanjiStore.load(contentsOf: path) }
        #expect(error.file == path)
        #expect(error.message.hasPrefix("gzip: damaged at byte "))
        #expect(error.message.contains("incorrect data check"))
    }
}
