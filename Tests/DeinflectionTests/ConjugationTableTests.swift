import Deinflection
import Testing

/// The tables of the irregular words, written by hand from Japanese grammar.
@Suite struct ConjugationTableTests {
    /// The form named `name` (`FormName`'s description) of `word`'s table, with its reading.
    static func form(_ word: String, _ reading: String?, _ wordClass: WordClass, _ name: String) -> String? {
        let table = ConjugationTable(word: word, reading: reading, classes: [wordClass])
        return table?.forms.first { $0.name.description == name }.map { $0.text == $0.reading ? $0.text : "\($0.text)【\($0.reading)】" }
    }

    @Test(arguments: [
        ("行く", "いく" as String?, WordClass.godanIku, "te-form", "行って【いって】"),
        ("行く", "いく", .godanIku, "past", "行った【いった】"),
        ("行く", "いく", .godanIku, "tara conditional", "行ったら【いったら】"),
        ("来る", "くる", .kuru, "non-past negative", "来ない【こない】"),
        ("来る", "くる", .kuru, "non-past polite", "来ます【きます】"),
        ("来る", "くる", .kuru, "potential", "来られる【こられる】"),
        ("来る", "くる", .kuru, "imperative", "来い【こい】"),
        ("来る", "くる", .kuru, "ba conditional", "来れば【くれば】"),
        ("くる", nil, .kuru, "volitional", "こよう"),
        ("くる", nil, .kuru, "causative", "こさせる"),
        ("する", nil, .suru, "potential", "できる"),
        ("する", nil, .suru, "passive", "される"),
        ("する", nil, .suru, "imperative", "しろ"),
        ("する", nil, .suru, "causative-passive", "させられる"),
        ("為る", "する", .suru, "past", "した"),
        ("勉強", "べんきょう", .suruNoun, "non-past", "勉強する【べんきょうする】"),
        ("勉強", "べんきょう", .suruNoun, "past polite negative", "勉強しませんでした【べんきょうしませんでした】"),
        ("勉強", "べんきょう", .suruNoun, "potential", "勉強できる【べんきょうできる】"),
        ("ある", nil, .godanAru, "non-past negative", "ない"),
        ("ある", nil, .godanAru, "past negative", "なかった"),
        ("有る", "ある", .godanAru, "non-past polite", "有ります【あります】"),
        ("いらっしゃる", nil, .godanHonorific, "non-past polite", "いらっしゃいます"),
        ("いらっしゃる", nil, .godanHonorific, "imperative", "いらっしゃい"),
        ("くださる", nil, .godanHonorific, "imperative", "ください"),
        ("なさる", nil, .godanHonorific, "imperative", "なさい"),
        ("ござる", nil, .godanHonorific, "non-past polite", "ございます"),
        ("問う", "とう", .godanUSpecial, "te-form", "問うて【とうて】"),
        ("問う", "とう", .godanUSpecial, "past", "問うた【とうた】"),
        ("くれる", nil, .kureru, "imperative", "くれ"),
        ("食べる", "たべる", .ichidan, "causative-passive", "食べさせられる【たべさせられる】"),
        ("書く", "かく", .godanK, "imperative negative", "書くな【かくな】"),
        ("書く", "かく", .godanK, "imperative polite negative", "書かないでください【かかないでください】"),
        ("書く", "かく", .godanK, "tai (want to) negative", "書きたくない【かきたくない】"),
        ("いい", nil, .adjectiveIi, "past", "よかった"),
        ("いい", nil, .adjectiveIi, "non-past negative", "よくない"),
        ("いい", nil, .adjectiveIi, "te-form", "よくて"),
        ("いい", nil, .adjectiveIi, "ba conditional", "よければ"),
        ("いい", nil, .adjectiveIi, "non-past polite", "いいです"),
        ("良い", "よい", .adjectiveI, "past", "良かった【よかった】"),
        ("高い", "たかい", .adjectiveI, "past polite negative", "高くなかったです【たかくなかったです】"),
        ("静か", "しずか", .adjectiveNa, "non-past", "静かだ【しずかだ】"),
        ("静か", "しずか", .adjectiveNa, "past polite negative", "静かじゃありませんでした【しずかじゃありませんでした】"),
        ("静か", "しずか", .adjectiveNa, "before a noun", "静かな【しずかな】"),
        ("静か", "しずか", .adjectiveNa, "adverb", "静かに【しずかに】"),
    ])
    func anIrregularFormIsRight(word: String, reading: String?, wordClass: WordClass, name: String, expected: String) {
        #expect(Self.form(word, reading, wordClass, name) == expected)
    }

    @Test func aFormKeepsItsChainOfRealForms() throws {
        let table = try #require(ConjugationTable(word: "食べる", reading: "たべる", classes: [.ichidan]))
        let form = try #require(table.forms.first { $0.name.description == "causative-passive polite negative" })
        #expect(form.chain == ["食べる", "食べさせる", "食べさせられる", "食べさせられます", "食べさせられません"])
        #expect(Deinflection.chainText(form.chain) == "食べさせられません ‹ 食べさせられます ‹ 食べさせられる ‹ 食べさせる ‹ 食べる")
    }

    @Test func aDeinflectionKeepsItsChain() throws {
        let found = try #require(Deinflector.candidates(for: "食べさせられなかった").first { $0.base == "食べる" && $0.wordClasses.contains(.ichidan) })
        #expect(found.chainText == "食べさせられなかった ‹ 食べさせられない ‹ 食べさせられる ‹ 食べさせる ‹ 食べる")
        #expect(found.chain.count == found.reasons.count + 1)
    }

    @Test func aWordOfTwoClassesHasTwoSectionsAndAWordOfNoneNoTable() throws {
        let table = try #require(ConjugationTable(word: "心配", reading: "しんぱい", classes: [.suruNoun, .adjectiveNa]))
        #expect(table.sections.map(\.dictionaryForm.text) == ["心配する", "心配だ"])
        #expect(ConjugationTable(word: "日本", reading: "にほん", classes: []) == nil)
        #expect(ConjugationTable(word: "ない", reading: nil, classes: [.ichidan]) == nil)
    }
}
