import KanjiDictionary

/// A query made ready to test entries with: its text as the bytes, kana key and English words
/// each kind of match compares, and its filters split by what they apply to. Both ways of
/// searching (the index and the one-off scan) decide matches here, so they agree.
struct SearchPlan {
    let query: SearchQuery
    let reading: QueryReading
    /// The written text's kanji, in order, each once.
    let writtenKanji: [Character]
    private let writtenUTF8: [UInt8]
    /// The reading keys of kana or romaji text (romaji still being typed has one for each way
    /// its last syllable may end), and which of the two it came from.
    let kanaKeys: [[UInt8]]
    private let kanaKind: MatchKind
    /// Romaji ending in an unfinished syllable ("nih") matches readings only by prefix.
    private let kanaIsPrefixOnly: Bool
    let englishWords: [[UInt8]]
    private let kanjiFilters: [SearchFilter]
    private let commonWordsOnly: Bool

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

    /// How a kanji matches, and its place in the written text (for ranking), or nil.
    func match(_ kanji: KanjiEntry) -> (Exactness, MatchKind, position: Int)? {
        guard admits(kanji) else { return nil }
        switch reading {
        case .none: return (.exact, .filter, 0)
        case .written:
            guard let position = writtenKanji.firstIndex(of: kanji.character) else { return nil }
            return (.exact, .kanji, position)
        case .kana, .latin:
            var best: (Exactness, MatchKind)?
            var key: [UInt8] = []
            for reading in kanji.onyomi + kanji.kunyomi {
                keep(&best, kanaExactness(reading.utf8, key: &key).map { ($0, kanaKind) })
                if let dot = reading.firstIndex(of: ".") {
                    keep(&best, kanaExactness(reading[..<dot].utf8, key: &key).map { ($0, kanaKind) })
                }
            }
            var scratch: [EnglishWords.Word] = []
            for meaning in kanji.meanings {
                var gloss = meaning
                let exactness = gloss.withUTF8 {
                    EnglishWords.exactness(of: UnsafeRawBufferPointer($0), query: englishWords, scratch: &scratch)
                }
                keep(&best, exactness.map { ($0, .meaning) })
            }
            return best.map { ($0.0, $0.1, 0) }
        }
    }

    /// How a word matches, or nil. `admittedKanji` holds the kanji that pass the kanji filters
    /// when there are any: a word then needs one of them.
    func match(_ word: WordText, admittedKanji: Set<Unicode.Scalar>, scratch: inout MatchScratch) -> (Exactness, MatchKind)? {
        if commonWordsOnly && !word.common { return nil }
        if hasKanjiFilters && !word.word.containsScalar(in: admittedKanji) { return nil }
        var best: (Exactness, MatchKind)?
        switch reading {
        case .none: return nil
        case .written:
            best = writtenExactness(word.word).map { ($0, .kanji) }
        case .kana, .latin:
            if word.readingCount == 0 {
                best = kanaExactness(word.word, key: &scratch.key).map { ($0, kanaKind) }
            }
            for position in 0..<word.readingCount {
                keep(&best, kanaExactness(word.reading(position), key: &scratch.key).map { ($0, kanaKind) })
            }
            for position in 0..<word.meaningCount {
                let exactness = EnglishWords.exactness(of: word.meaning(position), query: englishWords, scratch: &scratch.words)
                keep(&best, exactness.map { ($0, .meaning) })
            }
        }
        return best
    }

    private func kanaExactness<Bytes: Sequence>(_ reading: Bytes, key: inout [UInt8]) -> Exactness?
    where Bytes.Element == UInt8 {
        guard !kanaKeys.isEmpty else { return nil }
        key.removeAll(keepingCapacity: true)
        KanaFolding.appendKey(reading, to: &key)
        guard let matched = kanaKeys.first(where: key.starts) else { return nil }
        return key.count == matched.count && !kanaIsPrefixOnly ? .exact : .prefix
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

    /// Keeps the better of two matches: the more exact, then the one typed more literally.
    private func keep(_ best: inout (Exactness, MatchKind)?, _ candidate: (Exactness, MatchKind)?) {
        guard let candidate else { return }
        guard let current = best else {
            best = candidate
            return
        }
        if (candidate.0, candidate.1.precedence) < (current.0, current.1.precedence) { best = candidate }
    }
}

/// Buffers a search reuses from word to word.
struct MatchScratch {
    var key: [UInt8] = []
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
