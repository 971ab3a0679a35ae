import KanjiDictionary

/// A query made ready to test entries with: its text as the bytes, kana key and English words
/// each kind of match compares, and its filters split by what they apply to. Both ways of
/// searching (the index and the one-off scan) decide matches here, so they agree.
struct SearchPlan: Sendable {
    let query: SearchQuery
    let reading: QueryReading
    /// The written text's kanji, in order, each once.
    let writtenKanji: [Character]
    private let writtenUTF8: [UInt8]
    /// The reading keys of kana or romaji text (romaji still being typed has one for each way
    /// its last syllable may end), and which of the two it came from.
    let kanaKeys: [[UInt8]]
    let kanaKind: MatchKind
    /// Romaji ending in an unfinished syllable ("nih") matches readings only by prefix.
    let kanaIsPrefixOnly: Bool
    let englishWords: [[UInt8]]
    private let kanjiFilters: [SearchFilter]
    let commonWordsOnly: Bool

    init(_ query: SearchQuery) {
        self.query = query
        reading = QueryReading(text: query.text)
        var kanji: [Character] = []
        var written: [UInt8] = []
        var kana: [[UInt8]] = []
        var kind = MatchKind.reading
        var prefixOnly = false
        var english: [[UInt8]] = []
        switch reading {
        case .none: break
        case .written(let text):
            written = Array(text.utf8)
            for character in text where character.unicodeScalars.first?.properties.isIdeographic == true
                && !kanji.contains(character)
            {
                kanji.append(character)
            }
        case .kana(let text):
            kana = [KanaFolding.key(text)]
        case .latin(let text, let romaji):
            english = EnglishWords.queryWords(text)
            if let romaji {
                kana = romaji.completions.map(KanaFolding.key)
                kind = .romaji
                prefixOnly = !romaji.isComplete
            }
        }
        writtenKanji = kanji
        writtenUTF8 = written
        kanaKeys = kana
        kanaKind = kind
        kanaIsPrefixOnly = prefixOnly
        englishWords = english
        kanjiFilters = query.filters.filter(\.isKanjiCondition)
        commonWordsOnly = query.filters.contains(.common)
    }

    /// A query of filters alone lists kanji only.
    var listsWords: Bool { reading != .none }

    var hasKanjiFilters: Bool { !kanjiFilters.isEmpty }

    func admits(_ kanji: KanjiEntry) -> Bool { query.filters.allSatisfy { $0.admits(kanji) } }

    /// How a kanji matches, or nil.
    func match(_ kanji: KanjiEntry) -> Match? {
        guard admits(kanji) else { return nil }
        switch reading {
        case .none: return Match(exactness: .exact, kind: .filter, position: 0)
        case .written:
            guard let position = writtenKanji.firstIndex(of: kanji.character) else { return nil }
            return Match(exactness: .exact, kind: .kanji, position: position)
        case .kana, .latin:
            var best: Match?
            kanji.forEachSearchReading { reading, position in best = Match.best(best, kanaMatch(reading, position: position)) }
            var scratch: [EnglishWords.Word] = []
            for (position, meaning) in kanji.meanings.enumerated() {
                var gloss = meaning
                best = Match.best(best, gloss.withUTF8 { meaningMatch(UnsafeRawBufferPointer($0), position: position, scratch: &scratch) })
            }
            return best
        }
    }

    /// How a word matches, or nil. `admittedKanji` holds the kanji that pass the kanji filters
    /// when there are any: a word then needs one of them.
    func match(_ word: WordText, admittedKanji: Set<Unicode.Scalar>, scratch: inout MatchScratch) -> Match? {
        if commonWordsOnly && !word.common { return nil }
        if hasKanjiFilters && !word.word.containsScalar(in: admittedKanji) { return nil }
        switch reading {
        case .none: return nil
        case .written:
            return writtenExactness(word.word).map { Match(exactness: $0, kind: .kanji, position: 0) }
        case .kana, .latin:
            var best: Match?
            word.forEachSearchReading { reading, position in best = Match.best(best, kanaMatch(reading, position: position)) }
            for position in 0..<word.meaningCount {
                best = Match.best(best, meaningMatch(word.meaning(position), position: position, scratch: &scratch.words))
            }
            return best
        }
    }

    private func meaningMatch(_ gloss: UnsafeRawBufferPointer, position: Int, scratch: inout [EnglishWords.Word]) -> Match? {
        EnglishWords.exactness(of: gloss, query: englishWords, scratch: &scratch)
            .map { Match(exactness: $0, kind: .meaning, position: position) }
    }

    private func kanaMatch<Bytes: Sequence>(_ reading: Bytes, position: Int) -> Match? where Bytes.Element == UInt8 {
        kanaExactness(reading).map { Match(exactness: $0, kind: kanaKind, position: position) }
    }

    private func kanaExactness<Bytes: Sequence>(_ reading: Bytes) -> Exactness? where Bytes.Element == UInt8 {
        for kanaKey in kanaKeys {
            if let isWhole = KanaFolding.keyOf(reading, beginsWith: kanaKey) {
                return isWhole && !kanaIsPrefixOnly ? .exact : .prefix
            }
        }
        return nil
    }

    private func writtenExactness(_ word: UnsafeRawBufferPointer) -> Exactness? {
        if word.elementsEqual(writtenUTF8) { return .exact }
        if word.starts(with: writtenUTF8) { return .prefix }
        guard word.count > writtenUTF8.count, let first = writtenUTF8.first else { return nil }
        for start in 1...(word.count - writtenUTF8.count) where word[start] == first {
            if word[start..<(start + writtenUTF8.count)].elementsEqual(writtenUTF8) { return .contained }
        }
        return nil
    }
}

/// Buffers a search reuses from word to word.
struct MatchScratch {
    var words: [EnglishWords.Word] = []
}

extension UnsafeRawBufferPointer {
    /// Whether the UTF-8 text has one of `scalars`.
    func containsScalar(in scalars: Set<Unicode.Scalar>) -> Bool {
        var decoder = UTF8()
        var iterator = makeIterator()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            if scalars.contains(scalar) { return true }
        }
        return false
    }

    /// The number of characters (Unicode scalars) of the UTF-8 text.
    var scalarCount: Int { reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } }
}
