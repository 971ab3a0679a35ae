import Foundation
import Testing

/// The component picker in the real browser in tmux, on dictionaries imported with the importer's
/// KANJIDIC2 and KRADFILE samples (and RADKFILE's stroke counts), and on one without components.
@Suite(.serialized) struct ComponentPickerEndToEndTests {
    let folder: URL
    var logPath: String { folder.appendingPathComponent("transitions.log").path }

    init() throws {
        folder = try KanjiListBinary.temporaryFolder()
    }

    private static func sample(_ name: String) -> String {
        KanjiListBinary.packageRoot.appendingPathComponent("Tests/KanjiImportTests/ImportSamples/\(name)").path
    }

    @Test func pickingNarrowsTheKanjiOpensOneAndTheLogReplays() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let dictionary = folder.appendingPathComponent("dictionary.json").path
        let imported = try KanjiListBinary.run([
            "import", "--kanjidic", Self.sample("kanjidic-sample.xml.gz"), "--kradfile", Self.sample("kradfile-sample.utf8"),
            "--output", dictionary,
        ])
        #expect(imported.status == 0, "\(imported.standardError)")
        let terminal = try TmuxTerminal([KanjiListBinary.path, "--log", logPath, "--dictionary", dictionary], width: 60, height: 14,
                                        environment: ["XDG_DATA_HOME": folder.path])
        try terminal.waitFor("#1")
        try terminal.press("c")
        let grid = try terminal.waitFor("Components — pick with Enter")
        #expect(grid.contains("6 kanji") && grid.contains("›日"), "\(grid)")
        try terminal.press("Enter")  // 日, the first component
        let picked = try terminal.waitFor("Components: 日")
        let listed = picked.split(separator: "\n").compactMap { $0.split(separator: "│").dropFirst().first?.trimmingCharacters(in: .whitespaces).first }
        #expect(Set(listed) == ["日", "欄", "蘭"], "\(picked)")
        #expect(picked.contains("3 kanji"))
        try terminal.press("Tab", "Enter")
        try terminal.waitFor("日 — kanji details")
        try terminal.press("Left")
        let back = try terminal.waitFor("Components: 日")
        #expect(back.contains("3 kanji"))
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)

        let replay = try KanjiListBinary.run(["replay", logPath, "--dictionary", dictionary])
        #expect(replay.status == 0, "\(replay.standardError)")
    }

    @Test func withRADKFILEEveryComponentHasItsOwnStrokeCount() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let dictionary = folder.appendingPathComponent("dictionary.json").path
        let imported = try KanjiListBinary.run([
            "import", "--kanjidic", Self.sample("kanjidic-sample.xml.gz"), "--kradfile", Self.sample("kradfile-sample.utf8"),
            "--radkfile", Self.sample("radkfile-sample.gz"), "--output", dictionary,
        ])
        #expect(imported.status == 0, "\(imported.standardError)")
        let terminal = try TmuxTerminal([KanjiListBinary.path, "--dictionary", dictionary], width: 60, height: 14,
                                        environment: ["XDG_DATA_HOME": folder.path])
        try terminal.waitFor("#1")
        try terminal.press("c")
        let screen = try terminal.waitFor("Components — pick with Enter")
        let grid = screen.split(separator: "\n").filter { $0.contains("│") }.compactMap { $0.split(separator: "│").first }
        let words = grid.joined(separator: " ").split(separator: " ").map(String.init)
        // RADKFILE's counts: ノ, 一 and ｜ are 1 stroke, and 門 8, though the sample KANJIDIC2 has none of them.
        #expect(Array(words.prefix(4)) == ["1›ノ", "一", "丶", "｜"], "\(screen)")
        #expect(!words.contains("?") && words.suffix(2) == ["8", "門"], "\(screen)")
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func aDictionaryWithoutComponentsSaysHowToGetThem() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let dictionary = folder.appendingPathComponent("no-components.json").path
        try #"{"format":"kanji-list-dictionary/1","kanji":[{"character":"日","meanings":["day"],"frequency":1}],"words":[]}"#
            .write(toFile: dictionary, atomically: true, encoding: .utf8)
        let terminal = try TmuxTerminal([KanjiListBinary.path, "--dictionary", dictionary], width: 40, height: 10,
                                        environment: ["XDG_DATA_HOME": folder.path])
        try terminal.waitFor("#1")
        try terminal.press("c")
        let screen = try terminal.waitFor("no components")
        #expect(screen.contains("--kradfile"), "\(screen)")
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
    }
}
