import KanjiDictionary

/// One EDICT line, `WORD [READING] /gloss/gloss/…/` or `WORD /gloss/…/` for a kana headword, turned
/// into a ``WordEntry``.
enum EdictLine {
    /// Why a line is not an EDICT entry; the caller adds the file and line number.
    struct Malformed: Error {
        var reason: String
    }

    static func parse(_ text: String) throws(Malformed) -> WordEntry {
        guard let slash = glossesStart(text) else {
            throw Malformed(reason: "expected \"WORD [READING] /gloss/…/\", found no \" /\" before the glosses")
        }
        let (word, readings) = try headword(text[..<text.utf8.index(before: slash)])
        // From the slash that opens the glosses; "/" alone is an entry with no gloss, which EDICT has
        // (４° [しど] /), kept as a word with no meanings rather than refused.
        let body = text[slash...]
        guard body.last == "/" else {
            throw Malformed(reason: "the glosses should end with \"/\"; is the line cut short?")
        }
        var entry = WordEntry(word: word, readings: readings, meanings: [])
        for gloss in body.dropFirst().dropLast().split(separator: "/") {
            if gloss == "(P)" {
                entry.common = true
            } else {
                let meaning = stripTags(gloss)
                if !meaning.isEmpty { entry.meanings.append(meaning) }
            }
        }
        return entry
    }

    /// The "/" of the first " /". Scanned as UTF-8 bytes: Foundation's `range(of:)` took a tenth
    /// of a full import.
    static func glossesStart(_ text: String) -> String.Index? {
        var previous: UInt8 = 0
        for index in text.utf8.indices {
            let byte = text.utf8[index]
            if previous == UInt8(ascii: " "), byte == UInt8(ascii: "/") { return index }
            previous = byte
        }
        return nil
    }

    /// The written form and its reading, from `WORD [READING]` or `WORD`.
    static func headword(_ head: Substring) throws(Malformed) -> (String, [String]) {
        guard let open = head.firstIndex(of: "[") else {
            guard !head.isEmpty, !head.contains("]") else { throw Malformed(reason: "the headword is missing or has a stray \"]\"") }
            return (String(head), [])
        }
        let word = head[..<open]
        let reading = head[head.index(after: open)...]
        guard word.last == " ", reading.last == "]" else {
            throw Malformed(reason: "expected \"WORD [READING]\" before the glosses")
        }
        let trimmedWord = word.dropLast()
        let trimmedReading = reading.dropLast()
        guard !trimmedWord.isEmpty, !trimmedReading.isEmpty, !trimmedReading.contains("["), !trimmedReading.contains("]") else {
            throw Malformed(reason: "expected \"WORD [READING]\" before the glosses")
        }
        return (String(trimmedWord), [String(trimmedReading)])
    }

    /// The gloss without its leading part-of-speech tags and sense number; kept tags stay in order.
    static func stripTags(_ gloss: Substring) -> String {
        var rest = gloss.drop { $0 == " " }
        var kept: [Substring] = []
        while rest.first == "(", let close = rest.firstIndex(of: ")") {
            let tag = rest[rest.index(after: rest.startIndex)..<close]
            guard let kind = EdictGlossTags.kind(of: tag) else { break }
            if kind == .kept { kept.append(rest[...close]) }
            rest = rest[rest.index(after: close)...].drop { $0 == " " }
        }
        kept.append(rest)
        return kept.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
