/// English text as whole words: lowercased ASCII letters, digits and apostrophes (and any
/// non-ASCII letters) between the other characters. A word inside parentheses, like "(the)" in
/// "(the) sun", counts for a match anywhere in the gloss but not for an exact or prefix match.
enum EnglishWords {
    struct Word {
        var range: Range<Int>
        var inParentheses: Bool
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == 0x27 || byte >= 0x80
    }

    /// The words of `text`, appended to `words` (emptied first), so a caller can reuse its buffer.
    static func split(_ text: UnsafeRawBufferPointer, into words: inout [Word]) {
        words.removeAll(keepingCapacity: true)
        var depth = 0
        var start: Int?
        for offset in 0...text.count {
            let byte: UInt8 = offset < text.count ? text[offset] : 0x20
            if isWordByte(byte) {
                if start == nil { start = offset }
                continue
            }
            if let begin = start {
                words.append(Word(range: begin..<offset, inParentheses: depth > 0))
                start = nil
            }
            if byte == 0x28 { depth += 1 } else if byte == 0x29 { depth = max(0, depth - 1) }
        }
    }

    /// The lowercased words of a query.
    static func queryWords(_ text: String) -> [[UInt8]] {
        var bytes = Array(text.utf8)
        var words: [Word] = []
        bytes.withUnsafeBytes { split($0, into: &words) }
        for index in bytes.indices { bytes[index] = lowercased(bytes[index]) }
        return words.map { Array(bytes[$0.range]) }
    }

    /// Whether `text` has `needle` (lowercase) anywhere, ignoring case: a quick test before
    /// splitting a gloss into words, which most glosses fail.
    static func contains(_ text: UnsafeRawBufferPointer, _ needle: [UInt8]) -> Bool {
        guard let head = needle.first, text.count >= needle.count else { return false }
        for start in 0...(text.count - needle.count) where lowercased(text[start]) == head {
            var offset = 1
            while offset < needle.count && lowercased(text[start + offset]) == needle[offset] { offset += 1 }
            if offset == needle.count { return true }
        }
        return false
    }

    static func equal(_ text: UnsafeRawBufferPointer, _ word: Word, _ query: [UInt8]) -> Bool {
        guard word.range.count == query.count else { return false }
        var position = word.range.lowerBound
        for byte in query {
            if lowercased(text[position]) != byte { return false }
            position += 1
        }
        return true
    }

    /// How well a gloss matches the query's words: the gloss is exactly them (words in
    /// parentheses aside), begins with them, or has them in a row somewhere; nil if none.
    static func exactness(
        of gloss: UnsafeRawBufferPointer, query: [[UInt8]], scratch words: inout [Word]
    ) -> Exactness? {
        guard let first = query.first, contains(gloss, first) else { return nil }
        split(gloss, into: &words)
        var mainWords = 0
        var mainMatches = true
        for word in words where !word.inParentheses {
            if mainWords < query.count, !equal(gloss, word, query[mainWords]) { mainMatches = false }
            mainWords += 1
        }
        if mainMatches && mainWords >= query.count { return mainWords == query.count ? .exact : .prefix }
        guard words.count >= query.count else { return nil }
        for start in 0...(words.count - query.count)
        where query.indices.allSatisfy({ equal(gloss, words[start + $0], query[$0]) }) {
            return .contained
        }
        return nil
    }
}
