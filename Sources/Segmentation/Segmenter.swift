import Deinflection
import KanjiDictionary

/// Cuts Japanese text into the words a reader means and finds each one's dictionary word.
///
/// With MeCab (IPADIC) it takes MeCab's boundaries and joins its morphemes into the longest
/// stretch that is one dictionary word: a compound (運転|手), or a verb or adjective with its
/// endings (食べ|させ|られ|た → 食べる). Without MeCab it takes the longest dictionary match at
/// each position (Yomitan's way). docs/benchmarks.md compares the two on Tatoeba sentences.
///
/// Not safe to use from two threads at once (MeCab's tagger is not): make one per thread.
public final class Segmenter {
    public enum Method: String, Sendable {
        case mecab = "MeCab with IPADIC, joined by the dictionary"
        case longestMatch = "longest dictionary match"
    }

    /// Who made what cuts text into words, for the help screen.
    public static let credit = "MeCab by Taku Kudo (BSD) with IPADIC (NAIST, BSD-style licence) where installed, "
        + "joined into JMdict's words, its proper nouns into JMnedict's names; else longest dictionary match"

    public let lexicon: Lexicon
    let tokenizer: MeCabTokenizer?
    /// What segmenting a text asks again and again (の, は, ました), kept: the words of a spelling,
    /// decoded words and the dictionary forms an inflected text may come from. Dropped whole when
    /// large, so a long text cannot grow them without end.
    private var matchCache: [TextKey: [Lexicon.Match]] = [:]
    private var entryCache: [Int: WordEntry] = [:]
    private var deinflectionCache: [TextKey: [Deinflection]] = [:]
    /// The join chosen from a morpheme (``keptBestWord``), a morpheme's word where it joins
    /// nothing, and a verb or adjective with its endings as a word (its morphemes decide it all:
    /// text, base, readings), by their morphemes.
    private var joinCache = BoundedCache<MorphemeKey, (Int, Segment)>(limit: cacheLimit)
    var morphemeCache = BoundedCache<MorphemeKey, (Int, Segment)>(limit: cacheLimit)
    var inflectionCache = BoundedCache<MorphemeKey, Segment?>(limit: cacheLimit)
    /// The names written as a proper noun's text: a novel names its people again and again, and
    /// each look-up decodes a few dozen entries of the names' binary search.
    private var nameCache = BoundedCache<TextKey, [Int]>(limit: cacheLimit)
    static let cacheLimit = 50_000
    /// What the segmenters of other threads looked up, where they share it (parse --file).
    private let shared: SharedLookups?
    public var method: Method { tokenizer == nil ? .longestMatch : .mecab }

    public init(lexicon: Lexicon, tokenizer: MeCabTokenizer?, shared: SharedLookups? = nil) {
        self.lexicon = lexicon
        self.tokenizer = tokenizer
        self.shared = shared
    }

