import KanjiDictionary

/// A store's readings and English words, indexed once so that a search as you type touches
/// only the entries that can match. Building reads every word (about a second at full size in
/// a debug build, a fraction of it in release), so build it off the main thread; it is
/// immutable afterwards and may be searched from any thread.
public final class SearchIndex: Sendable {
    public let store: KanjiStore
    private let kanji: [KanjiEntry]
    private let kanjiReadings: KanaKeyIndex
    private let kanjiMeanings: WordPostings
    private let wordReadings: KanaKeyIndex
    private let wordMeanings: WordPostings

    public init(store: KanjiStore) {
        self.store = store
        kanji = store.kanji
        var kanjiReadings = KanaKeyIndex.Builder()
        var kanjiMeanings = WordPostings.Builder()
        for (index, entry) in kanji.enumerated() {
            for reading in entry.onyomi + entry.kunyomi {
                kanjiReadings.add(reading: reading.utf8, id: index)
                if let dot = reading.firstIndex(of: ".") { kanjiReadings.add(reading: reading[..<dot].utf8, id: index) }
            }
            for meaning in entry.meanings { kanjiMeanings.add(meaning: meaning, id: index) }
        }
        var wordReadings = KanaKeyIndex.Builder()
        var wordMeanings = WordPostings.Builder()
        for index in 0..<store.wordCount {
            store.withWordText(at: index) { word in
                if word.readingCount == 0 { wordReadings.add(reading: word.word, id: index) }
                for position in 0..<word.readingCount { wordReadings.add(reading: word.reading(position), id: index) }
                for position in 0..<word.meaningCount { wordMeanings.add(meaning: word.meaning(position), id: index) }
            }
        }
        self.kanjiReadings = kanjiReadings.build()
        self.kanjiMeanings = kanjiMeanings.build()
        self.wordReadings = wordReadings.build()
        self.wordMeanings = wordMeanings.build()
    }

    /// Parses and searches a typed query.
    public func search(_ typed: String) throws(SearchQueryError) -> SearchResults {
        search(try SearchQuery(parsing: typed))
    }

    public func search(_ query: SearchQuery) -> SearchResults {
        let plan = SearchPlan(query)
        let run = SearchRun(plan: plan, store: store, kanji: kanji)
        switch plan.reading {
        case .none:
            return run.results(kanjiCandidates: kanji.indices, wordCandidates: [])
        case .written:
            let kanjiCandidates = plan.writtenKanji.compactMap { character in
                kanji.firstIndex { $0.character == character }
            }
            guard let rarest = store.rarestKanji(plan.writtenKanji) else {
                return run.results(kanjiCandidates: kanjiCandidates, wordCandidates: 0..<store.wordCount)
            }
            return run.results(kanjiCandidates: kanjiCandidates, wordCandidates: store.wordIndices(containing: rarest).sorted())
        case .kana, .latin:
            let kanjiCandidates = SearchIndex.union(
                plan.kanaKeys.map(kanjiReadings.ids(withPrefix:)) + [kanjiMeanings.ids(havingAll: plan.englishWords)[...]])
            let wordCandidates = SearchIndex.union(
                plan.kanaKeys.map(wordReadings.ids(withPrefix:)) + [wordMeanings.ids(havingAll: plan.englishWords)[...]])
            return run.results(kanjiCandidates: kanjiCandidates, wordCandidates: wordCandidates)
        }
    }

    /// Each id of either list once, in increasing order.
    private static func union(_ lists: [ArraySlice<UInt32>]) -> [Int] {
        var ids: [Int] = []
        ids.reserveCapacity(lists.reduce(0) { $0 + $1.count })
        for list in lists { ids.append(contentsOf: list.lazy.map { Int($0) }) }
        ids.sort()
        var unique: [Int] = []
        unique.reserveCapacity(ids.count)
        for id in ids where unique.last != id { unique.append(id) }
        return unique
    }
}
