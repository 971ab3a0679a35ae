import Deinflection
import KanjiDictionary

/// Finds each imported word's example sentences. Sentences are taken in a learner's order: those
/// whose every kanji is one of the dictionary's before the others, then the shortest first, then
/// Tatoeba's oldest first. Each sentence is cut into words by the longest written form or reading
/// of any imported word at each place (so 今日 is one word, not 今 and 日), or by a longer inflected
/// form of one: the stem of a verb, an adjective or a する-noun followed by kana that the
/// deinflector takes back to a written form of a word of the class the inflections need
/// (食べました → 食べる, 勉強した → 勉強). Each word found is credited with the sentence: the
/// words written so, and for kana the words usually written in kana whose first reading it is
/// (ある for 有る).
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

    /// `limit` gives each word's most sentences (by word number), nil for all.
    static func match(
        _ candidates: [TatoebaFile.Sentence], forms: ImportedWordForms, listedKanji: Set<Unicode.Scalar>, limit: (Int) -> Int?,
        cancellation: ImportCancellation
    ) throws -> Result {
        let ordered = learnerOrder(candidates, listedKanji: listedKanji)
        let written = ScalarSet(forms.written.keys, forms.readings.keys)
        let stems = ScalarSet(forms.stems.keys)
        var inflected = InflectedForms(forms: forms)
        var picks = (0..<forms.count).map { WordPicks(limit: limit($0) ?? Int.max) }
        for (number, candidate) in ordered.enumerated() {
            if number % 4096 == 0 { try cancellation.check() }
            let scalars = Array(candidate.text.japanese.unicodeScalars)
            var start = 0
            while start < scalars.count {
                let exact = written.ends(in: scalars, from: start).last ?? start
                var end = exact
                var words = exact > start ? forms.wordsWritten(String(String.UnicodeScalarView(scalars[start..<exact]))) : []
                var reasons: [InflectionReason] = []
                for stemEnd in stems.ends(in: scalars, from: start).reversed() {
                    if let found = inflected.longest(in: scalars, from: start, stemEnd: stemEnd, beyond: end) {
                        (end, words, reasons) = found
                        break
                    }
                }
                guard end > start else { start += 1; continue }
                let form = Form(text: String(String.UnicodeScalarView(scalars[start..<end])).hashValue, kind: FormClass(reasons))
                for word in words { picks[Int(word)].offer(sentence: number, form: form) }
                start = end
            }
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

        static func < (left: FormClass, right: FormClass) -> Bool { left.rawValue < right.rawValue }
    }

    /// One occurrence's form: its text (as a hash: only told apart from the others in this run)
    /// and its class.
    struct Form: Equatable {
        var text: Int
        var kind: FormClass
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

    /// The inflected forms found so far, by their text: a sentence's 食べました is looked up once.
    struct InflectedForms {
        let forms: ImportedWordForms
        private var found: [String: ([Int32], [InflectionReason])] = [:]

        init(forms: ImportedWordForms) {
            self.forms = forms
        }

        /// At most this many kana of inflection after a stem (させられなかった is 8).
        static let longestEnding = 10

        /// The longest text from `start` that is the stem ending at `stemEnd` followed by kana, ends
        /// past `beyond`, and deinflects to a written form of a word of the right class; its end and
        /// those words.
        mutating func longest(in scalars: [Unicode.Scalar], from start: Int, stemEnd: Int, beyond: Int) -> (Int, [Int32], [InflectionReason])? {
            var kanaEnd = stemEnd
            while kanaEnd < scalars.count, kanaEnd - stemEnd < Self.longestEnding, ImportedWordForms.isKana(scalars[kanaEnd]) { kanaEnd += 1 }
            var end = kanaEnd
            while end > max(stemEnd, beyond) {
                let (words, reasons) = words(inflectedAs: String(String.UnicodeScalarView(scalars[start..<end])))
                if !words.isEmpty { return (end, words, reasons) }
                end -= 1
            }
            return nil
        }

        /// The words `text` is an inflection of, and the inflections (the first candidate's of the
        /// fewest steps that finds a word). Only texts that find a word are kept: caching the many that
        /// find none cost a full import 33 MB for 8% of its time.
        private mutating func words(inflectedAs text: String) -> ([Int32], [InflectionReason]) {
            if let found = found[text] { return found }
            // The candidates come fewest steps first: 食べ過ぎた is 食べ過ぎる, not 食べる too much.
            var words: Set<Int32> = []
            var steps: Int?
            var reasons: [InflectionReason] = []
            for candidate in Deinflector.candidates(for: text) where steps == nil || candidate.steps == steps {
                let found = forms.wordsWritten(candidate.base, ofClasses: candidate.wordClasses)
                if !found.isEmpty, steps == nil {
                    steps = candidate.steps
                    reasons = candidate.reasons
                }
                words.formUnion(found)
            }
            let result = (words.sorted(), reasons)
            if !words.isEmpty { found[text] = result }
            return result
        }
    }

    /// A set of texts and every prefix of one, as 64-bit hashes of their scalars, so the texts
    /// starting at a place are found by extending one scalar at a time and stopping as soon as no
    /// text goes on that way. A hash only guides the cut: the words credited are looked up by the
    /// text itself.
    struct ScalarSet {
        private var prefixes: Set<UInt64> = []
        private var whole: Set<UInt64> = []

        init<Texts: Sequence>(_ lists: Texts...) where Texts.Element == String {
            for texts in lists {
                for text in texts { add(text) }
            }
        }

        private mutating func add(_ text: String) {
            var hash = Self.seed
            for scalar in text.unicodeScalars {
                hash = Self.hash(hash, scalar)
                prefixes.insert(hash)
            }
            whole.insert(hash)
        }

        /// The ends of the texts starting at `start`, shortest first.
        func ends(in scalars: [Unicode.Scalar], from start: Int) -> [Int] {
            var hash = Self.seed
            var ends: [Int] = []
            var end = start
            while end < scalars.count {
                hash = Self.hash(hash, scalars[end])
                guard prefixes.contains(hash) else { break }
                end += 1
                if whole.contains(hash) { ends.append(end) }
            }
            return ends
        }

        /// FNV-1a over the scalar's four bytes.
        private static let seed: UInt64 = 0xcbf2_9ce4_8422_2325

        private static func hash(_ hash: UInt64, _ scalar: Unicode.Scalar) -> UInt64 {
            var value = hash
            var bits = scalar.value
            for _ in 0..<4 {
                value = (value ^ UInt64(bits & 0xFF)) &* 0x100_0000_01b3
                bits >>= 8
            }
            return value
        }
    }
}
