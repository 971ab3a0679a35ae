import Foundation
import Synchronization
import KanjiDictionary

/// One search: tests candidates with the plan and ranks the matches. The index finds most matches
/// itself and asks this only to check candidates it cannot judge (written text, several English
/// words, kanji filters on words); the one-off scan passes every entry.
struct SearchRun: Sendable {
    let plan: SearchPlan
    let store: KanjiStore
    /// The kanji passing the kanji filters, when there are any: a word needs one of them.
    private let admitted: Set<Unicode.Scalar>
    private var scratch = MatchScratch()

    init(plan: SearchPlan, store: KanjiStore) {
        self.plan = plan
        self.store = store
        admitted = plan.listsWords && plan.hasKanjiFilters
            ? Set(store.kanji.lazy.filter(plan.admits).compactMap(\.character.unicodeScalars.first)) : []
    }

    /// The ranking key of kanji `index`, if it matches; decodes the kanji.
    func kanjiKey(_ index: Int) -> UInt64? {
        let kanji = store.kanji(at: index)
        return plan.match(kanji).map { Ranking.kanjiKey($0, kanji: kanji, index: index) }
    }

    /// The ranking key of word `index`, if it matches; decodes the word.
    mutating func wordKey(_ index: Int) -> UInt64? {
        store.withWordText(at: index) { word in
            plan.match(word, admittedKanji: admitted, scratch: &scratch).flatMap { word.isName && !$0.findsName ? nil : $0 }.map {
                Ranking.wordKey($0, word: word, index: index)
            }
        }
    }

    /// The key of a word found with some of the query's English words (`PartialEnglish`).
    func partialKey(_ match: Match, word index: Int) -> UInt64 {
        store.withWordText(at: index) { word in Ranking.wordKey(match, word: word, index: index) }
    }

    /// Which of the partial query's content words word `index` has; decodes the word.
    mutating func partialEnglishFound(_ index: Int, query: EnglishQuery) -> PartialEnglish.Found? {
        store.withWordText(at: index) { word in
            word.isName ? nil : plan.partialEnglishFound(by: word, index: index, query: query, scratch: &scratch)
        }
    }

    func results(kanjiKeys: [UInt64], wordKeys: [UInt64]) -> SearchResults {
        var kanjiKeys = kanjiKeys
        var wordKeys = plan.listsWords ? wordKeys : []
        let kanji = Ranking.kanjiHits(&kanjiKeys, store: store)
        let words = Ranking.wordHits(&wordKeys, wordCount: store.wordCount, inflections: plan.inflections)
        return SearchResults(
            query: plan.query, reading: plan.reading, english: plan.english.first,
            kanji: kanji, words: words, wordsLead: Ranking.wordsLead(kanjiKeys: kanjiKeys, wordKeys: wordKeys))
    }
}

extension KanjiStore {
    /// Searches every kanji and word once, with no index: for a single search (the command line),
    /// where building the index would cost more than the search. The words are split among the
    /// machine's cores (each decodes into its own thread's storage).
    public func search(_ query: SearchQuery) -> SearchResults {
        let plan = SearchPlan(query)
        let run = SearchRun(plan: plan, store: self)
        let kanjiKeys = kanji.indices.compactMap(run.kanjiKey)
        let words: [Int]
        if !plan.listsWords {
            words = []
        } else if case .written(let text) = plan.reading {
            // A word whose other written form begins with the text, or is a deinflection's base,
            // has the text's beginning up to the end of its first kanji in the file.
            let stem = text.prefix { !$0.isIdeograph } + text.drop { !$0.isIdeograph }.prefix { $0.isIdeograph }
            words = Set(writtenCandidates(plan) + wordIndices(withText: [String(stem)])).sorted()
        } else {
            words = RawWordFilter.needles(plan).map(wordIndices(withText:)) ?? Array(0..<wordCount)
        }
        let chunks = words.count < 10_000 ? 1 : min(4, ProcessInfo.processInfo.activeProcessorCount)
        let partial = plan.partialEnglish
        let found = Mutex<(keys: [UInt64], partial: [PartialEnglish.Found])>(([], []))
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            var chunkRun = run
            let part = words[(words.count * chunk / chunks)..<(words.count * (chunk + 1) / chunks)]
            let keys = part.compactMap { chunkRun.wordKey($0) }
            let had = partial.map { partial in part.compactMap { chunkRun.partialEnglishFound($0, query: partial.query) } } ?? []
            found.withLock {
                $0.keys += keys
                $0.partial += had
            }
        }
        var (wordKeys, had) = found.withLock { $0 }
        if let partial {
            wordKeys += partial.matches(found: had, wordCount: wordCount).map { run.partialKey($0.match, word: $0.word) }
        }
        return run.results(kanjiKeys: kanjiKeys, wordKeys: wordKeys)
    }

    /// The words that may contain written text or be the written form of a deinflection of it:
    /// those listed under every one of the text's kanji (a word containing the text has them all;
    /// only these are decoded and checked, so 日本 checks the few hundred words with both kanji,
    /// not the thousand with 本), and so for each deinflection's base (食べ過ぎた's base 食べる has
    /// no 過), in file order, each once. Text whose kanji this store does not list (a selection of
    /// the kanji may still have words with others) takes the words having its first kanji anywhere
    /// in the file.
    func writtenCandidates(_ plan: SearchPlan) -> [Int] {
        var listed: Set<Int> = []
        var unlisted: Set<Character> = []
        let bases = plan.inflectionsByWritten.keys.map { Array(String(decoding: $0, as: UTF8.self).filter { $0.isIdeograph }) }
        for text in [plan.writtenKanji] + bases {
            let known = Set(text.filter { kanjiIndex(for: $0) != nil }).sorted { words(containing: $0).count < words(containing: $1).count }
            guard let rarest = known.first else {
                if let first = text.first { unlisted.insert(first) }
                continue
            }
            var withAll = Set(wordIndices(containing: rarest))
            for kanji in known.dropFirst() where !withAll.isEmpty {
                withAll.formIntersection(wordIndices(containing: kanji))
            }
            listed.formUnion(withAll)
        }
        let scanned = unlisted.isEmpty ? [] : wordIndices(withText: unlisted.map { String($0) })
        return listed.union(scanned).sorted()
    }
}

extension Character {
    /// A kanji (an ideograph), the kind of character the store lists words under.
    var isIdeograph: Bool { unicodeScalars.first?.properties.isIdeographic == true }
}
