import Deinflection
import Dispatch
import KanjiDictionary
import Segmentation

/// Finds each imported word's example sentences. Sentences are taken in a learner's order: those
/// whose every kanji is one of the dictionary's before the others, then the shortest first, then
/// Tatoeba's oldest first. Each sentence is cut into words by the segmenter of the Read screen and
/// `kanji-list parse` (the `Segmentation` module: MeCab's morphemes joined into the imported words,
/// or longest match without MeCab) over the words being imported, and each word it finds is
/// credited with the sentence: a word inflected (食べました → 食べる) counts, a word inside a longer
/// one does not (今日 is one word, not 今 and 日), and a word written as the text but read otherwise
/// than the parse reads it does not either (``Segmenter/occurrence(of:)``).
///
/// A word keeps at most its limit of sentences: first the best sentence of each form it takes, the
/// forms a learner meets first before the others (``FormClass``: the dictionary form, the polite
/// ます form, the plain past, the te-form, the polite past, the negative), then the best of the
/// rest, so its few sentences show it inflected when Tatoeba has that (食べる: 食べる。, 食べます,
/// 食べた。, before a second 食べた). Each sentence kept is stored once, in the order above.
enum SentenceMatching {
    struct Result {
        /// The sentences some word kept, in the order above.
        var sentences: [ExampleSentence] = []
        /// Per word number, its sentences as indices into `sentences`.
        var wordSentences: [[Int]]
    }

    /// `segmenters` cut the sentences into the words their lexicon was made of (by word number), one
    /// a thread (MeCab's tagger is not safe from two); `limit` gives each word's most sentences, nil
    /// for all.
    static func match(
        _ candidates: [TatoebaFile.Sentence], segmenters: [Segmenter], listedKanji: Set<Unicode.Scalar>, limit: (Int) -> Int?,
        cancellation: ImportCancellation
    ) throws -> Result {
        let ordered = learnerOrder(candidates, listedKanji: listedKanji)
        var picks = (0..<(segmenters.first?.lexicon.words.wordCount ?? 0)).map { WordPicks(limit: limit($0) ?? Int.max) }
        // A block of sentences is cut on every thread at once; its words are then offered in order.
        var start = 0
        while start < ordered.count {
            try cancellation.check()
            let block = ordered[start..<min(start + Self.blockSize, ordered.count)]
            for (offset, found) in occurrences(in: block, segmenters: segmenters).enumerated() {
                for (word, form) in found { picks[word].offer(sentence: start + offset, form: form) }
            }
            start = block.endIndex
        }
        // The sentences some word kept, in order, each once: marked in place, not gathered into one
        // list (a full import keeps millions of word-sentence pairs).
        let chosen = picks.map(\.picked)
        picks = []
        var place = [Int32](repeating: -1, count: ordered.count)
        for list in chosen {
            for sentence in list { place[sentence] = 0 }
        }
        var result = Result(wordSentences: [])
        for sentence in ordered.indices where place[sentence] == 0 {
            place[sentence] = Int32(result.sentences.count)
            result.sentences.append(ordered[sentence].text)
        }
        result.wordSentences = chosen.map { $0.map { Int(place[$0]) } }
        return result
    }

    /// Sentences cut at a time.
    static let blockSize = 4096

    /// Each sentence's words (each occurrence's word number and form), in order; the sentences
    /// shared out among the segmenters, each on a thread of its own.
    private static func occurrences(in block: ArraySlice<TatoebaFile.Sentence>, segmenters: [Segmenter]) -> [[(Int, Form)]] {
        let found = UnsafeMutableBufferPointer<[(Int, Form)]>.allocate(capacity: block.count)
        found.initialize(repeating: [])
        defer { found.deallocate() }
        // Each thread uses its own segmenter and writes only its own sentences' places.
        nonisolated(unsafe) let shared = (found: found, segmenters: segmenters)
        DispatchQueue.concurrentPerform(iterations: segmenters.count) { part in
            let segmenter = shared.segmenters[part]
            for offset in stride(from: part, to: block.count, by: shared.segmenters.count) {
                shared.found[offset] = segmenter.segments(of: block[block.startIndex + offset].text.japanese).compactMap { segment in
                    guard let occurrence = segmenter.occurrence(of: segment),
                          counts(segment, for: segmenter.lexicon.words.entry(occurrence.word)) else { return nil }
                    return (occurrence.word, Form(segment, asSpelled: occurrence.asSpelled))
                }
            }
        }
        let result = Array(found)
        _ = found.deinitialize()
        return result
    }

