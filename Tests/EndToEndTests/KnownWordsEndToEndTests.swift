import Foundation
import Testing

/// Known words as a learner meets them: `kanji-list known` from a script, `read --stats` on a
/// text counted by hand, and the Read screen in a real terminal (tmux), where K changes a word's
/// look and the share at once and a restart keeps it.
@Suite(.serialized) struct KnownWordsEndToEndTests {
    let folder: URL
    let environment: [String: String]
    var marksPath: String { folder.appendingPathComponent("data/kanji-list/known.tsv").path }

    init() throws {
        folder = try KanjiListBinary.temporaryFolder()
        environment = KanjiListBinary.ownFolders(under: folder)
    }

    func run(_ arguments: [String]) throws -> KanjiListBinary.Output {
        try KanjiListBinary.run(arguments, environment: environment)
    }

    private func write(_ text: String, to name: String) throws -> String {
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    @Test func knownAddListRemoveAndImport() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try run(["known", "add", "日本", "猫"]).status == 0)
        #expect(try run(["known", "add", "--kanji", "日"]).status == 0)
        #expect(try run(["known"]).standardOutput == "日\tkanji\tmarked\n日本\tword\tmarked\n猫\tword\tmarked\n")
        #expect(try run(["known", "remove", "猫"]).status == 0)
        #expect(try run(["known", "list"]).standardOutput == "日\tkanji\tmarked\n日本\tword\tmarked\n")

