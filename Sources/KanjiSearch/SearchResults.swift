import KanjiDictionary

/// A kanji found by a search and what found it.
public struct KanjiHit: Equatable, Sendable {
    public let kanji: KanjiEntry
    public let match: MatchKind
}

/// A word found by a search, by its index in the store (`KanjiStore.word(at:)` decodes it, so a
/// long list costs nothing until shown), and what found it.
public struct WordHit: Equatable, Hashable, Sendable {
    public let wordIndex: Int
    public let match: MatchKind
}

/// Everything a search found, ranked: kanji first, then words.
public struct SearchResults: Equatable, Sendable {
    public let query: SearchQuery
    /// What the query's text was taken as.
    public let reading: QueryReading
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
}
