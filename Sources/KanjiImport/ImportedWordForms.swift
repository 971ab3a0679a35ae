import Deinflection
import KanjiDictionary

/// The written forms and readings of the words an import has read, by word number (file order):
/// what the JLPT lists and the example sentences are matched against once every word is known.
/// Only these keys are kept, not the words, so a full import still streams its words.
struct ImportedWordForms {
    /// Each written form (a kana-only word's kana too) → the words written so.
    private(set) var written: [String: [Int32]] = [:]
    /// Each reading → the words read so.
    private(set) var readings: [String: [Int32]] = [:]
    /// The first reading of each word usually written in kana (JMdict's `uk` on its first sense),
    /// which is then also a way of writing it → those words.
    private(set) var kanaSpellings: [String: [Int32]] = [:]
    /// Per word: how much it is used, lower first (its rank, common words before the rest).
    private(set) var use: [UInt8] = []
    /// Per word: the conjugation classes of its parts of speech, one bit each (`WordClass.allCases`).
    private(set) var classes: [UInt32] = []
    /// What an inflected occurrence of a word that conjugates starts with (食べ for 食べる, 勉強 for
    /// the する-noun 勉強; for a word usually in kana, its first reading's) → those words. Only stems
    /// with a kanji or of two kana and more: い of いる would start half the kana of every sentence.
    private(set) var stems: [String: [Int32]] = [:]

    var count: Int { use.count }

    mutating func add(_ word: WordEntry) {
        let number = Int32(use.count)
        for form in [word.word] + word.forms { Self.append(number, to: &written[form, default: []]) }
        for reading in word.readings { Self.append(number, to: &readings[reading, default: []]) }
        if let reading = word.readings.first, word.senses.first?.misc.contains("uk") == true {
            Self.append(number, to: &kanaSpellings[reading, default: []])
        }
        use.append(UInt8(min(word.rank ?? 60, 60) * 2 + (word.common ? 0 : 1)))
        let wordClasses = WordClass.classes(ofPartsOfSpeech: word.senses.flatMap(\.partsOfSpeech))
        classes.append(Self.bits(wordClasses))
        guard !wordClasses.isEmpty else { return }
        let spellings = [word.word] + word.forms + (kanaSpellings[word.readings.first ?? ""]?.last == number ? [word.readings[0]] : [])
        for spelling in spellings {
            guard let stem = Self.stem(of: spelling, classes: wordClasses) else { continue }
            Self.append(number, to: &stems[stem, default: []])
        }
    }

    /// The words written `base` (as ``wordsWritten(_:)``) that may have the inflections that lead
    /// there: of one of `wordClasses`.
    func wordsWritten(_ base: String, ofClasses wordClasses: Set<WordClass>) -> [Int32] {
        let wanted = Self.bits(wordClasses)
        return wordsWritten(base).filter { classes[Int($0)] & wanted != 0 }
    }

    /// The text an inflection keeps of `form`: all of a する-noun, up to する of a する-verb, all but
    /// the last kana of a verb or an adjective; nil for a stem too short to look for.
    static func stem(of form: String, classes: Set<WordClass>) -> String? {
        let stem: Substring
        if classes.contains(.suruNoun) {
            stem = Substring(form)
        } else if form.hasSuffix("する") {
            stem = form.dropLast(2)
        } else if let last = form.unicodeScalars.last, isKana(last) {
            stem = form.dropLast()
        } else {
            return nil
        }
        let hasKanji = stem.unicodeScalars.contains { !isKana($0) }
        return hasKanji || stem.unicodeScalars.count >= 2 ? String(stem) : nil
    }

    static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        (0x3041...0x30FF).contains(scalar.value)
    }

    private static func bits(_ wordClasses: Set<WordClass>) -> UInt32 {
        wordClasses.reduce(0) { bits, wordClass in bits | 1 << UInt32(WordClass.allCases.firstIndex(of: wordClass) ?? 0) }
    }

    /// Whether word `number` is written or read as `text`.
    func spells(_ number: Int32, as text: String) -> Bool {
        (readings[text]?.contains(number) ?? false) || (written[text]?.contains(number) ?? false)
    }

    /// The words an occurrence of `text` in a sentence stands for: those written so, and, for kana,
    /// those usually written in kana whose first reading it is (ある for 有る, not はし for 橋).
    func wordsWritten(_ text: String) -> [Int32] {
        guard let kana = kanaSpellings[text] else { return written[text] ?? [] }
        return Array(Set((written[text] ?? []) + kana)).sorted()
    }

    private static func append(_ number: Int32, to list: inout [Int32]) {
        if list.last != number { list.append(number) }
    }
}
