import KanjiDictionary

/// Finds each imported word's example sentences. Sentences are taken in a learner's order: those
/// whose every kanji is one of the dictionary's before the others, then the shortest first, then
/// Tatoeba's oldest first. Each sentence is cut into words by the longest written form or reading
/// of any imported word at each place (so 今日 is one word, not 今 and 日), and each word found is
/// credited with the sentence: the words written so, and for kana the words read so that are
/// usually written in kana (ある for 有る). Inflected forms are not found yet (食べた is not
/// 食べる): that needs the deinflection of the search.
///
/// Each sentence is stored once; a word keeps at most `perWord` (the best), all when nil.
enum SentenceMatching {
    struct Result {
        /// The sentences some word kept, in the order above.
        var sentences: [ExampleSentence] = []
        /// Per word number, its sentences as indices into `sentences`.
        var wordSentences: [[Int]]
    }

    static func match(
        _ candidates: [TatoebaFile.Sentence], forms: ImportedWordForms, listedKanji: Set<Unicode.Scalar>, perWord: Int?,
        cancellation: ImportCancellation
    ) throws -> Result {
        let ordered = learnerOrder(candidates, listedKanji: listedKanji)
        let index = FormIndex(forms)
        var result = Result(wordSentences: Array(repeating: [], count: forms.count))
        let limit = perWord ?? Int.max
        for (number, candidate) in ordered.enumerated() {
            if number % 4096 == 0 { try cancellation.check() }
            var place: Int?
            let scalars = Array(candidate.text.japanese.unicodeScalars)
            var start = 0
            while start < scalars.count {
                let end = index.longestForm(in: scalars, from: start)
                guard end > start else { start += 1; continue }
                let form = String(String.UnicodeScalarView(scalars[start..<end]))
                for word in forms.wordsWritten(form) {
                    let kept = result.wordSentences[Int(word)]
                    guard kept.count < limit else { continue }
                    let sentence = place ?? result.sentences.count
                    if place == nil {
                        place = sentence
                        result.sentences.append(candidate.text)
                    }
                    if kept.last != sentence { result.wordSentences[Int(word)].append(sentence) }
                }
                start = end
            }
        }
        return result
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

    /// Every form and reading and every prefix of one, as 64-bit hashes of their scalars, so the
    /// longest form at a place is found by extending one scalar at a time and stopping as soon as
    /// no form goes on that way. A hash only guides the cut: the words credited are looked up by
    /// the text itself.
    struct FormIndex {
        private var prefixes: Set<UInt64> = []
        private var whole: Set<UInt64> = []

        init(_ forms: ImportedWordForms) {
            for text in forms.written.keys { add(text) }
            for text in forms.readings.keys { add(text) }
        }

        private mutating func add(_ text: String) {
            var hash = Self.seed
            for scalar in text.unicodeScalars {
                hash = Self.hash(hash, scalar)
                prefixes.insert(hash)
            }
            whole.insert(hash)
        }

        /// The end of the longest form starting at `start`, or `start` when none does.
        func longestForm(in scalars: [Unicode.Scalar], from start: Int) -> Int {
            var hash = Self.seed
            var longest = start
            var end = start
            while end < scalars.count {
                hash = Self.hash(hash, scalars[end])
                guard prefixes.contains(hash) else { break }
                end += 1
                if whole.contains(hash) { longest = end }
            }
            return longest
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
