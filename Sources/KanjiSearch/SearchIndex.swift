import Kana
import KanjiDictionary

/// A store's readings and English words, indexed so that a search as you type touches only the
/// entries that match and mostly needs no word decoded. Built once, when the dictionary's image
/// is built (`imageAttachment`), and read in place from the image from then on, so it is ready
/// at once; building reads every word twice (see docs/benchmarks.md for its time and memory at
/// full size), so a store without an image builds it off the main thread. Immutable; it may be
/// searched from any thread.
public final class SearchIndex: Sendable {
    public let store: KanjiStore
    private let kanjiReadings: KanaKeyIndex
    private let kanjiMeanings: WordPostings
    private let wordReadings: KanaKeyIndex
    /// The words' other written forms (気付く of 気づく): the kanji lists know only the first; and
    /// the names' written forms, which no kanji lists.
    private let wordForms: KanaKeyIndex
    private let wordMeanings: WordPostings
    /// Per word, its `WordFacts`.
    private let wordFacts: IndexArray<UInt32>

    /// Who made what English search is found with beside the dictionary, for the help screen.
    public static let credit =
        "English word roots by the Snowball stemmer (Martin Porter, Richard Boulton; BSD), related words by WordNet 3.0 (Princeton University; WordNet licence)"

    /// The index the store's image holds, or else one built now.
    public convenience init(store: KanjiStore) {
        let (bytes, places) = SearchIndex.inImage(of: store) ?? SearchIndex.built(from: store)
        self.init(store: store, bytes: bytes, places: places)
    }

    /// Builds the index afresh, in memory.
    public convenience init(building store: KanjiStore) {
        let (bytes, places) = SearchIndex.built(from: store)
        self.init(store: store, bytes: bytes, places: places)
    }

    /// The index in the store's image, read in place; nil when the store has none (loaded without
    /// the cache, or its image was built by another program) or its header fails a check.
    public convenience init?(inImageOf store: KanjiStore) {
        guard let (bytes, places) = SearchIndex.inImage(of: store) else { return nil }
        self.init(store: store, bytes: bytes, places: places)
    }

    private typealias Places = [SearchIndexLayout.Table: (offset: Int, count: Int)]

    private static func inImage(of store: KanjiStore) -> (AttachedBytes, Places)? {
        guard let bytes = store.attachment(imageAttachment.key),
            let places = SearchIndexLayout.open(bytes, kanjiCount: store.kanjiCount, wordCount: store.wordCount)
        else { return nil }
        return (bytes, places)
    }

    private static func built(from store: KanjiStore) -> (AttachedBytes, Places) {
        let bytes = AttachedBytes(derived: SearchIndexLayout.bytes(of: tables(store)))
        // The layout just made always opens.
        return (bytes, SearchIndexLayout.open(bytes, kanjiCount: store.kanjiCount, wordCount: store.wordCount) ?? [:])
    }

    /// What the dictionary's image keeps of search: this index's bytes, under a key naming their
    /// layout and the program that built them.
    public static let imageAttachment = ImageAttachment(
        key: "search-index/\(SearchIndexLayout.version)/\(ImageAttachment.programBuild)", label: "indexing for search"
    ) { store in
        SearchIndexLayout.bytes(of: tables(store))
    }

    private init(store: KanjiStore, bytes: AttachedBytes, places: Places) {
        self.store = store
        func array<Element: FixedWidthInteger>(_ table: SearchIndexLayout.Table) -> IndexArray<Element> {
            let place = places[table] ?? (0, 0)
            return IndexArray(bytes, offset: place.offset, count: place.count)
        }
        kanjiReadings = KanaKeyIndex(
            bytes: array(.kanjiReadingBytes), starts: array(.kanjiReadingStarts), entries: array(.kanjiReadingEntries),
            entryCount: store.kanjiCount)
        kanjiMeanings = WordPostings(
            wordBytes: array(.kanjiMeaningWordBytes), wordStarts: array(.kanjiMeaningWordStarts), starts: array(.kanjiMeaningStarts),
            postings: array(.kanjiMeaningPostings), entryCount: store.kanjiCount)
        wordReadings = KanaKeyIndex(
            bytes: array(.wordReadingBytes), starts: array(.wordReadingStarts), entries: array(.wordReadingEntries),
            entryCount: store.wordCount)
        wordForms = KanaKeyIndex(
            bytes: array(.wordFormBytes), starts: array(.wordFormStarts), entries: array(.wordFormEntries), entryCount: store.wordCount)
        wordMeanings = WordPostings(
            wordBytes: array(.wordMeaningWordBytes), wordStarts: array(.wordMeaningWordStarts), starts: array(.wordMeaningStarts),
            postings: array(.wordMeaningPostings), entryCount: store.wordCount)
        wordFacts = array(.wordFacts)
    }

