@testable import KanjiSearch
import Testing

/// Roots of English words (`EnglishRoot`): a learner's word and a gloss's word of the same root
/// meet, words that only look alike do not.
@Suite struct EnglishRootTests {
    private func root(_ word: String) -> String? {
        EnglishRoot.of(Array(word.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Pairs of a learner's word and a gloss's word that must share a root.
    @Test(arguments: [
        ("honesty", "honest"), ("health", "healthy"), ("perfection", "perfect"), ("flatness", "flat"),
        ("transparency", "transparent"), ("simplicity", "simple"), ("repairing", "repair"), ("describing", "describe"),
        ("consecutively", "consecutive"), ("recruiting", "recruit"), ("smile", "smiling"),
        // British spellings against JMdict's American ones.
        ("odour", "odor"), ("honourable", "honorable"), ("honour", "honor"), ("grey", "gray"), ("centre", "center"),
        ("theatre", "theater"), ("fibre", "fiber"), ("realise", "realize"), ("organisation", "organization"),
        ("unappetising", "unappetizing"), ("analyse", "analyze"), ("catalogue", "catalog"), ("defence", "defense"),
        ("annullment", "annulment"), ("instalment", "installment"), ("colours", "color"),
    ])
    func sameRoot(learner: String, gloss: String) throws {
        let learnerRoot = try #require(root(learner))
        #expect(learnerRoot == root(gloss), "\(learner) → \(learnerRoot), \(gloss) → \(root(gloss) ?? "none")")
    }

    /// Words that look alike but mean other things keep their own roots.
    @Test(arguments: [
        ("army", "arms"), ("flatter", "flat"), ("party", "part"), ("county", "count"), ("hour", "hor"), ("four", "for"),
        ("devour", "devor"), ("prise", "prize"), ("filling", "filing"), ("shoe", "she"), ("guilty", "guilt"),
    ])
    func differentRoots(one: String, other: String) {
        #expect(root(one) == nil || root(one) != root(other), "\(one) and \(other): \(root(one) ?? "none")")
    }

    /// Words under four letters, and words with other characters, have no root.
    @Test func shortAndOtherWordsHaveNoRoot() {
        #expect(root("arm") == nil)
        #expect(root("e.g.") == nil)
        #expect(root("o'clock") == nil)
        #expect(root("Honesty") == nil)
    }
}
