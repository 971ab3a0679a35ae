import Deinflection
import KanjiDictionary

/// A kanji found by a search and what found it.
public struct KanjiHit: Equatable, Sendable {
    public let kanji: KanjiEntry
    public let match: MatchKind
}

/// A word found by a search, by its index in the store (`KanjiStore.word(at:)` decodes it, so a
/// long list costs nothing until shown), and what found it: for a word the query is an inflection
/// of, the deinflection (食べた → 食べる, past).
public struct WordHit: Equatable, Hashable, Sendable {
    public let wordIndex: Int
    public let match: MatchKind
    public let inflection: Deinflection?

    public init(wordIndex: Int, match: MatchKind, inflection: Deinflection? = nil) {
        self.wordIndex = wordIndex
        self.match = match
        self.inflection = inflection
    }
}

/// Everything a search found, ranked: kanji first, then words.
public struct SearchResults: Equatable, Sendable {
    public let query: SearchQuery
    /// What the query's text was taken as.
    public let reading: QueryReading
    /// The text deinflected to find words it is an inflection of (the kana of romaji); empty if none.
    public let inflectedText: String
    public let kanji: [KanjiHit]
    public let words: [WordHit]

    /// What the query was understood as, filters included: `にほん (from romaji)`,
    /// `"sun" in English · すん (from romaji)`, `strokes 4–6, grade 1`.
    public var understoodAs: String {
        let filters = query.filters.map(\.description).joined(separator: ", ")
        return [reading.description, filters].filter { !$0.isEmpty }.joined(separator: " · ")
    }

    /// The header's summary: `にほん (from romaji) · 12 kanji · 40 words`.
    public var summary: String {
        [understoodAs, "\(kanji.count) kanji", "\(words.count) words"].filter { !$0.isEmpty }.joined(separator: " · ")
    }

    public var isEmpty: Bool { kanji.isEmpty && words.isEmpty }

    /// Why an inflected word was found: `食べた → 食べる (past)`; nil for a word found as it is.
    public func inflectionNote(for hit: WordHit, written word: String) -> String? {
        hit.inflection.map { "\(inflectedText) → \(word) (\($0.reasonList))" }
    }
}
