import Foundation
import Testing

/// `kanji-list parse` run as a process on the bundled dictionary, with MeCab as Debian installs it:
/// the three outputs, where the text comes from, exit codes and input it cannot read.
@Suite struct ParseCommandTests {
    private func parse(_ arguments: String...) throws -> KanjiListBinary.Output {
        try KanjiListBinary.run(["parse"] + arguments + ["--dictionary", KanjiListBinary.bundledDictionary])
    }

    private func file(_ bytes: [UInt8]) throws -> String {
        let path = try KanjiListBinary.temporaryFolder().appendingPathComponent("text.txt").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aSentenceGivesItsWordsOneALine() throws {
        let output = try parse("きのう友達と映画を見に行きました。")
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardError.isEmpty)
        let lines = output.standardOutput.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(lines.allSatisfy { $0.count == 5 })
        #expect(lines.map { $0[1] } == ["昨日", "友達", "と", "映画", "を", "見る", "に", "行く", ""])
        let going = try #require(lines.first { $0[0] == "行きました" })
        #expect(going[2] == "いきました")
        #expect(going[3] == "行きました ‹ 行きます ‹ 行く (polite, past)")
        #expect(going[4].hasPrefix("to go"))
        #expect(lines.first?[2] == "きのう")
        #expect(lines.last?[0] == "。")
    }

    @Test func furiganaIsAnkisFormatOnKanjiOnly() throws {
        let output = try parse("--furigana", "日本語を勉強しています。食べる。二人。一本。来ます。")
        #expect(output.status == 0)
        #expect(output.standardOutput == "日本語[にほんご]を 勉強[べんきょう]しています。 食[た]べる。 二人[ふたり]。 一本[いっぽん]。 来[き]ます。\n")
    }

    @Test func furiganaOfALongTextEndsItsLastLine() throws {
        // A last line (with no line's end in the file) whose furigana is more than the 64 KB
        // parse writes at a time still gets one, as a short text's does.
        let sentence = "日本語を勉強しています。"
        let text = String(repeating: sentence + "\n", count: 10) + String(repeating: sentence, count: 1_500)
        let output = try parse("--furigana", "--file", try file(Array(text.utf8)))
        #expect(output.status == 0)
        #expect(output.standardOutput.utf8.count > 1 << 16)
        #expect(output.standardOutput.hasSuffix("しています。\n"))
        #expect(output.standardOutput.split(separator: "\n").count == 11)
    }

    @Test func jsonHasTheFieldsWithCodePointOffsets() throws {
        let output = try parse("--json", "😀食べさせられた。Tom")
        #expect(output.status == 0)
        let objects = try jsonObjects(output.standardOutput)
        let eat = try #require(objects.first { $0["text"] as? String == "食べさせられた" })
        #expect(eat["word"] as? String == "食べる")
        #expect(eat["reading"] as? String == "たべさせられた")
        #expect(eat["inflection"] as? [String] == ["causative", "passive", "past"])
        #expect(eat["chain"] as? [String] == ["食べる", "食べさせる", "食べさせられる", "食べさせられた"])
        #expect((eat["meanings"] as? [String])?.first == "to eat")
        #expect(eat["start"] as? Int == 1)
        #expect(eat["end"] as? Int == 8)
        let tom = try #require(objects.last)
        #expect(tom["text"] as? String == "Tom")
        #expect(tom["word"] is NSNull)
        #expect(tom["kind"] as? String == "latin")
        #expect(tom["start"] as? Int == 9)
        #expect(Set(eat.keys).isSuperset(of: ["text", "word", "reading", "inflection", "meanings", "start", "end", "candidates"]))
        #expect(tom["candidates"] as? [Any] != nil && (tom["candidates"] as? [Any])?.isEmpty == true)
    }

    private func jsonObjects(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    /// Every word the text at a segment may be: the one chosen first, then the longer and shorter
    /// ones with their inflection and offsets.
    @Test func jsonListsEachSegmentsCandidates() throws {
        let output = try parse("--json", "映画を見に行きました")
        #expect(output.status == 0)
        let objects = try jsonObjects(output.standardOutput)
        let going = try #require(objects.first { $0["text"] as? String == "行きました" })
        let candidates = try #require(going["candidates"] as? [[String: Any]])
        #expect(candidates.first?["word"] as? String == "行く")
        #expect(candidates.first?["inflection"] as? [String] == ["polite", "past"])
        #expect(candidates.first?["reading"] as? String == "いきました")
        let noun = try #require(candidates.first { $0["word"] as? String == "行き" })
        #expect(noun["text"] as? String == "行き")
        #expect(noun["inflection"] as? [String] == [])
        #expect(noun["start"] as? Int == 5 && noun["end"] as? Int == 7)
        #expect(candidates.contains { $0["text"] as? String == "行" })
    }

    @Test func textComesFromAFileOrStandardInputWithOffsetsRunningOn() throws {
        let path = try file(Array("一行目。\n二行目の文。\n".utf8))
        let fromFile = try parse("--json", "--file", path)
        #expect(fromFile.status == 0)
        let last = try #require(fromFile.standardOutput.split(separator: "\n").last)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        #expect(object["end"] as? Int == 12)
        let piped = try KanjiListBinary.run(shellCommand: "printf '食べた' | \"$K\" parse - --dictionary '\(KanjiListBinary.bundledDictionary)'")
        #expect(piped.status == 0)
        #expect(piped.standardOutput.hasPrefix("食べた\t食べる\tたべた\t食べた ‹ 食べる (past)\t"))
    }

    /// Paragraphs of different sentences, a paragraph a line, some blank, about 90 KB: more than
    /// `parse` reads ahead of its output (OrderedWork.readAhead), in many batches.
    private static let paragraphs: String = {
        let sentences = [
            "きのう友達と映画を見に行きました。", "日本語を勉強しています。", "五分後に駅で会いましょう。", "田中さんは東京に住んでいる。",
            "この本はとても面白かったです。", "食べさせられなかった。", "7月1日に2人で来ます。", "雨が降りそうだから、傘を持って行こう。",
            "彼女は何てきれいなんだ。", "お釣りを忘れないでください。", "三日前に図書館で本を借りた。",
        ]
        return (0..<300).map { line in
            line % 50 == 7 ? "\n" : (0..<8).map { sentences[(line * 3 + $0 * 5) % sentences.count] }.joined() + "\n"
        }.joined()
    }()

    /// `parse --file` cuts a file's lines on every core and prints them in order: what the same
    /// text given whole, cut by one thread, prints.
    @Test func aFileCutOnEveryCoreIsTheTextCutWhole() throws {
        let text = ParseCommandTests.paragraphs
        #expect(text.utf8.count > 80_000 && text.utf8.count < 120_000)
        let fromFile = try parse("--file", try file(Array(text.utf8)))
        #expect(fromFile.status == 0, "\(fromFile.standardError)")
        let whole = try parse(text)
        #expect(whole.status == 0)
        #expect(fromFile.standardOutput.split(separator: "\n").count > 10_000)
        #expect(fromFile.standardOutput == whole.standardOutput)
    }

    /// Input that cannot be read after many lines: the lines before are printed, then the reason.
    @Test func aFileBadAfterManyLinesPrintsTheLinesBeforeIt() throws {
        let text = ParseCommandTests.paragraphs
        let good = try parse("--file", try file(Array(text.utf8)))
        let bad = try parse("--file", try file(Array(text.utf8) + [0xE3, 0x81, 0x0A]))
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("is not valid UTF-8 text (at byte \(text.utf8.count))"), "\(bad.standardError)")
        #expect(bad.standardOutput == good.standardOutput)
    }