    /// The segments of `text`, in order, covering every Unicode scalar of it once; a variation
    /// selector or format character goes with the character before it (FormatMarks).
    public func segments(of text: String) -> [Segment] {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: FormatMarks.isMark) else { return segments(of: scalars) }
        return FormatMarks.segments(of: scalars) { segments(of: Array($0.unicodeScalars)) }
    }

    private func segments(of scalars: [Unicode.Scalar]) -> [Segment] {
        countedNumbers(cutting(scalars))
    }

    private func cutting(_ scalars: [Unicode.Scalar]) -> [Segment] {
        var segments: [Segment] = []
        guard let tokenizer else {
            for run in ScriptRuns.runs(scalars) {
                if run.script == .japanese {
                    segments += longestMatchSegments(scalars, in: run.range)
                } else {
                    segments += passThrough(scalars, in: run.range)
                }
            }
            return segments
        }
        // MeCab sees whole sentences (its choices depend on what surrounds a word: ８月下旬 is
        // ８月|下旬 only with the ８), a line or sentence at a time.
        for chunk in Segmenter.sentences(scalars) {
            let chunkText = Segmenter.string(scalars[chunk])
            mecabSegments(chunkText, tokens: readInContext(recut(tokenizer.tokens(of: chunkText))), at: chunk.lowerBound, in: scalars, into: &segments)
        }
        return segments
    }

    /// The pieces ``segments(of:)`` cuts a text into before it looks at it: a line, or a few hundred
    /// characters ending a sentence. With MeCab each piece is cut alone, so a long text may be cut a
    /// piece at a time, in any order, with the same result (the Read screen cuts its first page at
    /// once and the rest on another thread); by longest match, the same but where a piece ends inside
    /// 4,000 characters with no line break or sentence end.
    public static func pieces(of scalars: [Unicode.Scalar]) -> [Range<Int>] { sentences(scalars) }

    /// The segments of `piece` (one of ``pieces(of:)``) of `scalars`, their ranges in `scalars`.
    public func segments(of scalars: [Unicode.Scalar], piece: Range<Int>) -> [Segment] {
        segments(of: Segmenter.string(scalars[piece])).map { segment in
            var placed = segment
            placed.range = (segment.range.lowerBound + piece.lowerBound)..<(segment.range.upperBound + piece.lowerBound)
            return placed
        }
    }

    /// Text that is not looked up, as segments by script: Latin text, numbers, space, each
    /// punctuation mark; Japanese text (that MeCab left out) as a segment with no word.
    func passThrough(_ scalars: [Unicode.Scalar], in range: Range<Int>) -> [Segment] {
        ScriptRuns.runs(Array(scalars[range])).map { run in
            let runRange = (range.lowerBound + run.range.lowerBound)..<(range.lowerBound + run.range.upperBound)
            let kind: Segment.Kind
            switch run.script {
            case .japanese: kind = .word
            case .latin: kind = .latin
            case .number: kind = .number
            case .space: kind = .space
            case .punctuation: kind = .punctuation
            }
            return Segment(kind: kind, range: runRange, text: Segmenter.string(scalars[runRange]))
        }
    }

    /// The text cut after each line break, and after a sentence's end (。！？) once a piece is
    /// longer than a few hundred characters: MeCab's lattice grows with its input. A piece of
    /// 4,000 characters with no sentence's end is cut after its last 、 or space (a cut anywhere
    /// fell inside words: 勉 | 強しています), or where it stands when it has none.
    static func sentences(_ scalars: [Unicode.Scalar]) -> [Range<Int>] { sentences(scalars, in: 0..<scalars.count) }

    /// The pieces of `scalars[range]`, where `range` starts a piece (at 0 or after a line break).
    private static func sentences(_ scalars: [Unicode.Scalar], in range: Range<Int>) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        for index in range {
            let scalar = scalars[index]
            let ends = scalar == "\n" || (index - start >= 400 && "。！？!?".unicodeScalars.contains(scalar))
            if ends || index - start >= 4000 {
                let end = ends ? index + 1 : (scalars[start...index].lastIndex { "、，, \t　".unicodeScalars.contains($0) } ?? index) + 1
                pieces.append(start..<end)
                start = end
            }
        }
        if start < range.upperBound { pieces.append(start..<range.upperBound) }
        return pieces
    }

    /// Where the piece (``pieces(of:)``) holding the scalar before `index` starts, or `index` when
    /// that scalar ends a piece: a text changed from `index` on is cut as a whole would be by
    /// keeping the segments before this place and cutting the text from it again. A line break
    /// always ends a piece, so only the line before `index` is looked at.
    public static func pieceStart(_ scalars: [Unicode.Scalar], before index: Int) -> Int {
        var lineStart = index
        while lineStart > 0, scalars[lineStart - 1] != "\n" { lineStart -= 1 }
        guard let last = sentences(scalars, in: lineStart..<index).last else { return index }
        // A piece that ends exactly at `index` may have ended there (a 。 of a long piece) or only
        // stopped with the text: taken again either way.
        return last.lowerBound
    }

    /// The words spelled `text` (``Lexicon/matches(_:)``), kept. Most texts asked (a join's, a
    /// deinflection's base) are no spelling: their hash alone says so, before any cache.
    func matches(_ text: String) -> [Lexicon.Match] {
        let hash = Lexicon.hash(text)
        guard lexicon.isSpelling(hash: hash) else { return [] }
        let key = TextKey(text, hash: hash)
        if let cached = matchCache[key] { return cached }
        if matchCache.count >= Segmenter.cacheLimit { matchCache.removeAll(keepingCapacity: true) }
        let found = shared?.matches(key) { lexicon.matches(text) } ?? lexicon.matches(text)
        matchCache[key] = found
        return found
    }

    /// The names (``LexiconWords/names(written:)``) written `text`, kept.
    func names(written text: String) -> [Int] {
        nameCache.value(TextKey(text, hash: Lexicon.hash(text))) { lexicon.words.names(written: text) }
    }

    /// Word `word` of the lexicon, decoded once while kept: what prints or shows the segments
    /// asks for the words the segmenter has just decoded to choose them.
    public func entry(_ word: Int) -> WordEntry {
        if let cached = entryCache[word] { return cached }
        if entryCache.count >= Segmenter.cacheLimit { entryCache.removeAll(keepingCapacity: true) }
        let decoded = shared?.entry(word) { lexicon.words.entry(word) } ?? lexicon.words.entry(word)
        entryCache[word] = decoded
        return decoded
    }

    /// What `choose` answers for `key`, kept.
    func kept(_ key: MorphemeKey, _ choose: () -> (Int, Segment)) -> (Int, Segment) {
        joinCache.value(key, choose)
    }

    /// The dictionary forms `text` may come from (``Deinflector/candidates(for:)``, fewest steps
    /// first) that are some word's spelling, kept: MeCab's joins ask it of the same verbs' forms
    /// again and again (a fifth of the time of cutting Tatoeba's sentences went there), and only
    /// those few are kept of the dozens of candidates a text has.
    func deinflections(of text: String) -> [Deinflection] {
        let key = TextKey(text, hash: Lexicon.hash(text))
        if let cached = deinflectionCache[key] { return cached }
        if deinflectionCache.count >= Segmenter.cacheLimit { deinflectionCache.removeAll(keepingCapacity: true) }
        // What follows a na-adjective (な, に, だ, です, すぎる…) is a word of its own in a sentence
        // (静か|な|部屋), as MeCab and learners' grammars cut it; only a word typed alone is
        // looked up with it.
        let deinflect = {
            Deinflector.candidates(for: text) { base in self.lexicon.isSpelling(hash: base.reduce(Lexicon.emptyHash, Lexicon.hash)) }
                .filter { $0.wordClasses != [.adjectiveNa] && !self.matches($0.base).isEmpty }
        }
        let found = shared?.deinflections(key, deinflect) ?? deinflect()
        deinflectionCache[key] = found
        return found
    }

    /// The text of `scalars`, their UTF-8 written straight into the string's storage: a string
    /// view grown a scalar at a time cost the Read screen 30 ms of its first frame on a 1 MB text.
    public static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        String(unsafeUninitializedCapacity: scalars.count * 4) { buffer in
            var count = 0
            for scalar in scalars {
                UTF8.encode(scalar) { unit in
                    buffer[count] = unit
                    count += 1
                }
            }
            return count
        }
    }
}

extension Segmenter {
    /// A segmenter for the store: with MeCab unless `useMeCab` is false or MeCab cannot be
    /// opened, in which case `mecabMissing` says why (nil when MeCab is used or not wanted).
    /// `shared`: what it looks up shared with the segmenters of other threads (``SharedLookups``).
    public static func make(lexicon: Lexicon, useMeCab: Bool = true, shared: SharedLookups? = nil) -> (segmenter: Segmenter, mecabMissing: String?) {
        guard useMeCab else { return (Segmenter(lexicon: lexicon, tokenizer: nil, shared: shared), nil) }
        var reason = ""
        let tokenizer = MeCabTokenizer(reason: &reason)
        return (Segmenter(lexicon: lexicon, tokenizer: tokenizer, shared: shared), tokenizer == nil ? reason : nil)
    }
}
