import Deinflection
import KanjiDictionary

/// A dictionary word's conjugation table, and the words a text names that conjugate: what the
/// table screen shows and `kanji-list conjugate` prints.
public struct WordConjugation: Equatable, Sendable {
    public let entry: WordEntry
    public let table: ConjugationTable
    /// How the text asked for came to this word when it is not its headword: a reading
    /// (`いく`), another spelling, or an inflection (`行った ‹ 行く`); nil for the headword.
    public let foundAs: String?

    /// The table of `entry` (its first reading, for its parts of speech); nil for a word that
    /// does not conjugate (a noun, an adverb).
    public init?(entry: WordEntry, foundAs: String? = nil) {
        let classes = WordClass.classes(ofPartsOfSpeech: entry.senses.flatMap(\.partsOfSpeech))
        let reading = entry.readings.first.flatMap { $0 == entry.word ? nil : $0 }
        guard let table = ConjugationTable(word: entry.word, reading: reading, classes: classes) else { return nil }
        self.entry = entry
        self.table = table
        self.foundAs = foundAs
    }

    /// What `text` names: the words written so (headwords first), else read or spelled so, else the
    /// words it is an inflection of (行った → 行く), those that conjugate only, the commonest first.
    /// `named` says whether `text` named any word at all, conjugating or not.
    public static func words(for text: String, in store: KanjiStore) -> (found: [WordConjugation], named: [WordEntry]) {
        let headwords = store.entries(written: text)
        let others = headwords.isEmpty ? store.entries(spelledOrRead: text) : []
        let named = headwords + others
        var found = ordered(headwords.compactMap { WordConjugation(entry: $0) })
        if found.isEmpty { found = ordered(others.compactMap { WordConjugation(entry: $0, foundAs: text) }) }
        if found.isEmpty { found = ordered(inflected(text, in: store)) }
        return (found, named)
    }

    /// The words `text` is an inflection of, by the fewest steps that find one.
    private static func inflected(_ text: String, in store: KanjiStore) -> [WordConjugation] {
        var found: [WordConjugation] = []
        var steps: Int?
        for candidate in Deinflector.candidates(for: text) {
            if let steps, candidate.steps > steps { break }
            for entry in store.entries(written: candidate.base) + store.entries(spelledOrRead: candidate.base)
            where candidate.fits(partsOfSpeech: entry.senses.flatMap(\.partsOfSpeech)) && !found.contains(where: { $0.entry == entry }) {
                guard let word = WordConjugation(entry: entry, foundAs: "\(candidate.chainText): \(candidate.reasonList)") else { continue }
                found.append(word)
                steps = candidate.steps
            }
        }
        return found
    }

    /// The words a learner meets first first: common ones, then by JLPT level (N5 first), then
    /// by the dictionary's rank.
    private static func ordered(_ words: [WordConjugation]) -> [WordConjugation] {
        func key(_ word: WordConjugation, _ offset: Int) -> (Int, Int, Int, Int) {
            (word.entry.common ? 0 : 1, -(word.entry.jlptLevel ?? 0), word.entry.rank ?? Int.max, offset)
        }
        return words.enumerated().sorted { key($0.element, $0.offset) < key($1.element, $1.offset) }.map(\.element)
    }
}

extension KanjiStore {
    /// The entries having `text` among their other spellings or their readings (いく: 行く).
    func entries(spelledOrRead text: String) -> [WordEntry] {
        wordIndices(withText: [text]).map(word(at:)).filter { $0.word != text && ($0.forms.contains(text) || $0.readings.contains(text)) }
    }
}
