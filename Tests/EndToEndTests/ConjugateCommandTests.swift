import Foundation
import Testing

/// `kanji-list conjugate` run as a process on the bundled dictionary: the table as text and as
/// JSON, the word found from a reading or an inflection, and exit 1 for what does not conjugate.
@Suite struct ConjugateCommandTests {
    private func conjugate(_ arguments: String...) throws -> KanjiListBinary.Output {
        try KanjiListBinary.run(["conjugate"] + arguments + ["--dictionary", KanjiListBinary.bundledDictionary])
    }

    /// Each form line's name and form (`past`, `行った【いった】`).
    private func forms(_ output: KanjiListBinary.Output) -> [String: String] {
        var forms: [String: String] = [:]
        for line in output.standardOutput.split(separator: "\n").dropFirst() {
            let parts = line.split(separator: "  ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, forms[parts[0]] == nil { forms[parts[0]] = parts[1] }
        }
        return forms
    }

    @Test func iku() throws {
        let output = try conjugate("行く")
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.hasPrefix("行く【いく】  Godan verb - Iku/Yuku special class\n"))
        let table = forms(output)
        #expect(table["te-form"] == "行って【いって】")
        #expect(table["past"] == "行った【いった】")
        #expect(table["past polite negative"] == "行きませんでした【いきませんでした】")
        #expect(table["potential"] == "行ける【いける】")
        #expect(table["causative-passive"] == "行かせられる【いかせられる】")
        #expect(output.standardError.isEmpty)
    }

    @Test func adjectivesIrregularsAndSuruNouns() throws {
        #expect(forms(try conjugate("いい"))["past"] == "よかった")
        #expect(forms(try conjugate("来る"))["non-past negative"] == "来ない【こない】")
        #expect(forms(try conjugate("勉強"))["potential"] == "勉強できる【べんきょうできる】")
        #expect(forms(try conjugate("静か"))["past polite"] == "静かでした【しずかでした】")
    }

    @Test func aReadingOrAnInflectionFindsTheWord() throws {
        let fromReading = try conjugate("たべる")
        #expect(fromReading.standardOutput.hasPrefix("食べる【たべる】  Ichidan verb  (from たべる)\n"))
        let fromPast = try conjugate("行った")
        #expect(fromPast.standardOutput.hasPrefix("行く【いく】  Godan verb - Iku/Yuku special class  (from 行った ‹ 行く: past)\n"))
        #expect(fromPast.standardOutput.contains("\nAlso 行った: "))
    }

    @Test func jsonHasEveryFormWithItsChain() throws {
        let output = try conjugate("食べる", "--json")
        #expect(output.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["word", "reading", "from", "sections"])
        let sections = try #require(object["sections"] as? [[String: Any]])
        let forms = try #require(sections.first?["forms"] as? [[String: Any]])
        let form = try #require(forms.first { $0["name"] as? String == "causative-passive negative" })
        #expect(form["text"] as? String == "食べさせられない")
        #expect(form["reading"] as? String == "たべさせられない")
        #expect(form["reasons"] as? [String] == ["causative", "passive", "negative"])
        #expect(form["chain"] as? [String] == ["食べる", "食べさせる", "食べさせられる", "食べさせられない"])
        #expect(forms.count >= 40)
    }

    @Test func aWordThatDoesNotConjugateIsTold() throws {
        let noun = try conjugate("日本")
        #expect(noun.status == 1)
        #expect(noun.standardOutput.isEmpty)
        #expect(noun.standardError.hasPrefix("kanji-list: 日本 does not conjugate: 日本 (noun"))
        let unknown = try conjugate("xyzzy")
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("found no word xyzzy in the dictionary"))
    }
}
