import Foundation
import Testing

/// `kanji-list search` run as a process on the bundled dictionary, as a script would: lines,
/// JSON lines, exit codes 0/1/2 and the messages on standard error.
@Suite struct SearchCommandTests {
    private func search(_ arguments: String...) throws -> KanjiListBinary.Output {
        try KanjiListBinary.run(["search"] + arguments + ["--dictionary", KanjiListBinary.bundledDictionary])
    }

    private func fields(_ output: KanjiListBinary.Output) -> [[Substring]] {
        output.standardOutput.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
    }

    @Test func englishPrintsKanjiThenWordsOneALine() throws {
        let output = try search("sun")
        #expect(output.status == 0, "\(output.standardError)")
        let lines = fields(output)
        #expect(lines.allSatisfy { $0.count == 3 })
        #expect(lines.first?.first == "日")
        #expect(lines.first?[1] == "ニチ、ジツ、ひ、-び、-か")
        // The bundled dictionary has JLPT levels: each result with one says it last.
        #expect(lines.first?[2] == "day, sun, Japan… (JLPT N5)")
        let words = lines.filter { $0[0].count > 1 || $0[2].contains("(common)") }
        // A word's pitch accent after its meanings: たいよう drops after its first mora.
        #expect(words.contains { $0[0] == "太陽" && $0[2] == "sun (common) (JLPT N3) [た＼いよう atamadaka]" })
        #expect(output.standardError.isEmpty)
    }

    @Test func romajiAndKanaFindTheSameWordsFirst() throws {
        let fromRomaji = fields(try search("nihon"))
        let fromKana = fields(try search("にほん"))
        #expect(fromRomaji.first.map { Array($0) } == ["日本", "にほん、にっぽん", "Japan (common) (JLPT N3) [にほ＼ん nakadaka、にっぽ＼ん nakadaka]"])
        // The same words first, in the same order; romaji is English too (日本書紀 "Nihon Shoki"),
        // whose matches take some of the 20 places.
        let shared = fromRomaji.filter { fromKana.contains($0) }
        #expect(shared.count >= 10 && fromKana.starts(with: shared))
        #expect(fields(try search("taberu")).first { $0[0].count > 1 }?.first == "食べる")
        #expect(fields(try search("to eat")).contains { $0.first == "食べる" })
    }

