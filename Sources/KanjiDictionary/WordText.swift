import CSimdjsonBridge

/// One word's text as UTF-8 bytes borrowed from the decoder: for scanning every word (search
/// indexes, one-off searches) without making a String or an array per word. Valid only inside the
/// closure it is passed to.
public struct WordText {
    private let entry: kl_entry

    init(entry: kl_entry) {
        self.entry = entry
    }

    /// The written form.
    public var word: UnsafeRawBufferPointer { WordText.bytes(entry.name) }
    public var readingCount: Int { readings.count }
    /// The word's meanings: its `meanings`, or for a word with senses (format /2) every sense's glosses.
    public var meaningCount: Int {
        !meanings.isEmpty ? meanings.count : senseGlosses.reduce(0) { $0 + $1.count }
    }
    public var common: Bool { entry.common }
    /// How much the word is used, 1 the most (format /2); nil without a rank.
    public var rank: Int? { entry.number(kl_word_rank) }
    /// The JLPT N-level (5 for N5 to 1 for N1; format /3); nil for a word without one.
    public var jlptLevel: Int? { entry.number(kl_word_jlpt_level) }
    /// wordfreq's Zipf frequency in hundredths (format /3); nil for a word without one.
    public var zipf: Int? { entry.number(kl_word_zipf) }

    /// Whether the entry is a name (format /5's "name").
    public var isName: Bool { !entry.list(kl_word_name).isEmpty }

    /// The other written forms (JMdict), after `word`.
    public var formCount: Int { forms.count }

    private var readings: Range<Int> { entry.list(kl_word_readings) }
    private var meanings: Range<Int> { entry.list(kl_word_meanings) }
    private var forms: Range<Int> { entry.list(kl_word_forms) }

    public func form(_ position: Int) -> UnsafeRawBufferPointer {
        precondition(position >= 0 && position < formCount, "form \(position) out of range")
        return string(at: forms.lowerBound + position)
    }

    public func reading(_ position: Int) -> UnsafeRawBufferPointer {
        precondition(position >= 0 && position < readingCount, "reading \(position) out of range")
        return string(at: readings.lowerBound + position)
    }

    public func meaning(_ position: Int) -> UnsafeRawBufferPointer {
        precondition(position >= 0 && position < meaningCount, "meaning \(position) out of range")
        if !meanings.isEmpty { return string(at: meanings.lowerBound + position) }
        var remaining = position
        for glosses in senseGlosses {
            if remaining < glosses.count { return string(at: glosses.lowerBound + remaining) }
            remaining -= glosses.count
        }
        preconditionFailure("meaning \(position) out of range")
    }

    /// Each meaning with the sense it belongs to (0 the first) and how many glosses that sense has:
    /// a search ranks a word whose first sense means the query before one whose third does. A word
    /// without senses (EDICT) has each meaning as a sense of one gloss.
    public func forEachMeaning(_ body: (_ meaning: UnsafeRawBufferPointer, _ sense: Int, _ glossesInSense: Int) -> Void) {
        guard meanings.isEmpty else {
            for (sense, position) in meanings.enumerated() { body(string(at: position), sense, 1) }
            return
        }
        for (sense, glosses) in senseGlosses.enumerated() {
            for position in glosses { body(string(at: position), sense, glosses.count) }
        }
    }

    /// Every part-of-speech code the senses list (JMdict's "v1", "vs", "adj-i"; format /2), a code
    /// as often as senses give it; none for a word without senses.
    public func forEachPartOfSpeech(_ body: (UnsafeRawBufferPointer) -> Void) {
        guard let counts = entry.sense_list_counts else { return }
        var position = entry.sense_strings_start
        for sense in 0..<entry.sense_count {
            position += counts[sense * 4]
            for code in position..<(position + counts[sense * 4 + 1]) { body(string(at: code)) }
            position += counts[sense * 4 + 1] + counts[sense * 4 + 2] + counts[sense * 4 + 3]
        }
    }

    /// The misc codes of sense `sense` (JMdict's "arch", "sl", "uk"; format /2); none for a word
    /// without senses or a sense out of range.
    public func forEachMisc(ofSense sense: Int, _ body: (UnsafeRawBufferPointer) -> Void) {
        guard let counts = entry.sense_list_counts, sense >= 0, sense < entry.sense_count else { return }
        var position = entry.sense_strings_start
        for earlier in 0..<sense {
            position += counts[earlier * 4] + counts[earlier * 4 + 1] + counts[earlier * 4 + 2] + counts[earlier * 4 + 3]
        }
        position += counts[sense * 4] + counts[sense * 4 + 1]
        for code in position..<(position + counts[sense * 4 + 2]) { body(string(at: code)) }
    }

    /// Where each sense's glosses are among the entry's strings: after the word's lists, each
    /// sense's four lists in turn, glosses first.
    private var senseGlosses: [Range<Int>] {
        guard let counts = entry.sense_list_counts else { return [] }
        var position = entry.sense_strings_start
        return (0..<entry.sense_count).map { sense in
            let glosses = position..<(position + counts[sense * 4])
            position += counts[sense * 4] + counts[sense * 4 + 1] + counts[sense * 4 + 2] + counts[sense * 4 + 3]
            return glosses
        }
    }

    private func string(at position: Int) -> UnsafeRawBufferPointer {
        guard let strings = entry.strings else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        return WordText.bytes(strings[position])
    }

    private static func bytes(_ text: kl_string) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: text.bytes, count: text.bytes == nil ? 0 : text.length)
    }
}

extension KanjiStore {
    /// Word `index` (file order, `0..<wordCount`), decoded.
    public func word(at index: Int) -> WordEntry {
        precondition(index >= 0 && index < wordCount, "word index \(index) out of range 0..<\(wordCount)")
        return file.word(at: index)
    }

    /// The words whose text in the file has one of `needles` (ASCII case ignored), and every word
    /// written there with JSON escapes, in file order: a quick first cut (a search through the
    /// raw bytes) before decoding and testing words one by one. No word is missed that has a
    /// needle in its written form, readings or meanings; some found may have it only in a key.
    public func wordIndices(withText needles: [String]) -> [Int] {
        file.wordIndices(withText: needles)
    }

    /// Lends word `index`'s text to `body` without copying it into Swift values.
    public func withWordText<Result>(at index: Int, _ body: (WordText) throws -> Result) rethrows -> Result {
        precondition(index >= 0 && index < wordCount, "word index \(index) out of range 0..<\(wordCount)")
        return try body(WordText(entry: file.wordEntry(at: index)))
    }
}

extension KanjiStore {
    /// The file-order indices of the words containing the kanji, in `words(containing:)`'s order.
    public func wordIndices(containing character: Character) -> [Int] {
        guard let index = kanjiIndex(for: character) else { return [] }
        return file.wordIndices(containing: index).map { Int($0) }
    }
}

extension UnsafeRawBufferPointer {
    /// The number of characters (Unicode scalars) of UTF-8 text: the bytes that do not continue one.
    public var scalarCount: Int { reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } }
}