        // Our own Anki export and a plain list, read back as known words.
        #expect(try run(["bookmarks", "add", "食べる", "--dictionary", KanjiListBinary.bundledDictionary]).status == 0)
        let export = try run(["bookmarks", "--format", "anki", "--dictionary", KanjiListBinary.bundledDictionary])
        let imported = try run(["known", "import", try write(export.standardOutput, to: "anki.txt")])
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(imported.standardError.contains("1 word read, 1 newly marked known"))
        #expect(try run(["known", "import", try write("犬\n魚\n", to: "list.txt")]).status == 0)
        #expect(try run(["known"]).standardOutput.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
                    == ["日", "日本", "犬", "食べる", "魚"])
    }

    @Test func aDamagedMarksFileIsNamedByLineAndKept() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try run(["known", "add", "日本"]).status == 0)
        let damaged = try String(contentsOfFile: marksPath, encoding: .utf8) + "known\tword\n"
        try Data(damaged.utf8).write(to: URL(fileURLWithPath: marksPath))
        let added = try run(["known", "add", "猫"])
        #expect(added.status == 1)
        #expect(added.standardError.contains("known.tsv:3: 2 fields, not 3"), "\(added.standardError)")
        #expect(try String(contentsOfFile: marksPath, encoding: .utf8) == damaged)
    }

    /// 私は日本に行きたい。日本の食べ物はおいしい。猫が好きです。 by hand: 14 running words (私 は 日本 に
    /// 行く 日本 の 食べ物 は 美味しい 猫 が 好き です); the particles は は に の が are ignored (5,
    /// 4 different); 日本 (twice) and 猫 marked known: 3 of the 9 counted, 33%.
    @Test func readStatsAgreesWithACountByHand() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try write("私は日本に行きたい。日本の食べ物はおいしい。\n猫が好きです。\n", to: "small.txt")
        #expect(try run(["known", "add", "日本", "猫"]).status == 0)
        let stats = try run(["read", "--stats", text, "--dictionary", KanjiListBinary.bundledDictionary])
        #expect(stats.status == 0, "\(stats.standardError)")
        let lines = stats.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(text): 33% known (14 running words, 12 different)")
        #expect(lines.contains("known    3 running, 2 different"))
        #expect(lines.contains("ignored  5 running, 4 different"))
        #expect(lines.contains("new      6 running, 6 different"))

        let json = try run(["read", "--stats", "--json", text, "--dictionary", KanjiListBinary.bundledDictionary])
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(object["knownShare"] as? Double == 0.3333)
        let unknown = try #require(object["unknown"] as? [[String: Any]])
        #expect(Set(unknown.compactMap { $0["word"] as? String }) == ["私", "行く", "食べ物", "美味しい", "好き", "です"])
        #expect(unknown.allSatisfy { $0["count"] as? Int == 1 && $0["state"] as? String == "new" })
        #expect(try run(["read", "--json", text]).status != 0, "--json alone is refused")
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func kMarksAWordKnownAtOnceAndARestartKeepsIt(width: Int, height: Int) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try write("猫が好きです。\n", to: "cat.txt")
        func start() throws -> TmuxTerminal {
            try TmuxTerminal([KanjiListBinary.path, "read", text, "--log", folder.appendingPathComponent("log").path,
                              "--dictionary", KanjiListBinary.bundledDictionary],
                             width: width, height: height, environment: environment)
        }
        let terminal = try start()
        try terminal.waitUntil("the page, nothing known") { try terminal.screen().contains("0% known") }
        // 猫 is new: underlined (SGR 4) in yellow (33).
        #expect(try terminal.styledScreen().contains("\u{1B}[4m\u{1B}[33m好き"))
        try terminal.press("K")
        try terminal.waitUntil("猫 known, the share up") { try terminal.screen().contains("page 33% · text 33% known") }
        #expect(try terminal.screen().contains("猫 known"))
        try terminal.press("End")
        try terminal.waitUntil("です, the last word") { try terminal.screen().contains("です 【で＼す atamadaka】 · new") }
        try terminal.press("K")
        try terminal.waitUntil("です known") { try terminal.screen().contains("66% known") }
        // 猫 is plain now; 好き still stands out.
        let styled = try terminal.styledScreen()
        #expect(!styled.contains("\u{1B}[4m\u{1B}[33m猫"))
        #expect(styled.contains("\u{1B}[4m\u{1B}[33m好き"))
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)

        let again = try start()
        try again.waitUntil("the page again, two of three known") { try again.screen().contains("66% known") }
        try again.press("K")
        try again.waitUntil("猫 not known any more") { try again.screen().contains("33% known") }
        try again.press("q")
        #expect(try again.waitForExit() == 0)
        #expect(try String(contentsOfFile: marksPath, encoding: .utf8).hasSuffix("known\tword\tです\n"))
    }

    /// m on the Read screen keeps the word with its sentence; study shows the sentence on the
    /// card's front, the export carries it with the word in bold.
    @Test func aMinedWordsCardShowsItsSentence() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try write("猫が好きです。犬は嫌いです。\n", to: "pets.txt")
        let terminal = try TmuxTerminal([KanjiListBinary.path, "read", text, "--log", folder.appendingPathComponent("log").path,
                                         "--dictionary", KanjiListBinary.bundledDictionary],
                                        width: 80, height: 24, environment: environment)
        try terminal.waitUntil("the page") { try terminal.screen().contains("word 1 of") }
        try terminal.press("End", "Left")
        try terminal.waitUntil("嫌い under the cursor") { try terminal.screen().contains("嫌い 【きらい￣ heiban】") }
        try terminal.press("m")
        try terminal.waitUntil("kept with its sentence") { try terminal.screen().contains("嫌い kept with its sentence") }
        try terminal.press("Escape", "S")
        try terminal.waitUntil("the study start") { try terminal.screen().contains("Bookmarks (1)") }
        try terminal.press("Enter")
        try terminal.waitUntil("the card's front with its sentence") { try terminal.screen().contains("犬は嫌いです。") }
        #expect(try terminal.styledScreen().contains("\u{1B}[1m嫌い"), "the word is bold in its sentence")
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
        let export = try run(["bookmarks", "--format", "anki", "--dictionary", KanjiListBinary.bundledDictionary])
        #expect(export.standardOutput.contains("嫌い<br>犬は<b>嫌い</b>です。\t"))
    }
}
