import Deinflection
import KanjiDictionary

/// Inflected text matched to the dictionary through the Deinflection module: the base must be a
/// word whose part of speech the chain of endings fits (いらない is いる "need", not いる "be").
extension Segmenter {
    struct Inflected {
        var word: Int
        var reasons: [InflectionReason]
        /// The spelling of the word the text was deinflected to.
        var base: String
        /// The reasons as the reader is told them: an ichidan verb's (or 来る's) られる is its
        /// passive and its potential alike (信じられない), so it is named both ways, unless it
        /// follows a causative (食べさせられた is causative, passive).
        var labels: [String]
        /// The forms after each step, the base first (`Deinflection.chain`).
        var chain: [String]
    }

    /// `reasons`' labels for a word with these parts of speech.
    static func labels(_ reasons: [InflectionReason], partsOfSpeech: [String]) -> [String] {
        let sharesItsVoices = partsOfSpeech.contains { [.ichidan, .kureru, .kuru].contains(WordClass(partOfSpeech: $0)) }
        return reasons.enumerated().map { index, reason in
            index == 0 && reason == .passive && sharesItsVoices ? "potential or passive" : reason.label
        }
    }

    /// The dictionary word `text` is an inflection of, fewest steps first, nil when none fits;
    /// only bases `admitted` (all by default) are taken.
    /// `readingStart`: how the word's reading begins, where MeCab says (its reading of the stem).
    func inflected(
        _ text: String, hint: MeCabToken? = nil, readingStart: String? = nil, admitted: (String) -> Bool = { _ in true }
    ) -> Inflected? {
        var steps: Int?
        var found: [Lexicon.Match] = []
        var reasons: [Int: [InflectionReason]] = [:]
        var bases: [Int: String] = [:]
        var chains: [Int: [String]] = [:]
        for candidate in deinflections(of: text) where admitted(candidate.base) {
            if let steps, candidate.steps > steps { break }
            for match in matches(candidate.base) {
                guard reasons[match.word] == nil else { continue }
                guard candidate.fits(partsOfSpeech: entry(match.word).senses.flatMap(\.partsOfSpeech)) else { continue }
                steps = candidate.steps
                found.append(match)
                reasons[match.word] = candidate.reasons
                bases[match.word] = candidate.base
                chains[match.word] = candidate.chain
            }
        }
        let base = found.first.flatMap { bases[$0.word] } ?? text
        guard let word = WordChoice.best(found, text: base, reading: nil, readingStart: readingStart, entry: entry, hint: hint) else {
            return nil
        }
        let chain = reasons[word] ?? []
        let labels = Segmenter.labels(chain, partsOfSpeech: entry(word).senses.flatMap(\.partsOfSpeech))
        return Inflected(word: word, reasons: chain, base: bases[word] ?? text, labels: labels, chain: chains[word] ?? [])
    }
}

extension Segmenter {
    /// The reading of inflected text without MeCab: the reading of the kanji it shares with its
    /// base (行 of 行く, read い), then its own kana. 来 is the one kanji whose reading changes
    /// with the ending (来ない, 来ます, 来る): each of its readings is tried until the kana form
    /// deinflects to くる.
    func inflectedReading(_ text: String, base: String, word: Int) -> String? {
        if let kana = Readings.ofKana(text) { return kana }
        let entry = entry(word)
        guard let baseReading = entry.readings.first else { return nil }
        let textScalars = Array(text.unicodeScalars)
        let baseScalars = Array(base.unicodeScalars)
        let shared = zip(textScalars, baseScalars).prefix { $0 == $1 }.count
        guard shared > 0 else { return nil }
        // The base's reading shared out over its kanji and kana; the shared part's share of it.
        var stemReading = ""
        var covered = 0
        for part in Furigana.parts(base, reading: baseReading) {
            let count = part.text.unicodeScalars.count
            guard covered + count <= shared else { break }
            stemReading += part.reading ?? Readings.hiragana(part.text)
            covered += count
        }
        guard covered > 0 else { return nil }
        let tail = Readings.hiragana(Segmenter.string(textScalars[covered...]))
        guard textScalars[covered - 1] == "来", let kuru = Readings.ofKana(baseReading) else { return stemReading + tail }
        let stem = String(stemReading.unicodeScalars.dropLast())
        for vowel in ["く", "き", "こ"] {
            let kana = stem + vowel + tail
            if kana == kuru || Deinflector.candidates(for: kana).contains(where: { $0.base == kuru && $0.wordClasses.contains(.kuru) }) { return kana }
        }
        return stemReading + tail
    }
}
