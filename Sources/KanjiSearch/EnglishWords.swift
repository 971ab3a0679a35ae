/// English text as whole words: lowercased ASCII letters, digits and apostrophes (and any
/// non-ASCII letters) between the other characters. A word inside parentheses, like "(postage)" in
/// "stamp (postage)", counts for a match anywhere in the gloss but not for an exact or prefix
/// match; so do "a", "an", "the" and "to", which a query may have or leave out ("to eat", "eat").
enum EnglishWords {
    struct Word {
        var range: Range<Int>
        var inParentheses: Bool
        var isFunctionWord: Bool
        /// What an exact or prefix match compares: not in parentheses, not an article or "to".
        var isMain: Bool { !inParentheses && !isFunctionWord }
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == 0x27 || byte >= 0x80
    }

    /// Words a gloss or query has or leaves out with no change of meaning.
    private static let functionWords: [[UInt8]] = ["a", "an", "the", "to"].map { Array($0.utf8) }

    static func isFunctionWord(_ lowercasedWord: [UInt8]) -> Bool { functionWords.contains(lowercasedWord) }

    private static func isFunctionWord(_ text: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
        range.count <= 3 && functionWords.contains { $0.count == range.count && zip($0, text[range]).allSatisfy { $0 == lowercased($1) } }
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
                words.append(Word(range: begin..<offset, inParentheses: depth > 0, isFunctionWord: isFunctionWord(text, begin..<offset)))
                start = nil
            }
            if byte == 0x28 { depth += 1 } else if byte == 0x29 { depth = max(0, depth - 1) }
        }
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

    /// How a gloss word spells a query word: as typed, in another spelling (`EnglishQueryWord.others`),
    /// as another word of its root or as a word of related meaning (`EnglishQueryWord.related`).
    private enum Spelling: Comparable {
        case typed, other, root, related
    }

    private static func spelling(of word: Word, in text: UnsafeRawBufferPointer, as queryWord: EnglishQueryWord) -> Spelling? {
        if equal(text, word, queryWord.typed) { return .typed }
        if queryWord.others.contains(where: { equal(text, word, $0) }) { return .other }
        if let root = queryWord.root, word.range.count >= root.needle.count,
            zip(text[word.range], root.needle).allSatisfy({ lowercased($0) == $1 }),
            queryWord.sharesRoot(with: text[word.range].map(lowercased))
        {
            return .root
        }
        return queryWord.related.contains(where: { equal(text, word, $0) }) ? .related : nil
    }

    /// Whether the gloss has the letters of one of the query words (a spelling, what every word
    /// of its root begins with, or a related word) anywhere: a quick test before splitting it into words.
    static func mayHaveAny(_ gloss: UnsafeRawBufferPointer, of query: [EnglishQueryWord]) -> Bool {
        query.contains { queryWord in
            queryWord.spellings.contains { contains(gloss, $0) } || queryWord.root.map { contains(gloss, $0.needle) } == true
                || queryWord.related.contains { contains(gloss, $0) }
        }
    }

    /// How well a gloss matches the query's words: the gloss is exactly them (words in
    /// parentheses aside; articles and "to" too unless the query has them: "to open" is exactly
    /// "to open", and only a prefix match of the noun "open"), begins with them, has them in a row
    /// somewhere, or has them all apart; nil if it lacks one. A gloss that is exactly them with a
    /// word in another spelling (the singular of a plural) is an inflection of them; one that has
    /// a word only as another word of its root matches by root (`Exactness.byRoot`), one that has
    /// a word only as a word of related meaning matches as related, whatever its shape. `found` gets a
    /// bit for each query word the gloss has as typed or in another spelling, so a caller can tell
    /// whether an entry's glosses have them all between them.
    static func exactness(
        of gloss: UnsafeRawBufferPointer, query: [EnglishQueryWord], phrase: [EnglishQueryWord], scratch words: inout [Word],
        found: inout UInt64
    ) -> Exactness? {
        guard mayHaveAny(gloss, of: query) else { return nil }
        split(gloss, into: &words)
        var hasAll = true
        var asTyped = true
        var byRoot = false
        var byRelated = false
        // The loosest spelling the gloss needs for one of the query's words: a word in a looser
        // one (lighting, by root, in "lighting … by the light of the Sun" for `lights`) does not
        // place the query in the gloss, as the postings do not.
        var loosest = Spelling.other
        for (index, queryWord) in query.enumerated() {
            let best = words.lazy.compactMap({ spelling(of: $0, in: gloss, as: queryWord) }).min()
            switch best {
            case .typed?: found |= 1 << UInt64(min(index, 63))
            case .other?:
                found |= 1 << UInt64(min(index, 63))
                asTyped = false
            case .root?: byRoot = true
            case .related?: byRelated = true
            case nil: hasAll = false
            }
            loosest = max(loosest, best ?? .related)
        }
        guard hasAll else { return nil }
        let dropsFunctionWords = !query.allSatisfy { isFunctionWord($0.typed) }
        func isContent(_ word: Word) -> Bool { !(dropsFunctionWords && word.isFunctionWord) }
        func begins(_ sequence: [Word], with query: [EnglishQueryWord]) -> Bool {
            sequence.count >= query.count && zip(sequence, query).allSatisfy { word, queryWord in
                spelling(of: word, in: gloss, as: queryWord).map { $0 <= loosest } ?? false
            }
        }
        let exact: Exactness = asTyped ? .exact : .inflected
        let main = words.filter { !$0.inParentheses }
        let mainContent = main.filter(isContent)
        var exactness = Exactness.scattered
        if phrase.count > query.count && dropsFunctionWords {
            if begins(main, with: phrase) {
                exactness = main.count == phrase.count ? exact : .prefix
            } else if begins(mainContent, with: query) {
                exactness = .prefix
            }
        } else if begins(mainContent, with: query) {
            exactness = mainContent.count == query.count ? exact : .prefix
        }
        let content = words.filter(isContent)
        if exactness == .scattered && content.count >= query.count {
            for start in 0...(content.count - query.count) where begins(Array(content[start...]), with: query) {
                exactness = .contained
                break
            }
        }
        if byRelated {
            // As the postings judge it (one word): the gloss's main words are the word, begin with it, or have it.
            guard begins(mainContent, with: query) else { return .related }
            return mainContent.count == query.count ? .relatedWhole : .relatedPrefix
        }
        return byRoot ? exactness.byRoot : exactness
    }
}
