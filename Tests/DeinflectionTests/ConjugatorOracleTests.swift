import Deinflection
import Testing

/// Conjugator's tables against the reference conjugator's forms (scripts/conjugation-oracle), and
/// every form back through the deinflector.
@Suite struct ConjugatorOracleTests {
    /// Where japanese-verb-conjugator-v2 1.0.1 is wrong (or writes a form otherwise than the
    /// dictionary), and what the table says instead. Not copied: a form of the fixture matching
    /// one of these may differ from the oracle, and each must still be met, so the list stays true.
    struct OracleError: Sendable {
        let what: String
        let applies: @Sendable (_ verb: ConjugationOracle.Verb, _ form: String) -> Bool
    }

    static let suruClasses: Set<String> = ["vs-i", "vs-s", "vs"]

    static let documentedErrors: [OracleError] = [
        OracleError(what: "問う, 請う (v5u-s): 問って, 問った, 問ったら; the forms are 問うて, 問うた, 問うたら") { verb, form in
            verb.class == "v5u-s" && ["past", "te-form", "imperative polite", "tara conditional"].contains(form)
        },
        OracleError(what: "する's causative negative: ささない; it is させない (勉強させない)") { verb, form in
            suruClasses.contains(verb.class) && form == "causative negative"
        },
        OracleError(what: "する's potential written 出来る, where the dictionary writes できる in kana; and 愛出来る for 愛する (vs-s), whose potential is 愛せる") { verb, form in
            suruClasses.contains(verb.class) && form.hasPrefix("potential")
        },
        OracleError(what: "ある's negative known only in kana: 有らない; it is ない, however ある is written") { verb, form in
            verb.class == "v5r-i" && verb.word != "ある" && form.contains("negative")
        },
    ]

    @Test func everyVerbAgreesWithTheOracleButForItsDocumentedErrors() throws {
        let oracle = try #require(ConjugationOracle.fixture)
        var agreed = 0
        var documented = Array(repeating: 0, count: Self.documentedErrors.count)
        var differences: [String] = []
        for verb in oracle.verbs {
            let table = try #require(ConjugationOracle.table(verb.word, verb.reading, verb.class), "\(verb.word) has no table")
            let ours = Dictionary(table.forms.map { ($0.name.description, $0) }, uniquingKeysWith: { first, _ in first })
            for (index, name) in oracle.forms.enumerated() {
                let form = ours[name]
                let reading = verb.readings?[index] ?? verb.forms[index]
                if form?.text == verb.forms[index] && form?.reading == reading {
                    agreed += 1
                } else if let error = Self.documentedErrors.firstIndex(where: { $0.applies(verb, name) }) {
                    documented[error] += 1
                } else {
                    differences.append("\(verb.word) \(name): oracle \(verb.forms[index]) 【\(reading)】, ours \(form?.text ?? "none") 【\(form?.reading ?? "")】")
                }
            }
        }
        print("conjugation oracle: \(oracle.verbs.count) verbs, \(agreed) forms agree, \(documented.reduce(0, +)) differ where the oracle is documented wrong, \(differences.count) differ otherwise")
        #expect(agreed >= 16_000)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        for (error, count) in zip(Self.documentedErrors, documented) {
            #expect(count > 0, "documented but never met: \(error.what)")
        }
    }

    /// The words of the fixture with their classes: its verbs and adjectives.
    static func words() -> [(word: String, reading: String?, class: String)] {
        guard let oracle = ConjugationOracle.fixture else { return [] }
        return oracle.verbs.map { ($0.word, $0.reading, $0.class) } + oracle.adjectives.map { ($0.word, $0.reading, $0.class) }
    }

    @Test func everyFormOfEveryWordDeinflectsBackToItWithItsReasons() throws {
        let words = Self.words()
        #expect(words.count >= 300)
        var checked = 0
        var failures: [String] = []
        for (word, reading, code) in words {
            let wordClass = try #require(WordClass(partOfSpeech: code))
            let table = try #require(ConjugationTable(word: word, reading: reading, classes: [wordClass]), "\(word) has no table")
            for section in table.sections {
                let base = section.dictionaryForm.chain.first ?? word
                let baseReading = reading.flatMap { Conjugator.form(of: $0, as: wordClass, adding: []) }
                for form in section.forms where !form.reasons.isEmpty {
                    checked += 1
                    let readingToo = form.reading != form.text ? [(form.reading, baseReading ?? base)] : []
                    for (text, expected) in [(form.text, base)] + readingToo {
                        let found = Deinflector.candidates(for: text)
                        if !found.contains(where: { $0.base == expected && $0.reasons == form.reasons && $0.wordClasses.contains(wordClass) }) {
                            failures.append("\(text) (\(form.name)) does not give \(expected) (\(form.reasons.map(\.label).joined(separator: ", ")))")
                        }
                    }
                }
            }
        }
        print("round trip: \(words.count) words, \(checked) forms (and their readings) deinflect back, \(failures.count) do not")
        #expect(checked >= 10_000)
        #expect(failures.isEmpty, "\(failures.prefix(40).joined(separator: "\n"))")
    }
}
