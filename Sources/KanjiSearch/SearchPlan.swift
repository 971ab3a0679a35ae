import Deinflection
import Kana
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
    /// The kana typed, or of finished romaji, in hiragana: what a kana word written as the query
    /// is (`Match.literal`); nil for other queries.
    private let typedKana: String?
    /// Finished romaji of two kana or more with long vowels put back (`KanaFolding.withLongVowels`),
    /// matched by whole readings only: empty for kana typed as kana, which shows its long vowels.
    let kanaLongVowelKeys: [[UInt8]]
    /// The query's English words as typed and in the other spellings of its compounds; empty for
    /// text that is not Latin.
    let english: [EnglishQuery]
    private let kanjiFilters: [SearchFilter]
    /// Whether a filter asks for a JLPT N-level (`n5`), which words have too.
    let hasLevels: Bool
    /// The dictionary forms the text deinflected (kana for romaji) may be an inflection of,
    /// fewest steps first: each found by its written form or by its reading's key.
    let inflections: [Deinflection]
    let inflectionsByWritten: [[UInt8]: [Int]]
    let inflectionsByKey: [[UInt8]: [Int]]

    /// At most this many deinflections are looked up (the ranking key has 8 bits for which one).
    static let inflectionLimit = 254

    init(_ query: SearchQuery) {
        self.query = query
        reading = QueryReading(text: query.text)
        var kanji: [Character] = []
        var written: [UInt8] = []
        var kana: [[UInt8]] = []
        var kind = MatchKind.reading
        var prefixOnly = false
        var longVowelKeys: [[UInt8]] = []
        var english: [EnglishQuery] = []
        var inflected = ""
        var typed: String?
        switch reading {
        case .none: break
        case .written(let text):
            written = Array(text.utf8)
            inflected = text
            for character in text where character.unicodeScalars.first?.properties.isIdeographic == true
                && !kanji.contains(character)
            {
                kanji.append(character)
            }
        case .kana(let text):
            kana = [KanaFolding.key(text)]
            inflected = text
            typed = KanaFolding.hiragana(text)
        case .latin(let text, let romaji):
            english = EnglishQuery.alternatives(of: text)
            if let romaji {
                kana = romaji.completions.map(KanaFolding.key)
                kind = .romaji
                prefixOnly = !romaji.isComplete
                if romaji.isComplete {
                    inflected = KanaFolding.hiragana(romaji.kana)
                    typed = inflected
                    let key = KanaFolding.key(romaji.kana)
                    if key.count >= 2 { longVowelKeys = KanaFolding.withLongVowels(key) }
                }
            }
        }
        writtenKanji = kanji
        writtenUTF8 = written
        kanaKeys = kana
        kanaKind = kind
        kanaIsPrefixOnly = prefixOnly
        typedKana = typed
        kanaLongVowelKeys = longVowelKeys
        self.english = english
        kanjiFilters = query.filters.filter(\.isKanjiCondition)
        hasLevels = query.filters.contains { if case .level = $0 { true } else { false } }
        inflections = inflected.isEmpty ? [] : Array(Deinflector.candidates(for: inflected).prefix(SearchPlan.inflectionLimit))
        var byWritten: [[UInt8]: [Int]] = [:]
        var byKey: [[UInt8]: [Int]] = [:]
        for (index, inflection) in inflections.enumerated() {
            if KanaFolding.isKana(inflection.base) {
                byKey[KanaFolding.key(inflection.base), default: []].append(index)
            } else {
                byWritten[Array(inflection.base.utf8), default: []].append(index)
            }
        }
        inflectionsByWritten = byWritten
        inflectionsByKey = byKey
    }

    /// A query of filters alone lists kanji only, but with a JLPT N-level, which words have too.
    var listsWords: Bool { reading != .none || hasLevels }

    var hasKanjiFilters: Bool { !kanjiFilters.isEmpty }

    func admits(_ kanji: KanjiEntry) -> Bool { query.filters.allSatisfy { $0.admits(kanji) } }

    /// What the filters say of a word from its facts in the index (`WordFacts`).
    enum FactsVerdict: Equatable {
        case admitted, refused
        /// Decode the word and match it (`match(_:admittedKanji:scratch:)`).
        case decode
    }

    /// Every filter judged from a word's facts, the index's one door for the words it finds: refused
    /// when one fails by them; else `decode` when one needs the word's text (a kanji filter), or,
    /// for a word found by the query's text (`byText`), an N-level (such a word is matched in full,
    /// as the one-off scan matches it, so the two rank it alike); else admitted.
    func verdict(_ facts: WordFacts, byText: Bool) -> FactsVerdict {
        var decode = false
        for filter in query.filters {
            switch filter.wordCondition {
            case .common:
                if !facts.common { return .refused }
            case .level(let range):
                guard let level = facts.level, range.contains(level) else { return .refused }
                decode = decode || byText
            case .writtenWithAdmittedKanji:
                decode = true
            }
        }
        return decode ? .decode : .admitted
    }

    /// Every filter judged from the decoded word: the same conditions as `verdict`, with the word's
    /// text for a kanji filter. `admittedKanji` holds the kanji that pass the kanji filters.
    private func admits(_ word: WordText, admittedKanji: Set<Unicode.Scalar>) -> Bool {
        query.filters.allSatisfy { filter in
            switch filter.wordCondition {
            case .common: word.common
            case .level(let range): word.jlptLevel.map(range.contains) ?? false
            case .writtenWithAdmittedKanji: word.word.containsScalar(in: admittedKanji)
            }
        }
    }

    /// How a kanji matches, or nil.
    func match(_ kanji: KanjiEntry) -> Match? {
        guard admits(kanji) else { return nil }
        switch reading {
        case .none: return .byFilters
        case .written:
            guard let position = writtenKanji.firstIndex(of: kanji.character) else { return nil }
            return Match(exactness: .exact, kind: .kanji, position: position)
        case .kana, .latin:
            var best: Match?
            kanji.forEachSearchReading { reading, position in best = Match.best(best, kanaMatch(reading, position: position)) }
            var scratch: [EnglishWords.Word] = []
            var found: UInt64 = 0
            for query in english {
                for (sense, meaning) in kanji.meanings.enumerated() {
                    var gloss = meaning
                    let position = Match.meaningPosition(sense: sense, gloss: 0)
                    let match = gloss.withUTF8 {
                        meaningMatch(query, UnsafeRawBufferPointer($0), position: position, scratch: &scratch, found: &found)
                    }
                    // Kanji are listed above the words, so one found only through another word of
                    // the root ("inform" for `information`) would push the words that are the
                    // query below it: kanji are found by the query's own words.
                    if let match, !match.exactness.isLoose { best = Match.best(best, match) }
                }
            }
            return best
        }
    }

    /// How a word matches, or nil. `admittedKanji` holds the kanji that pass the kanji filters
    /// when there are any: a word then needs one of them.
    func match(_ word: WordText, admittedKanji: Set<Unicode.Scalar>, scratch: inout MatchScratch) -> Match? {
        guard admits(word, admittedKanji: admittedKanji) else { return nil }
        switch reading {
        case .none: return hasLevels ? .byFilters : nil
        case .written:
            var written = writtenExactness(word.word).map { Match(exactness: $0, kind: .kanji, position: 0) }
            for position in 0..<word.formCount {
                let exactness = writtenExactness(word.form(position)).flatMap { $0 == .contained ? nil : $0 }
                written = Match.best(written, exactness.map { Match(exactness: $0, kind: .kanji, position: position + 1) })
            }
            return Match.best(written, inflectedMatch(word, kind: .kanji))
        case .kana, .latin:
            var best: Match?
            word.forEachSearchReading { reading, position in best = Match.best(best, kanaMatch(reading, position: position)) }
            if word.readingCount == 0, let match = best, mayBeLiteral(match), isWrittenAsTyped(word) { best?.literal = true }
            for query in english {
                var found: UInt64 = 0
                var scattered: Match?
                word.forEachGloss { meaning, position, glosses in
                    let had = found
                    best = Match.best(best, meaningMatch(query, meaning, position: position, glosses: glosses, scratch: &scratch.words, found: &found))
                    if scattered == nil && found != had && found == query.allWords {
                        scattered = Match(exactness: .scattered, kind: .meaning, position: position, glosses: glosses)
                    }
                }
                best = Match.best(best, scattered)
            }
            return Match.best(best, inflectedMatch(word, kind: kanaKind))
        }
    }

    /// The query's partial English matching (`PartialEnglish`), if it has several content words.
    var partialEnglish: PartialEnglish? { PartialEnglish(self) }

    /// Which content words of `query` the word's meanings have, and how well, as the index's
    /// postings would say (`WordPostings.entries(havingAny:)`); nil for a word having none.
    func partialEnglishFound(by word: WordText, index: Int, query: EnglishQuery, scratch: inout MatchScratch) -> PartialEnglish.Found? {
        var found = PartialEnglish.Found(word: index, bits: 0, info: .max)
        word.forEachGloss { meaning, position, glosses in
            guard EnglishWords.mayHaveAny(meaning, of: query.content) else { return }
            scratch.scanner.read(meaning, position: position, glosses: glosses) { key, info in
                let lowered = Array(key.utf8)
                for (bit, queryWord) in query.content.enumerated() where queryWord.spelled(by: lowered) {
                    found.bits |= 1 << UInt64(bit)
                    found.info = min(found.info, info)
                }
            }
        }
        return found.bits == 0 ? nil : found
    }

    private func meaningMatch(
        _ query: EnglishQuery, _ gloss: UnsafeRawBufferPointer, position: Int, glosses: Int = 1, scratch: inout [EnglishWords.Word],
        found: inout UInt64
    ) -> Match? {
        EnglishWords.exactness(of: gloss, query: query.content, phrase: query.phrase, scratch: &scratch, found: &found)
            .map { Match(exactness: $0, kind: .meaning, position: position, glosses: glosses) }
    }

    /// The word as a dictionary form the query is an inflection of: its written form or a
    /// reading is a deinflection's base, and its part of speech is one the deinflection needs
    /// (いらない is 要る "need", v5r, not 居る "be", v1). A word without parts of speech (EDICT)
    /// takes any. The fewest steps win.
    private func inflectedMatch(_ word: WordText, kind: MatchKind) -> Match? {
        guard !inflections.isEmpty else { return nil }
        var candidates: [(index: Int, position: Int)] = []
        if !inflectionsByWritten.isEmpty {
            word.forEachWrittenForm { form in
                if let found = inflectionsByWritten[Array(form)] { candidates += found.map { ($0, 0) } }
            }
        }
        if !inflectionsByKey.isEmpty {
            word.forEachSearchReading { reading, position in
                if let found = inflectionsByKey[KanaFolding.key(reading)] { candidates += found.map { ($0, position) } }
            }
        }
        guard !candidates.isEmpty else { return nil }
        var partsOfSpeech: [String] = []
        word.forEachPartOfSpeech { partsOfSpeech.append(String(decoding: $0, as: UTF8.self)) }
        let fitting = candidates.filter { partsOfSpeech.isEmpty || inflections[$0.index].fits(partsOfSpeech: partsOfSpeech) }
        guard let best = fitting.min(by: { ($0.index, $0.position) < ($1.index, $1.position) }) else { return nil }
        return Match(exactness: .inflected, kind: kind, position: best.position, steps: inflections[best.index].steps, inflection: best.index)
    }

    private func kanaMatch<Bytes: Sequence>(_ reading: Bytes, position: Int) -> Match? where Bytes.Element == UInt8 {
        for kanaKey in kanaKeys {
            if let isWhole = KanaFolding.keyOf(reading, beginsWith: kanaKey) { return kanaMatch(isWhole: isWhole, position: position) }
        }
        for kanaKey in kanaLongVowelKeys {
            if let isWhole = KanaFolding.keyOf(reading, beginsWith: kanaKey), let match = longVowelMatch(isWhole: isWhole, position: position) {
                return match
            }
        }
        return nil
    }

    /// Whether a kana word matched so may be the query itself: read exactly as the kana typed.
    func mayBeLiteral(_ match: Match) -> Bool {
        typedKana != nil && match.exactness == .exact && (match.kind == .reading || match.kind == .romaji)
    }

    /// Whether one of a kana word's written forms is the kana typed, in hiragana or katakana
    /// alike, but not folded further (を is not お, づ not ず).
    private func isWrittenAsTyped(_ word: WordText) -> Bool {
        guard let typedKana else { return false }
        var same = false
        word.forEachWrittenForm { form in
            if !same { same = KanaFolding.hiragana(String(decoding: form, as: UTF8.self)) == typedKana }
        }
        return same
    }

    /// A reading that begins with one of `kanaKeys` (the whole of it or more), for the index and
    /// the scan alike.
    func kanaMatch(isWhole: Bool, position: Int) -> Match {
        Match(exactness: isWhole && !kanaIsPrefixOnly ? .exact : .prefix, kind: kanaKind, position: position)
    }

    /// A reading that begins with one of `kanaLongVowelKeys`: only the whole of it matches.
    func longVowelMatch(isWhole: Bool, position: Int) -> Match? {
        isWhole ? Match(exactness: .longVowelsAdded, kind: kanaKind, position: position) : nil
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

extension WordText {
    /// Each meaning with its `Match.meaningPosition` and how many glosses its sense has. A sense
    /// JMdict marks as out of use or off the standard (archaic, obsolete, obscure, dated, slang,
    /// vulgar) ranks as the last: サーセン "sorry" (slang) after 済まない's second sense, "sorry".
    func forEachGloss(_ body: (_ meaning: UnsafeRawBufferPointer, _ position: Int, _ glossesInSense: Int) -> Void) {
        var sense = -1
        var gloss = 0
        var ranksLast = false
        forEachMeaning { meaning, meaningSense, glosses in
            gloss = meaningSense == sense ? gloss + 1 : 0
            if meaningSense != sense {
                ranksLast = false
                forEachMisc(ofSense: meaningSense) { code in ranksLast = ranksLast || Self.ranksLast(code) }
            }
            sense = meaningSense
            body(meaning, Match.meaningPosition(sense: ranksLast ? Match.lastSense : sense, gloss: gloss), glosses)
        }
    }

    private static let lastCodes: [[UInt8]] = ["arch", "obs", "obsc", "dated", "sl", "net-sl", "vulg"].map { Array($0.utf8) }

    private static func ranksLast(_ code: UnsafeRawBufferPointer) -> Bool {
        lastCodes.contains { code.elementsEqual($0) }
    }
}

/// Buffers a search reuses from word to word.
struct MatchScratch {
    var words: [EnglishWords.Word] = []
    var scanner = WordPostings.Scanner()
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
}
