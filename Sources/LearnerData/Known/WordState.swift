import KanjiDictionary

/// How well the learner knows a word or kanji, from their reviews and their marks.
public enum WordState: String, Sendable, CaseIterable, Comparable {
    /// Never studied and not marked.
    case new
    /// Studied, but not yet remembered for three weeks.
    case learning
    /// FSRS stability of at least ``WordState/knownStability`` days, or marked known.
    case known
    /// Not worth studying: particles, copulas, auxiliaries and names, or marked by the learner.
    case ignored

    /// The stability (days) from which a reviewed card counts as known: a card remembered with
    /// 90% odds three weeks on, the line Anki's "mature" draws at 21 days too.
    public static let knownStability = 21.0

    public static func < (left: WordState, right: WordState) -> Bool {
        allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
    }

    /// Words a learner does not study as vocabulary: those whose first sense is tagged a particle,
    /// copula, auxiliary or proper noun (JMdict's `prt`, `cop`, `aux`, `aux-v`, `aux-adj`, `n-pr`),
    /// as と (particle and conjunction) is, and が, a conjunction only in later senses.
    public static func isIgnoredByNature(_ entry: WordEntry) -> Bool {
        firstSense(of: entry, isOneOf: ignoredPartsOfSpeech)
    }

    /// Particles, copulas and auxiliaries by their first sense: words with no accent of their own
    /// for a learner (they follow the word before them), so the Read screen shows none.
    public static func isFunctionWord(_ entry: WordEntry) -> Bool {
        firstSense(of: entry, isOneOf: functionPartsOfSpeech)
    }

    private static func firstSense(of entry: WordEntry, isOneOf partsOfSpeech: Set<String>) -> Bool {
        entry.senses.first?.partsOfSpeech.contains(where: partsOfSpeech.contains) == true
    }

    static let functionPartsOfSpeech: Set<String> = ["prt", "cop", "cop-da", "aux", "aux-v", "aux-adj"]
    static let ignoredPartsOfSpeech = functionPartsOfSpeech.union(["n-pr"])
}