    /// How far a form is from the dictionary form, in the order a learner meets them (textbooks
    /// teach the dictionary and ます forms, then た and て, then ました and ない); a word's
    /// sentences show its forms in this order before any other.
    enum FormClass: Int, Comparable {
        case dictionary, polite, past, teForm, politePast, negative, other

        init(_ reasons: [InflectionReason]) {
            self = switch reasons {
            case []: .dictionary
            case [.polite]: .polite
            case [.past]: .past
            case [.teForm]: .teForm
            case [.polite, .past]: .politePast
            case [.negative]: .negative
            default: .other
            }
        }

        /// The class of an occurrence the segmenter found with these inflection labels: a text
        /// with none that is not one of the word's spellings (an inflection the Deinflection module
        /// could not name, a verb's bare stem), or with a label of no single reason, is `.other`.
        init(labels: [String], asSpelled: Bool) {
            let reasons = labels.compactMap(InflectionReason.init(rawValue:))
            self = reasons.count != labels.count || (labels.isEmpty && !asSpelled) ? .other : FormClass(reasons)
        }

        static func < (left: FormClass, right: FormClass) -> Bool { left.rawValue < right.rawValue }
    }

    /// One occurrence's form: its inflection (as a hash: only told apart from the others in this
    /// run) and its class. The word as spelled is one form however it is spelled (食べる, 喰べる),
    /// an inflection one form whatever its stem; an inflection the segmenter did not name is told
    /// apart by its text.
    struct Form: Equatable {
        var shape: Int
        var kind: FormClass

        init(shape: Int, kind: FormClass) {
            self.shape = shape
            self.kind = kind
        }

        init(_ segment: Segment, asSpelled: Bool) {
            kind = FormClass(labels: segment.inflection, asSpelled: asSpelled)
            shape = asSpelled ? 0 : (segment.inflection.isEmpty ? segment.text : segment.inflection.joined(separator: ",")).hashValue
        }
    }

    /// Whether an occurrence the segmenter found counts for its word: not a word written with
    /// kanji found in kana alone, unless it is usually written in kana (ある for 有る, する for 為る;
    /// not ひ of 慕ひて for 日, or きょう for 今日), as a learner's example shows the word as written.
    static func counts(_ segment: Segment, for word: WordEntry) -> Bool {
        guard JlptMatching.isKana(segment.text), !JlptMatching.isKana(word.word) else { return true }
        return word.senses.first?.misc.contains("uk") ?? false
    }

    /// One word's sentences so far, in the order they come (the learner order): its first
    /// sentence of each form, and its first `limit` sentences. ``picked`` chooses from them.
    struct WordPicks {
        let limit: Int
        private var firstOfForm: [(sentence: Int, form: Form)] = []
        /// As Int32: a full import keeps every sentence of every word here.
        private var first: [Int32] = []
        private var lastOffered: Int?

        init(limit: Int) {
            self.limit = limit
        }

        mutating func offer(sentence: Int, form: Form) {
            // A sentence counts once for a word, whatever other forms of it the sentence has.
            guard lastOffered != sentence else { return }
            lastOffered = sentence
            if first.count < limit { first.append(Int32(sentence)) }
            // Forms beyond the limit of the last class could never be picked.
            let ofClass = firstOfForm.count { $0.form.kind == form.kind }
            guard ofClass < limit, !firstOfForm.contains(where: { $0.form == form }) else { return }
            firstOfForm.append((sentence, form))
        }

        /// Up to the limit: the first sentence of each form, the forms by class then as they came,
        /// then the first sentences not yet picked; in the order they came.
        var picked: [Int] {
            var chosen = firstOfForm.enumerated().sorted { ($0.element.form.kind, $0.offset) < ($1.element.form.kind, $1.offset) }
                .prefix(limit).map(\.element.sentence)
            var taken = Set(chosen)
            for sentence in first.lazy.map(Int.init) where chosen.count < limit && taken.insert(sentence).inserted { chosen.append(sentence) }
            return chosen.sorted()
        }
    }

    /// Sentences using only the dictionary's kanji first, then the shortest, then the oldest.
    static func learnerOrder(_ sentences: [TatoebaFile.Sentence], listedKanji: Set<Unicode.Scalar>) -> [TatoebaFile.Sentence] {
        let keys = sentences.map { sentence in
            let scalars = sentence.text.japanese.unicodeScalars
            let unlisted = scalars.contains { $0.properties.isIdeographic && !listedKanji.contains($0) }
            return (unlisted ? 1 : 0, scalars.count, sentence.id)
        }
        return sentences.indices.sorted { keys[$0] < keys[$1] }.map { sentences[$0] }
    }
}
