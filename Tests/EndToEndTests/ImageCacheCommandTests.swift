import Foundation
import Testing

/// The dictionary's cached image as a user meets it: commands give the same answers with it as
/// without, a damaged one is rebuilt with one line on standard error, a cache that cannot be
/// written is said once and the command still answers, and `cache status|clear` manage it. On a
/// small dictionary of real data (KanjiDictionaryTests' fixture): the image's handling is the same
/// for any file, and the bundled one's image takes most of a minute to build in a debug build.
@Suite struct ImageCacheCommandTests {
    private static let dictionary = KanjiListBinary.packageRoot.appendingPathComponent("Tests/KanjiDictionaryTests/Fixtures/small.json").path

    private let folder: URL
    private let cache: String

    init() throws {
        folder = try KanjiListBinary.temporaryFolder()
        cache = folder.appendingPathComponent("cache").path
    }

    private func run(_ arguments: [String], cache: String? = nil) throws -> KanjiListBinary.Output {
        try KanjiListBinary.run(arguments, environment: ["XDG_CACHE_HOME": cache ?? self.cache])
    }

    private var lookup: [String] { ["lookup", "日", "--dictionary", Self.dictionary] }

    @Test func answersAreTheSameFromTheImageAndADamagedImageIsRebuiltWithOneLine() throws {
        let first = try run(lookup)
        // Built now, with standard error a pipe: no progress line.
        #expect(first.status == 0 && first.standardError.isEmpty, "\(first.standardError)")
        let status = try run(["cache", "status"])
        let images = status.standardOutput.split(separator: "\n").filter { $0.contains(".image\t") }
        #expect(images.count == 1 && images[0].contains("\tcurrent\t"), "\(status.standardOutput)")
        let image = try #require(images.first?.split(separator: "\t").first).description

        let mapped = try run(lookup)
        #expect(mapped.standardOutput == first.standardOutput && mapped.standardError.isEmpty)

        // A flipped byte in the checksummed part of the image.
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: image))
        try handle.seek(toOffset: 200)
        let byte = try #require(try handle.read(upToCount: 1)?.first)
        try handle.seek(toOffset: 200)
        try handle.write(contentsOf: Data([byte ^ 0x5A]))
        try handle.close()
        let rebuilt = try run(lookup)
        #expect(rebuilt.status == 0 && rebuilt.standardOutput == first.standardOutput)
        let notice = rebuilt.standardError.split(separator: "\n")
        #expect(notice.count == 1 && notice[0].contains("was damaged (its checksum does not match); rebuilt from"), "\(notice)")
        #expect(try run(lookup).standardError.isEmpty)

        let cleared = try run(["cache", "clear"])
        #expect(cleared.status == 0 && cleared.standardOutput.hasPrefix("removed 1 file"), "\(cleared.standardOutput)")
        #expect(try run(["cache", "status"]).standardOutput.contains("no images"))
    }

    @Test func aCacheThatCannotBeWrittenIsSaidOnceAndTheCommandStillAnswers() throws {
        let reference = try run(lookup)
        let blocked = folder.appendingPathComponent("a-file").path
        #expect(FileManager.default.createFile(atPath: blocked, contents: Data()))
        let output = try run(lookup, cache: blocked)
        #expect(output.status == 0 && output.standardOutput == reference.standardOutput)
        let lines = output.standardError.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("kanji-list: cannot write the cached image"), "\(lines)")
    }

    /// A damaged image that cannot be written again (a file size limit stands in for a read-only
    /// folder, which root could write) is said to be damaged and not rebuilt, never "rebuilt".
    @Test func aDamagedImageThatCannotBeRebuiltSaysSo() throws {
        #expect(try run(lookup).status == 0)
        let image = try #require(try run(["cache", "status"]).standardOutput.split(separator: "\n").first { $0.contains(".image\t") })
            .split(separator: "\t")[0].description
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: image))
        try handle.seek(toOffset: 200)
        try handle.write(contentsOf: Data([0x5A, 0xA5]))
        try handle.close()
        let output = try KanjiListBinary.run(shellCommand:
            "XDG_CACHE_HOME='\(cache)' prlimit --fsize=100000 \"$K\" lookup 日 --dictionary '\(Self.dictionary)'")
        #expect(output.status == 0)
        let lines = output.standardError.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("was damaged (") && lines[0].contains("and cannot be rebuilt: "), "\(lines)")
        #expect(!output.standardError.contains("rebuilt from"))
    }

    /// An image made from a relative --dictionary path named that path as its origin, so from any
    /// other folder it looked stale, and the next image built removed it as an orphan.
    @Test func anImageMadeFromARelativePathIsKeptFromAnyFolder() throws {
        let dictionaries = folder.appendingPathComponent("dicts")
        try FileManager.default.createDirectory(at: dictionaries, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.dictionary, toPath: dictionaries.appendingPathComponent("a.json").path)
        let relative = try KanjiListBinary.run(shellCommand: "cd '\(folder.path)' && XDG_CACHE_HOME='\(cache)' \"$K\" lookup 日 --dictionary dicts/a.json")
        #expect(relative.status == 0, "\(relative.standardError)")
        let other = try KanjiListBinary.run(shellCommand: "cd / && XDG_CACHE_HOME='\(cache)' \"$K\" lookup 日 --dictionary '\(Self.dictionary)'")
        #expect(other.status == 0, "\(other.standardError)")
        let status = try run(["cache", "status"]).standardOutput
        let absolute = dictionaries.appendingPathComponent("a.json").resolvingSymlinksInPath().path
        #expect(status.contains("\tcurrent\t\(absolute)\n"), "\(status)")
    }

    /// A build killed while writing leaves its temporary file: `cache status` shows it, and the
    /// next image built removes it once it is an hour old (a younger one may be another build's).
    @Test func aKilledBuildsTemporaryFileIsShownAndRemoved() throws {
        let images = cache + "/kanji-list"
        try FileManager.default.createDirectory(atPath: images, withIntermediateDirectories: true)
        let old = images + "/dictionary-123abc.image.Xa1b2c", young = images + "/dictionary-456def.image.Yd3e4f"
        for path in [old, young] { #expect(FileManager.default.createFile(atPath: path, contents: Data(count: 4096))) }
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-7200)], ofItemAtPath: old)
        let status = try run(["cache", "status"]).standardOutput
        #expect(status.contains("\(old)\t0.0 MB\tunfinished\t-\n"), "\(status)")
        #expect(status.contains("\(young)\t0.0 MB\tunfinished\t-\n"), "\(status)")
        #expect(try run(lookup).status == 0)
        #expect(!FileManager.default.fileExists(atPath: old))
        #expect(FileManager.default.fileExists(atPath: young))
    }

    @Test func buildingTheImageShowsAProgressLineOnATerminal() throws {
        // script(1) gives the command a terminal; its output is the terminal's.
        let command = "XDG_CACHE_HOME='\(cache)' \"$K\" search sun --limit 1 --dictionary '\(Self.dictionary)'"
        let onTerminal = "script -qec \"$COMMAND\" /dev/null"
        let first = try KanjiListBinary.run(shellCommand: "COMMAND=\(quoted(command)); \(onTerminal)")
        #expect(first.status == 0)
        for shown in ["building the dictionary's image, once", "reading small.json…", "indexing for search…", "\r\u{1B}[K日"] {
            #expect(first.standardOutput.contains(shown), "\(shown) in \(first.standardOutput.debugDescription)")
        }
        let second = try KanjiListBinary.run(shellCommand: "COMMAND=\(quoted(command)); \(onTerminal)")
        #expect(second.status == 0 && second.standardOutput.hasPrefix("日") && !second.standardOutput.contains("building"))
    }

    /// `text` in single quotes for bash.
    private func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    @Test func searchGivesTheSameResultsFromTheImage() throws {
        for query in ["nihon", "sun", "日本", "たべる", "s:4 g:1"] {
            let arguments = ["search", query, "--json", "--dictionary", Self.dictionary]
            let scanned = try run(arguments, cache: folder.appendingPathComponent("fresh-\(query.count)").path)
            let mapped = try run(arguments)
            let again = try run(arguments)
            #expect(scanned.status == again.status && scanned.standardOutput == again.standardOutput, "\(query)")
            #expect(mapped.standardOutput == again.standardOutput)
        }
    }
}