    @Test func jsonLinesCarryKindTextReadingsPitchMeaningsCommonAndMatch() throws {
        let output = try search("nihon", "--json", "--limit", "2")
        #expect(output.status == 0)
        let objects = try output.standardOutput.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.count <= 4)
        let first = try #require(objects.first)
        #expect(Set(first.keys) == ["kind", "text", "readings", "pitch", "meanings", "common", "jlptLevel", "match", "inflection", "chain", "note"])
        let pitch = try #require(first["pitch"] as? [[String: Any]])
        #expect(pitch.map { $0["reading"] as? String } == ["にほん", "にっぽん"])
        #expect(pitch.map { $0["accents"] as? [Int] } == [[2], [3]])
        #expect(pitch.map { $0["patterns"] as? [String] } == [["nakadaka"], ["nakadaka"]])
        #expect(pitch.map { $0["estimated"] as? Bool } == [false, false])
        #expect(pitch.map { $0["marked"] as? String } == ["にほ＼ん", "にっぽ＼ん"])
        #expect(first["jlptLevel"] as? Int == 3)
        #expect(first["inflection"] as? [String] == [])
        #expect(first["note"] is NSNull)
        #expect(first["kind"] as? String == "word")
        #expect(first["text"] as? String == "日本")
        #expect(first["readings"] as? [String] == ["にほん", "にっぽん"])
        #expect(first["common"] as? Bool == true)
        #expect(first["match"] as? String == "romaji")
        let kanji = try #require(try search("日", "--json", "--limit", "1").standardOutput.split(separator: "\n").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(kanji.utf8)) as? [String: Any])
        #expect(object["kind"] as? String == "kanji")
        #expect((object["pitch"] as? [Any])?.isEmpty == true)
        #expect(object["match"] as? String == "kanji")
    }

    /// The examples of issue 17, each wrong before: the word among the first three words, and for
    /// an inflected form why, in the text output's fourth field and the JSON's `inflection`.
    @Test(arguments: [
        ("食べた", "食べる", "食べた ‹ 食べる (past)"), ("tabeta", "食べる", "たべた ‹ たべる → 食べる (past)"),
        ("たべました", "食べる", "たべました ‹ たべます ‹ たべる → 食べる (polite, past)"), ("行かない", "行く", "行かない ‹ 行く (negative)"),
        ("大きくない", "大きい", "大きくない ‹ 大きい (negative)"),
        ("勉強しています", "勉強", "勉強しています ‹ 勉強している ‹ 勉強する ‹ 勉強 (する, -te iru, polite)"),
        ("benkyousuru", "勉強", "べんきょうする ‹ べんきょう → 勉強 (する)"), ("べんきょうする", "勉強", "べんきょうする ‹ べんきょう → 勉強 (する)"),
        ("食べさせられなかった", "食べる", "食べさせられなかった ‹ 食べさせられない ‹ 食べさせられる ‹ 食べさせる ‹ 食べる (causative, passive, negative, past)"),
    ])
    func anInflectedFormFindsItsWordWithWhy(query: String, word: String, note: String) throws {
        let object = try expectWhy(query, word: word, note: note, among: 3)
        let reasons = note[note.index(after: try #require(note.lastIndex(of: "(")))...].dropLast()
        #expect(object["inflection"] as? [String] == reasons.components(separatedBy: ", "))
        let chain = try #require(object["chain"] as? [String])
        #expect(chain.count == reasons.components(separatedBy: ", ").count + 1)
        #expect(chain.reversed().joined(separator: " ‹ ") == note.components(separatedBy: " (").first?.components(separatedBy: " → ").first)
    }

    /// English the glosses have only in another word of the same root, or in part: the word with
    /// why, in the text output's fourth field and the JSON's `note`.
    @Test(arguments: [
        ("honesty", "正直", "honesty → honest (same root)"), ("flatness", "平ら", "flatness → flat (same root)"),
        ("belt for western clothes", "ベルト", "belt (lacks western, clothes)"),
    ])
    func englishFoundByRootOrInPartSaysWhy(query: String, word: String, note: String) throws {
        // Among the first 20: all of JMdict has more words with two of the three (三尺 "belt", 洋服).
        let object = try expectWhy(query, word: word, note: note, among: 20)
        #expect(object["inflection"] as? [String] == [])
    }

    /// Expects `word` among the first `count` words `query` finds, with `note` as the text line's
    /// fourth field and the JSON's `note`; returns the word's JSON object.
    private func expectWhy(_ query: String, word: String, note: String, among count: Int) throws -> [String: Any] {
        let output = try search(query, "--limit", "\(count)")
        #expect(output.status == 0, "\(output.standardError)")
        let line = try #require(fields(output).first { $0[0] == word }, "\(output.standardOutput)")
        #expect(line.count == 4 && line[3] == note)
        let json = try search(query, "--limit", "\(count)", "--json")
        let objects = try json.standardOutput.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let object = try #require(objects.first { $0["text"] as? String == word })
        #expect(object["note"] as? String == note)
        return object
    }

    @Test(arguments: [
        ("to eat", "食べる"), ("library", "図書館"), ("meeting room", "集会室"), ("postage stamp", "切手"),
        ("brush teeth", "磨く"), ("shimbun", "新聞"), ("katazukeru", "片付ける"), ("konnichiwa", "今日は"),
    ])
    func whatALearnerTypesFindsTheWordInTheFirstThree(query: String, word: String) throws {
        let output = try search(query, "--json", "--limit", "3")
        #expect(output.status == 0, "\(output.standardError)")
        let words = try output.standardOutput.split(separator: "\n").compactMap { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }.filter { $0["kind"] as? String == "word" }.map { $0["text"] as? String }
        #expect(words.contains(word), "\(words)")
        if ["library", "konnichiwa"].contains(query) { #expect(words.first == word) }
    }

    @Test func filtersAloneListKanjiAndLimitCounts() throws {
        let output = try search("s:4 g:1")
        #expect(output.status == 0)
        let lines = fields(output)
        #expect(!lines.contains { $0[0] == "本" })
        #expect(lines.contains { $0[0] == "日" })
        #expect(lines.allSatisfy { $0[0].count == 1 })
        #expect(lines.allSatisfy { $0[2].isEmpty == false })
        #expect(fields(try search("s:4", "--limit", "3")).count == 3)
        #expect(fields(try search("s:4", "--limit", "0")).count > 20)
    }

    @Test func noMatchesExitsOneAndSaysSo() throws {
        let output = try search("xylophonezz")
        #expect(output.status == 1)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.contains("no matches for \"xylophonezz\""))
        #expect(output.standardError.split(separator: "\n").count == 1)
    }

    @Test(arguments: [("s:abc", "s:abc"), ("日 x:3", "x:3"), ("jlpt:9", "jlpt:9")])
    func aBadQueryExitsTwoAndNamesThePart(query: String, part: String) throws {
        let output = try search(query)
        #expect(output.status == 2)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.contains(part + ":"))
        #expect(output.standardError.split(separator: "\n").count == 1)
    }

    @Test func controlCharactersInTheQueryNeverReachTheTerminal() throws {
        let output = try search("\u{1B}[31mzz")
        #expect(output.status == 1)
        #expect(!output.standardError.contains("\u{1B}"))
        #expect(output.standardError.contains("\\u001B[31mzz"))
    }

    @Test func lookupOfTextWithNoKanjiSuggestsSearch() throws {
        let output = try KanjiListBinary.run(["lookup", "sun", "--dictionary", KanjiListBinary.bundledDictionary])
        #expect(output.status == 1)
        #expect(output.standardError.contains("found no kanji in sun"))
        #expect(output.standardError.contains("kanji-list search sun"))
        let spaced = try KanjiListBinary.run(["lookup", "to eat", "--dictionary", KanjiListBinary.bundledDictionary])
        #expect(spaced.standardError.contains("kanji-list search \"to eat\""))
    }
}
