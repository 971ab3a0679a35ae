import KanjiDictionary

/// One search over candidate kanji and words: each candidate is tested by the plan and the
/// matches ranked. The index narrows the candidates; the one-off scan passes them all.
struct SearchRun {
    let plan: SearchPlan
    let store: KanjiStore
    let kanji: [KanjiEntry]

    func results(kanjiCandidates: some Sequence<Int>, wordCandidates: some Sequence<Int>) -> SearchResults {
        var rankedKanji: [Ranking.RankedKanji] = []
        for index in kanjiCandidates {
            if let match = plan.match(kanji[index]) { rankedKanji.append(Ranking.rank(kanji[index], index: index, match)) }
        }
        var rankedWords: [Ranking.RankedWord] = []
        if plan.listsWords {
            let admitted = plan.hasKanjiFilters ? Set(kanji.filter(plan.admits).compactMap(\.character.unicodeScalars.first)) : []
            var scratch = MatchScratch()
            for index in wordCandidates {
                store.withWordText(at: index) { word in
                    if let match = plan.match(word, admittedKanji: admitted, scratch: &scratch) {
                        rankedWords.append(Ranking.rank(word, index: index, match))
                    }
                }
            }
        }
        return SearchResults(
            query: plan.query, reading: plan.reading, kanji: Ranking.sorted(rankedKanji), words: Ranking.sorted(rankedWords))
    }
}

extension KanjiStore {
    /// Searches every kanji and word once, with no index: for a single search (the command line),
    /// where building the index would cost more than the search.
    public func search(_ query: SearchQuery) -> SearchResults {
        let plan = SearchPlan(query)
        let all = kanji
        let words: Range<Int> = plan.listsWords ? 0..<wordCount : 0..<0
        if case .written = plan.reading, let rarest = rarestKanji(plan.writtenKanji) {
            return SearchRun(plan: plan, store: self, kanji: all)
                .results(kanjiCandidates: all.indices, wordCandidates: wordIndices(containing: rarest).sorted())
        }
        return SearchRun(plan: plan, store: self, kanji: all).results(kanjiCandidates: all.indices, wordCandidates: words)
    }

    /// The kanji of `characters` with the fewest words: every word written with text containing
    /// them all is among its words.
    func rarestKanji(_ characters: [Character]) -> Character? {
        characters.filter { kanji(for: $0) != nil }.min { wordIndices(containing: $0).count < wordIndices(containing: $1).count }
    }
}
