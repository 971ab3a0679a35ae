import Foundation
import Testing

/// JMnedict's names in the bundled dictionary (issue 32, item 2), as a user meets them: `search`
/// by kanji, kana and romaji, `parse` giving a proper noun its reading and type, and the Read
/// screen in a real terminal (tmux) showing a name's reading and type.
@Suite struct NamesEndToEndTests {
    private func run(_ arguments: String...) throws -> [[Substring]] {
        let output = try KanjiListBinary.run(arguments + ["--dictionary", KanjiListBinary.bundledDictionary])
        #expect(output.status == 0, "\(output.standardError)")
        return output.standardOutput.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
    }

    @Test func searchByKanjiFindsTheNameBeforeTheWordsThatOnlyBeginWithIt() throws {
        let lines = try run("search", "田中", "--limit", "0")
        let tanaka = try #require(lines.firstIndex { $0[0] == "田中" && $0[1] == "たなか" })
        #expect(lines[tanaka][2].contains("(name: place, surname"))
        // Every longer text beginning with 田中 comes after the name written 田中 itself.
        if let longer = lines.firstIndex(where: { $0[0].hasPrefix("田中") && $0[0] != "田中" }) { #expect(tanaka < longer) }
        let tokyo = try run("search", "東京都", "--limit", "0")
        #expect(tokyo.contains { $0[0] == "東京都" && $0[1] == "とうきょうと" && $0[2].contains("(name: place)") })
    }

    @Test func romajiAndKanaFindTheNameAfterTheWords() throws {
        for query in ["tanaka", "たなか"] {
            let lines = try run("search", query, "--limit", "0")
            let name = try #require(lines.firstIndex { $0[0] == "田中" && $0[1] == "たなか" }, "\(query)")
            // A word read so (none in JMdict but the kana spelling) never follows a name read so.
            #expect(!lines[name...].contains { !$0[2].contains("(name: ") && $0[1] == "たなか" })
        }
    }

    @Test func jsonSaysKindNameWithItsTypes() throws {
        let output = try KanjiListBinary.run(["search", "箱根", "--json", "--limit", "0", "--dictionary", KanjiListBinary.bundledDictionary])
        let objects = try output.standardOutput.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let hakone = try #require(objects.first { $0["text"] as? String == "箱根" && $0["kind"] as? String == "name" })
        #expect(hakone["type"] as? [String] == ["place", "surname"])
        #expect(hakone["readings"] as? [String] == ["はこね"])
        #expect(objects.allSatisfy { $0["kind"] as? String != "word" || $0["type"] == nil })
    }

    @Test func parseGivesANameItsReadingAndType() throws {
        let lines = try run("parse", "田中さんは箱根に行った。")
        let tanaka = try #require(lines.first { $0[0] == "田中" })
        #expect(tanaka[1] == "田中" && tanaka[2] == "たなか")
        #expect(tanaka[4].hasPrefix("name: place, surname, female given name; Tanaka"))
        let hakone = try #require(lines.first { $0[0] == "箱根" })
        #expect(hakone[2] == "はこね")
        #expect(hakone[4].hasPrefix("name: place, surname; Hakone"))
        // MeCab tags タイ a country: the name Thailand, not the word "tie".
        let thai = try #require(try run("parse", "タイの首都").first)
        #expect(thai[0] == "タイ" && thai[4].contains("Thailand"))
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func theReadScreenShowsANamesReadingAndType(width: Int, height: Int) throws {
        let launch = try BrowserLaunch()
        let file = launch.folder.appendingPathComponent("names.txt")
        try Data("田中さんは箱根に行った。\n".utf8).write(to: file)
        let terminal = try TmuxTerminal(
            [KanjiListBinary.path, "read", file.path, "--dictionary", KanjiListBinary.bundledDictionary],
            width: width, height: height, environment: ["XDG_DATA_HOME": launch.folder.path])
        try terminal.waitUntil("the page on its first word, the name 田中") { try terminal.screen().contains("name: place, surname") }
        #expect(try terminal.screen().contains("たなか"))
        for _ in 0..<3 { try terminal.press("Right") }
        try terminal.waitUntil("箱根's reading and type") {
            let screen = try terminal.screen()
            return screen.contains("はこね") && screen.contains("name: place, surname") && !screen.contains("no dictionary word")
        }
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
    }
}
