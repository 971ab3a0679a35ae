import Deinflection
import KanjiDictionary

/// A kanji found by a search and what found it.
public struct KanjiHit: Equatable, Sendable {
    public let kanji: KanjiEntry
    public let match: MatchKind
}

/// A word found by a search, by its index in the store (`KanjiStore.word(at:)` decodes it, so a
/// long list costs nothing until shown), and what found it: for a word the query is an inflection
/// of, the deinflection (食べた → 食べる, past); for English found only by a word's root or in
/// part, which.
public struct WordHit: Equatable, Hashable, Sendable {
    public let wordIndex: Int
    public let match: MatchKind
    public let inflection: Deinflection?
    public let english: EnglishMatch?

    public init(wordIndex: Int, match: MatchKind, inflection: Deinflection? = nil, english: EnglishMatch? = nil) {
        self.wordIndex = wordIndex
        self.match = match
        self.inflection = inflection
        self.english = english
    }
}

/// How an English query found a word when its glosses lack the query's words as typed.
public enum EnglishMatch: String, Sendable {
    /// A gloss has another word of a query word's root ("honest" for `honesty`).
    case sameRoot = "same root"
    /// A gloss has a word of related meaning in place of a query word ("tomb" for `grave`).
    case related = "related word"
    /// The glosses have only some of the query's words.
    case partial = "some words"
}

/// Everything a search found, ranked: kanji first, then words, unless the words match better.
public struct SearchResults: Equatable, Sendable {
    public let query: SearchQuery
    /// What the query's text was taken as.
    public let reading: QueryReading
    /// The query's English words as the search matched them (`SearchPlan.english`), kept for the
    /// notes so that a row does not parse the query again; nil for text that is not Latin.
    let english: EnglishQuery?
    public let kanji: [KanjiHit]
    public let words: [WordHit]
    /// Whether the words are listed before the kanji: the best word matched in a better band
    /// than every kanji (`to eat`: 食べる "to eat" before 食 "eat"). Otherwise the kanji lead, as
    /// in a kanji dictionary (`sun`: 日, then 太陽).
    public let wordsLead: Bool

    /// One result in the order listed.
    public enum Listed: Equatable, Sendable {
        case kanji(KanjiHit)
        case word(WordHit)
    }

    /// How many results there are, kanji and words.
    public var count: Int { kanji.count + words.count }

    /// Result `index` in the order listed (the browser's rows); nil out of range.
    public func listed(at index: Int) -> Listed? {
        guard index >= 0, index < count else { return nil }
        let leading = wordsLead ? words.count : kanji.count
        let isLeading = index < leading
        let offset = isLeading ? index : index - leading
        return isLeading != wordsLead ? .kanji(kanji[offset]) : .word(words[offset])
    }

    /// What the query was understood as, filters included: `にほん (from romaji), "nihon" in
    /// English`, `"itinerary" in English` (its romaji found nothing), `strokes 4–6, grade 1`. With
    /// no results at all, every reading tried is named.
    public var understoodAs: String {
        let filters = query.filters.map(\.description).joined(separator: ", ")
        let romajiFound = isEmpty || kanji.contains { $0.match == .romaji } || words.contains { $0.match == .romaji }
        return [reading.description(romajiFound: romajiFound), filters].filter { !$0.isEmpty }.joined(separator: " · ")
    }

    /// The header's summary: `にほん (from romaji) · 12 kanji · 40 words`.
    public var summary: String {
        let words = "\(words.count) word\(words.count == 1 ? "" : "s")"
        return [understoodAs, "\(kanji.count) kanji", words].filter { !$0.isEmpty }.joined(separator: " · ")
    }

    public var isEmpty: Bool { kanji.isEmpty && words.isEmpty }

    /// Why an inflected word was found, its chain as real forms: `食べさせられた ‹ 食べさせられる ‹
    /// 食べさせる ‹ 食べる (causative, passive, past)`, and the word after a base in kana
    /// (`たべた ‹ たべる → 食べる (past)`); nil for a word found as it is.
    public func inflectionNote(for hit: WordHit, written word: String) -> String? {
        hit.inflection.map { "\($0.chainText)\($0.base == word ? "" : " → \(word)") (\($0.reasonList))" }
    }

    /// Why a word was found, when it was not found as typed, and the reasons alone (for a narrow
    /// place): an inflection (`食べた → 食べる (past)`, `past`), a gloss's word of the same root as
    /// a query word (`honesty → honest (same root)`, `same root`), of related meaning (`grave →
    /// tomb (related word)`, `related word`), or some of an English query's
    /// words (`belt (lacks western, clothes)`, `some words`); nil otherwise.
    public func note(for hit: WordHit, word: WordEntry) -> (note: String, reasons: String)? {
        if let inflection = hit.inflection, let note = inflectionNote(for: hit, written: word.word) {
            return (note, inflection.reasonList)
        }
        guard let english = hit.english, let query = self.english else { return nil }
        var glossWords: [[UInt8]] = []
        var scratch: [EnglishWords.Word] = []
        for meaning in word.meanings {
            var text = meaning
            text.withUTF8 { bytes in
                EnglishWords.split(UnsafeRawBufferPointer(bytes), into: &scratch)
                glossWords += scratch.map { bytes[$0.range].map(EnglishWords.lowercased) }
            }
        }
        /// `typed → other (why)` for the first query word the glosses lack (`has` none of their
        /// words) but have another word in place of (`standsFor`).
        func replaced(has: (EnglishQueryWord, [UInt8]) -> Bool, standsFor: (EnglishQueryWord, [UInt8]) -> Bool) -> (String, String)? {
            for queryWord in query.content where !glossWords.contains(where: { has(queryWord, $0) }) {
                guard let other = glossWords.first(where: { standsFor(queryWord, $0) }) else { continue }
                let typed = String(decoding: queryWord.typed, as: UTF8.self)
                return ("\(typed) → \(String(decoding: other, as: UTF8.self)) (\(english.rawValue))", english.rawValue)
            }
            return nil
        }
        switch english {
        case .sameRoot:
            return replaced(has: { $0.spellings.contains($1) }, standsFor: { $0.sharesRoot(with: $1) })
        case .related:
            return replaced(has: { $0.spelled(by: $1) }, standsFor: { $0.related.contains($1) })
        case .partial:
            let had = query.content.filter { queryWord in glossWords.contains { queryWord.spelled(by: $0) } }
            let lacking = query.content.filter { !had.contains($0) }
            let names = { (words: [EnglishQueryWord]) in words.map { String(decoding: $0.typed, as: UTF8.self) }.joined(separator: ", ") }
            return (lacking.isEmpty ? names(had) : "\(names(had)) (lacks \(names(lacking)))", english.rawValue)
        }
    }
}
