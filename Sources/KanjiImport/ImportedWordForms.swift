import KanjiDictionary

/// The written forms and readings of the words an import has read, by word number (file order):
/// what the JLPT lists are matched against once every word is known. Only these keys are kept,
/// not the words, so a full import still streams its words.
struct ImportedWordForms {
    /// Each written form (a kana-only word's kana too) → the words written so.
    private(set) var written: [String: [Int32]] = [:]
    /// Each reading → the words read so.
    private(set) var readings: [String: [Int32]] = [:]
    /// Per word: how much it is used, lower first (its rank, common words before the rest).
    private(set) var use: [UInt8] = []

    var count: Int { use.count }

    mutating func add(_ word: WordEntry) {
        let number = Int32(use.count)
        for form in [word.word] + word.forms { Self.append(number, to: &written[form, default: []]) }
        for reading in word.readings { Self.append(number, to: &readings[reading, default: []]) }
        use.append(UInt8(min(word.rank ?? 60, 60) * 2 + (word.common ? 0 : 1)))
    }

    /// Whether word `number` is written or read as `text`.
    func spells(_ number: Int32, as text: String) -> Bool {
        (readings[text]?.contains(number) ?? false) || (written[text]?.contains(number) ?? false)
    }

    private static func append(_ number: Int32, to list: inout [Int32]) {
        if list.last != number { list.append(number) }
    }
}
