import KanjiDictionary

/// Which texts count as readings, for the index and the one-off scan alike, so the two agree.
extension KanjiEntry {
    /// Each on and kun reading with its position, and each kun reading again without its
    /// okurigana (たべ.る as たべ), so typing the stem finds the kanji.
    func forEachSearchReading(_ body: (Substring.UTF8View, Int) -> Void) {
        for (position, reading) in (onyomi + kunyomi).enumerated() {
            body(reading[...].utf8, position)
            if let dot = reading.firstIndex(of: ".") { body(reading[..<dot].utf8, position) }
        }
    }
}

extension WordText {
    /// Each reading with its position; a kana word without readings is read as it is written, in
    /// each of its forms (コンピュータ, コンピューター).
    func forEachSearchReading(_ body: (UnsafeRawBufferPointer, Int) -> Void) {
        guard readingCount == 0 else {
            for position in 0..<readingCount { body(reading(position), position) }
            return
        }
        body(word, 0)
        for position in 0..<formCount { body(form(position), position + 1) }
    }

    /// The written form and the other forms, in order (気づく, 気付く).
    func forEachWrittenForm(_ body: (UnsafeRawBufferPointer) -> Void) {
        body(word)
        for position in 0..<formCount { body(form(position)) }
    }
}
