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

    var count: Int { use.count }

    mutating func add(_ word: WordEntry) {
        let number = Int32(use.count)
        for form in [word.word] + word.forms { Self.append(number, to: &written[form, default: []]) }
        for reading in word.readings { Self.append(number, to: &readings[reading, default: []]) }
        if let reading = word.readings.first, word.senses.first?.misc.contains("uk") == true {
            Self.append(number, to: &kanaSpellings[reading, default: []])
        }
        use.append(UInt8(min(word.rank ?? 60, 60) * 2 + (word.common ? 0 : 1)))
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