    @Test func unreadableInputIsExitTwoWithTheReason() throws {
        let badUTF8 = try file(Array("あいう\n".utf8) + [0xE3, 0x81])
        let output = try parse("--file", badUTF8)
        #expect(output.status == 2)
        #expect(output.standardError == "kanji-list: \(badUTF8) is not valid UTF-8 text (at byte 10)\n")
        let binary = try file([0x7F, 0x45, 0x4C, 0x46, 0, 0, 0])
        let binaryOutput = try parse("--file", binary)
        #expect(binaryOutput.status == 2)
        #expect(binaryOutput.standardError.contains("is a binary file, not text (a NUL byte at byte 4)"))
        let missing = try parse("--file", "/nonexistent/text.txt")
        #expect(missing.status == 2)
        #expect(missing.standardError == "kanji-list: cannot read /nonexistent/text.txt: No such file or directory\n")
        #expect(try parse("--file", "/tmp").status == 2)
    }

    /// `parse --file X >> X` read its own output for ever (49 MB in 15 s, until the disk was
    /// full); refused as cat(1) refuses it. A file size limit and a timeout keep a failure small.
    @Test func aFileThatIsAlsoTheOutputIsRefused() throws {
        let path = try file(Array("日本語を勉強しています。\n".utf8))
        let output = try KanjiListBinary.run(shellCommand:
            "ulimit -f 4096; timeout 10 \"$K\" parse --file \(path) --dictionary \(KanjiListBinary.bundledDictionary) >> \(path)")
        #expect(output.status == 2)
        #expect(output.standardError.contains("kanji-list: \(path) is also standard output"), "\(output.standardError)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "日本語を勉強しています。\n")
        let piped = try KanjiListBinary.run(shellCommand:
            "ulimit -f 4096; timeout 10 \"$K\" parse - --dictionary \(KanjiListBinary.bundledDictionary) < \(path) >> \(path)")
        #expect(piped.status == 2)
        #expect(piped.standardError.contains("kanji-list: standard input is also standard output"), "\(piped.standardError)")
    }

    /// With no text on a terminal it waited silently, as if hung: it says what it waits for.
    @Test func onATerminalItSaysWhatItWaitsFor() throws {
        let terminal = try TmuxTerminal([KanjiListBinary.path, "parse", "--dictionary", KanjiListBinary.bundledDictionary], width: 100, height: 24)
        try terminal.waitFor("type or paste Japanese text, then Ctrl-D")
        try terminal.type("日本語")
        try terminal.press("Enter", "C-d")
        try terminal.waitFor("にほんご")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func anEmptyFilePrintsNothing() throws {
        let output = try parse("--file", try file([]))
        #expect(output.status == 0)
        #expect(output.standardOutput.isEmpty)
    }

    @Test func controlAndEscapeCharactersArePrintedEscaped() throws {
        for format in ["--json", "--furigana", "--without-mecab"] {
            let output = try parse(format, "赤\u{1B}[31m字\u{202E}だ\u{07}")
            #expect(output.status == 0)
            #expect(!output.standardOutput.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" || $0 == "\u{202E}" })
            #expect(output.standardOutput.lowercased().contains("\\u001b"))
        }
    }

    @Test func withoutMeCabItStillFindsWords() throws {
        let output = try parse("--without-mecab", "--json", "食べさせられなかった")
        #expect(output.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(object["word"] as? String == "食べる")
        #expect(object["inflection"] as? [String] == ["causative", "passive", "negative", "past"])
        #expect(object["chain"] as? [String] == ["食べる", "食べさせる", "食べさせられる", "食べさせられない", "食べさせられなかった"])
    }

    @Test func helpSaysWhatHappensWithoutMeCab() throws {
        let output = try KanjiListBinary.run(["parse", "--help"])
        #expect(output.status == 0)
        let help = output.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("where MeCab is missing, by longest dictionary match"))
    }
}