    /// Every table of the index, built from the store.
    static func tables(_ store: KanjiStore) -> SearchIndexLayout.Tables {
        let kanji = store.kanji
        let kanjiMeanings = WordPostings.build { body in
            for (index, entry) in kanji.enumerated() {
                for (sense, meaning) in entry.meanings.enumerated() {
                    var text = meaning
                    text.withUTF8 { body(index, Match.meaningPosition(sense: sense, gloss: 0), 1, UnsafeRawBufferPointer($0)) }
                }
            }
        }
        let (wordReadings, wordForms, wordFacts) = SearchIndex.wordReadings(store)
        let wordMeanings = WordPostings.build { body in
            for index in 0..<store.wordCount {
                store.withWordText(at: index) { word in
                    word.forEachGloss { meaning, position, glosses in body(index, position, glosses, meaning) }
                }
            }
        }
        return SearchIndexLayout.Tables(
            kanjiReadings: kanjiReadings(kanji), kanjiMeanings: kanjiMeanings, wordReadings: wordReadings, wordForms: wordForms,
            wordMeanings: wordMeanings, wordFacts: wordFacts, kanjiCount: kanji.count, wordCount: store.wordCount)
    }

    /// Each kanji's on and kun readings, and each kun reading without its okurigana.
    private static func kanjiReadings(_ kanji: [KanjiEntry]) -> KanaKeyIndex.Tables {
        var readings = KanaKeyIndex.Builder()
        for (index, entry) in kanji.enumerated() {
            entry.forEachSearchReading { reading, position in readings.add(reading: reading, id: index, position: position) }
        }
        return readings.build()
    }

    /// Each word's readings (a kana word's written forms when it has none), its other written
    /// forms, and the facts ranking needs.
    private static func wordReadings(_ store: KanjiStore) -> (KanaKeyIndex.Tables, KanaKeyIndex.Tables, [UInt32]) {
        var readings = KanaKeyIndex.Builder()
        var forms = KanaKeyIndex.Builder()
        var facts: [UInt32] = []
        facts.reserveCapacity(store.wordCount)
        for index in 0..<store.wordCount {
            store.withWordText(at: index) { word in
                facts.append(WordFacts(word).bits)
                word.forEachSearchReading { reading, position in readings.add(reading: reading, id: index, position: position) }
                // A name is in no kanji's words, which find the words by their first written form.
                if word.isName, word.readingCount > 0 { forms.add(reading: word.word, id: index, position: 0) }
                if word.readingCount > 0 {
                    for position in 0..<word.formCount { forms.add(reading: word.form(position), id: index, position: position + 1) }
                }
            }
        }
        return (readings.build(), forms.build(), facts)
    }

    /// Parses and searches a typed query.
    public func search(_ typed: String) throws(SearchQueryError) -> SearchResults {
        search(try SearchQuery(parsing: typed))
    }

    public func search(_ query: SearchQuery) -> SearchResults {
        let plan = SearchPlan(query)
        var run = SearchRun(plan: plan, store: store)
        switch plan.reading {
        case .none:
            return run.results(kanjiKeys: (0..<store.kanjiCount).compactMap(run.kanjiKey), wordKeys: filteredWordKeys(plan, &run))
        case .written(let text):
            let kanjiKeys = plan.writtenKanji.compactMap(store.kanjiIndex(for:)).compactMap(run.kanjiKey)
            var candidates = store.writtenCandidates(plan)
            wordForms.forEach(withPrefix: KanaFolding.key(text)) { index, _, _ in candidates.append(index) }
            for base in plan.inflectionsByWritten.keys {
                wordForms.forEach(withPrefix: KanaFolding.key(base)) { index, _, isWhole in
                    if isWhole { candidates.append(index) }
                }
            }
            return run.results(kanjiKeys: kanjiKeys, wordKeys: Set(candidates).sorted().compactMap { run.wordKey($0) })
        case .kana, .latin:
            return run.results(kanjiKeys: kanjiKeys(plan, run), wordKeys: wordKeys(plan, &run))
        }
    }

    /// The words a query of filters alone lists (those of its N-levels): judged by the index's
    /// facts, so that only the words a kanji filter needs the text of are decoded (`n5` at full
    /// size decoded all 192,310 words: 90 ms, now 27).
    private func filteredWordKeys(_ plan: SearchPlan, _ run: inout SearchRun) -> [UInt64] {
        guard plan.hasLevels else { return [] }
        var found = FoundWords()
        for index in 0..<store.wordCount { take(.byFilters, word: index, plan: plan, byText: false, into: &found) }
        return found.keys(&run)
    }

    /// Kanji by reading and meaning, straight from the index but for queries of several English words.
    private func kanjiKeys(_ plan: SearchPlan, _ run: SearchRun) -> [UInt64] {
        var keys: [UInt64] = []
        let candidates = SearchIndex.matches(plan, kanjiReadings, kanjiMeanings, byRoot: false) { index, match in
            let kanji = store.kanji(at: index)
            if plan.admits(kanji) { keys.append(Ranking.kanjiKey(match, kanji: kanji, index: index)) }
        }
        return keys + candidates.compactMap(run.kanjiKey)
    }

