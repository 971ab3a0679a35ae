import Deinflection
import Testing

/// The engine against the hand-written table of `DeinflectionCases`, and the promises of its API.
@Suite struct DeinflectorTests {
    /// One line of the table.
    struct Case: CustomTestStringConvertible, Sendable {
        let form: String
        let base: String?
        let wordClass: WordClass?
        /// nil for a form that must not give `base` (or anything, when `base` is nil).
        let reasons: [InflectionReason]?

        var testDescription: String {
            reasons.map { "\(form) → \(base ?? "") (\($0.map(\.label).joined(separator: ", ")))" } ?? "!\(form) \(base ?? "")"
        }
    }

    static let cases: [Case] = {
        var cases: [Case] = []
        var word: (String, WordClass?)?
        for line in DeinflectionCases.table.split(separator: "\n") {
            let trimmed = line.drop(while: { $0 == " " })
            if trimmed.hasPrefix("!") {
                let parts = trimmed.dropFirst().split(separator: " ").map(String.init)
                cases.append(Case(
                    form: parts[0], base: parts.count > 1 ? parts[1] : nil,
                    wordClass: parts.count > 2 ? WordClass(rawValue: parts[2]) : nil, reasons: nil))
            } else if trimmed.count == line.count {
                let parts = line.split(separator: " ").map(String.init)
                word = (parts[0], WordClass(rawValue: parts[1]))
            } else {
                let space = trimmed.firstIndex(of: " ") ?? trimmed.endIndex
                let labels = trimmed[space...].split(separator: ",").map { $0.drop(while: { $0 == " " }) }
                cases.append(Case(
                    form: String(trimmed[..<space]), base: word?.0, wordClass: word?.1,
                    reasons: labels.map { InflectionReason(rawValue: String($0)) ?? .polite }))
            }
        }
        return cases
    }()

    @Test func theTableHasEnoughCasesAndEveryLabelAndClassIsKnown() {
        #expect(Self.cases.count >= 300)
        #expect(Self.cases.filter { $0.reasons == nil }.count >= 30)
        for line in DeinflectionCases.table.split(separator: "\n") where !line.hasPrefix(" ") && !line.hasPrefix("!") {
            #expect(WordClass(rawValue: String(line.split(separator: " ")[1])) != nil, "\(line)")
        }
        for line in DeinflectionCases.table.split(separator: "\n") where line.hasPrefix("  ") {
            let trimmed = line.drop(while: { $0 == " " })
            let labels = trimmed[(trimmed.firstIndex(of: " ") ?? trimmed.endIndex)...].split(separator: ",")
            for label in labels {
                #expect(InflectionReason(rawValue: String(label.drop(while: { $0 == " " }))) != nil, "\(line)")
            }
        }
    }

    @Test(arguments: cases.filter { $0.reasons != nil })
    func aFormGivesItsWordWithItsReasons(_ item: Case) throws {
        let wordClass = try #require(item.wordClass)
        let found = Deinflector.candidates(for: item.form).filter { $0.base == item.base && $0.wordClasses.contains(wordClass) }
        #expect(found.contains { $0.reasons == item.reasons }, "got \(found.map(\.reasonList))")
    }

    @Test(arguments: cases.filter { $0.reasons == nil })
    func aWrongFormGivesNotThatWord(_ item: Case) {
        let found = Deinflector.candidates(for: item.form)
        if let base = item.base, let wordClass = item.wordClass {
            #expect(!found.contains { $0.base == base && $0.wordClasses.contains(wordClass) }, "got \(found.filter { $0.base == base }.map(\.reasonList))")
        } else {
            #expect(found.isEmpty, "got \(found.map(\.base))")
        }
    }

    @Test func candidatesComeFewestStepsFirstAndOnce() {
        let found = Deinflector.candidates(for: "食べさせられなかった")
        #expect(found.map(\.steps) == found.map(\.steps).sorted())
        let keys = found.map { "\($0.base) \($0.reasonList)" }
        #expect(Set(keys).count == keys.count)
        #expect(!found.contains { $0.base == "食べさせられなかった" })
    }

    /// てない is ている's negative contracted (食べて(い)ない) far more often than てある's: the first
    /// chain to 食べる, which search and parse alike show, says so.
    @Test func teNaiIsFirstTeIrusNegative() {
        let first = Deinflector.candidates(for: "食べてない").first { $0.base == "食べる" }
        #expect(first?.reasons == [.teIru, .negative])
        #expect(Deinflector.candidates(for: "食べてない").contains { $0.base == "食べる" && $0.reasons == [.teAru, .negative] })
        #expect(Deinflector.candidates(for: "ない").contains { $0.base == "ある" && $0.reasons == [.negative] })
    }

    @Test func classesFromPartsOfSpeech() {
        #expect(WordClass.classes(ofPartsOfSpeech: ["v1", "vt"]) == [.ichidan])
        #expect(WordClass.classes(ofPartsOfSpeech: ["n", "vs", "vt"]) == [.suruNoun])
        #expect(WordClass(partOfSpeech: "v1-s") == .kureru)
        #expect(WordClass(partOfSpeech: "adj-na") == .adjectiveNa)
        #expect(WordClass(partOfSpeech: "n") == nil)
        let needIru = Deinflector.candidates(for: "いらない").first { $0.base == "いる" }
        #expect(needIru != nil)
        #expect(needIru?.fits(partsOfSpeech: ["v5r", "vi"]) == true)
        #expect(needIru?.fits(partsOfSpeech: ["v1", "vi"]) == false)
    }
}