    /// Words by reading and meaning: from the index alone unless the query has several English
    /// words or kanji filters, whose candidates are decoded and checked, as are the words with a
    /// reading a deinflection of the query gives (their part of speech decides).
    private func wordKeys(_ plan: SearchPlan, _ run: inout SearchRun) -> [UInt64] {
        var found = FoundWords()
        for key in plan.inflectionsByKey.keys {
            wordReadings.forEach(withPrefix: key) { index, _, isWhole in
                if isWhole { found.checked.append(index) }
            }
        }
        let severalWords = SearchIndex.matches(plan, wordReadings, wordMeanings, byRoot: true) { index, match in
            take(match, word: index, plan: plan, byText: true, into: &found)
        }
        if let partial = plan.partialEnglish {
            let having = wordMeanings.entries(havingAny: partial.query.content)
            for (index, match) in partial.matches(found: having, wordCount: store.wordCount) {
                take(match, word: index, plan: plan, byText: true, into: &found)
            }
        }
        found.checked += severalWords
        return found.keys(&run)
    }

    /// The words a search of the index found: those ranked from their facts, and those to decode
    /// and match.
    private struct FoundWords {
        var keys: [UInt64] = []
        var checked: [Int] = []

        /// Every key: the ranked ones and those of the checked words that match, each checked once.
        mutating func keys(_ run: inout SearchRun) -> [UInt64] {
            checked.sort()
            var previous = -1
            for index in checked where index != previous {
                previous = index
                if let key = run.wordKey(index) { keys.append(key) }
            }
            return keys
        }
    }

    /// The one way a word the index found, matched so, is taken, so that no filter is passed over:
    /// the plan's verdict on its facts ranks it from them, drops it, or leaves it to be decoded
    /// and matched in full (so too a word whose facts are damaged, and a kana word read exactly as
    /// the query, which may be the query itself: `Match.literal`).
    private func take(_ match: Match, word index: Int, plan: SearchPlan, byText: Bool, into found: inout FoundWords) {
        guard let bits = wordFacts[index] else { return found.checked.append(index) }
        let facts = WordFacts(bits: bits)
        if facts.isName, !match.findsName { return }
        if facts.readAsWritten && plan.mayBeLiteral(match) { return found.checked.append(index) }
        switch plan.verdict(facts, byText: byText) {
        case .refused: return
        case .decode: found.checked.append(index)
        case .admitted:
            found.keys.append(
                Ranking.wordKey(match, isName: facts.isName, priority: facts.priority, level: facts.level, length: facts.length, index: index))
        }
    }

    /// Gives `body` every match the index can judge by itself: readings beginning with the kana
    /// or romaji (or, for romaji, whole readings with long vowels put back), meanings having the
    /// one English word (in another spelling, an inflection of it; another word of its root,
    /// `Exactness.byRoot`, or a word of related meaning when `byRoot`: kanji, listed above the
    /// words, are found by the query's own words, as `SearchPlan.match(_:)` finds them).
    /// Returns the candidates it cannot judge: the entries having all of several English words (or
    /// one after "to" or an article, whose glosses with it rank first), to be checked.
    private static func matches(
        _ plan: SearchPlan, _ readings: KanaKeyIndex, _ meanings: WordPostings, byRoot: Bool, _ body: (Int, Match) -> Void
    ) -> [Int] {
        for kanaKey in plan.kanaKeys {
            readings.forEach(withPrefix: kanaKey) { index, position, isWhole in
                body(index, plan.kanaMatch(isWhole: isWhole, position: position))
            }
        }
        for kanaKey in plan.kanaLongVowelKeys {
            readings.forEach(withPrefix: kanaKey) { index, position, isWhole in
                if let match = plan.longVowelMatch(isWhole: isWhole, position: position) { body(index, match) }
            }
        }
        var candidates: [Int] = []
        for query in plan.english {
            // A query of one word ("to" or an article aside) has related words: the glosses having
            // one rank after every other, by themselves.
            for other in byRoot ? query.content.flatMap(\.related) : [] {
                meanings.forEach(having: other) { index, exactness, position, glosses in
                    let band: Exactness = switch exactness {
                    case .exact: .relatedWhole
                    case .prefix: .relatedPrefix
                    default: .related
                    }
                    body(index, Match(exactness: band, kind: .meaning, position: position, glosses: glosses))
                }
            }
            guard query.content.count == 1, query.phrase.count == 1 else {
                candidates += meanings.ids(havingAll: query.content, byRoot: byRoot)
                continue
            }
            let word = query.content[0]
            for spelling in word.spellings {
                let asTyped = spelling == word.typed
                meanings.forEach(having: spelling) { index, exactness, position, glosses in
                    let exactness = exactness == .exact && !asTyped ? .inflected : exactness
                    body(index, Match(exactness: exactness, kind: .meaning, position: position, glosses: glosses))
                }
            }
            for other in byRoot ? meanings.wordsSharingRoot(with: word) : [] {
                meanings.forEach(having: other) { index, exactness, position, glosses in
                    body(index, Match(exactness: exactness.byRoot, kind: .meaning, position: position, glosses: glosses))
                }
            }
        }
        return plan.english.count > 1 ? Set(candidates).sorted() : candidates
    }
}
