import KanjiDictionary

/// Names in text: MeCab's proper nouns (IPADIC's 名詞,固有名詞,人名/地域/組織/一般), with MeCab's
/// reading, are the first signal; the dictionary's names (JMnedict's, which no spelling lookup
/// finds) give the segment its entry and types.
extension Segmenter {
    /// Proper nouns joined into one name at most (大川|隆法, a family and a given name).
    static let longestName = 3

    /// The name at `start` when MeCab has a proper noun there, else `chosen` (what the words
    /// gave): the longest run of proper nouns (and a suffix after them) the dictionary has a name
    /// written as, the name read
    /// as MeCab reads it first; MeCab's kind of proper noun where the dictionary has none. A word
    /// the dictionary itself has for it (日本 "Japan", 東京 "Tokyo": its first meaning a proper
    /// noun in English too, read as MeCab reads it) stays the word.
    func named(_ tokens: ArraySlice<MeCabToken>, from start: Int, chosen: (Int, Segment)) -> (Int, Segment) {
        let nouns = tokens[start...].prefix { Segmenter.isProperNoun($0) }.prefix(Segmenter.longestName)
        // A suffix after them may be the name's own (東京|都, 箱根|町).
        let end = nouns.endIndex < tokens.endIndex && tokens[nouns.endIndex].subclass == "接尾" ? nouns.endIndex + 1 : nouns.endIndex
        guard !nouns.isEmpty, chosen.0 <= end - start else { return chosen }
        for end in stride(from: end, to: start + chosen.0 - 1, by: -1) {
            let piece = tokens[start..<end]
            if end - start == chosen.0, isDictionaryProperNoun(chosen.1, piece) { return chosen }
            // A name ends where the given name does: 吉田|圭|佑 is no 吉田圭 and 佑.
            if end < nouns.endIndex, Segmenter.isGivenName(tokens[end]), Segmenter.isGivenName(tokens[end - 1]) { continue }
            let text = piece.map(\.surface).joined()
            let names = names(written: text)
            guard !names.isEmpty else { continue }
            let reading = mecabReading(piece)
            let agreeing = names.first { index in entry(index).readings.contains { Readings.hiragana($0) == reading } }
            // A name MeCab cuts (高木|守|道) it reads a piece at a time (まもるどう): where no name
            // is read so, the name of the kind MeCab saw, read as the dictionary reads it.
            let name = agreeing ?? (piece.count > 1 ? namesOfKind(names, as: piece[start]).first : nil) ?? names[0]
            let guessed = agreeing == nil && piece.count > 1
            var segment = Segment(kind: .word, range: 0..<0, text: text, word: name, reading: guessed ? entry(name).readings.first : reading ?? entry(name).readings.first)
            segment.nameType = NameType.names(entry(name).nameTypes)
            return (end - start, segment)
        }
        var segment = chosen.1
        if chosen.0 == 1, segment.word == nil { segment.nameType = Segmenter.kindOfProperNoun(tokens[start]) }
        return (chosen.0, segment)
    }

    /// Whether the word chosen is the dictionary's own for the proper noun: read as MeCab reads
    /// it, its first meaning capitalized as English writes a name ("Japan"; タイ's "tie" is not).
    private func isDictionaryProperNoun(_ segment: Segment, _ piece: ArraySlice<MeCabToken>) -> Bool {
        guard let word = segment.word else { return false }
        let entry = entry(word)
        guard !entry.isName, let first = entry.meanings.first?.unicodeScalars.first, first.properties.isUppercase else { return false }
        let reading = mecabReading(piece)
        return entry.readings.isEmpty || entry.readings.contains { Readings.hiragana($0) == reading }
    }

    /// Of `names`, those of the kind of proper noun `token` is by IPADIC: a given name (JMnedict's
    /// g, m and f) for 人名,名, a surname for 人名,姓, a place for 地域, a company or organization for 組織.
    private func namesOfKind(_ names: [Int], as token: MeCabToken) -> [Int] {
        let codes: Set<String> = switch (token.detail, token.thirdSubclass) {
        case ("人名", "名"): ["g", "m", "f"]
        case ("人名", "姓"): ["s"]
        case ("地域", _): ["p"]
        case ("組織", _): ["c", "o"]
        default: []
        }
        return names.filter { !codes.isDisjoint(with: entry($0).nameTypes) }
    }

    private static func isGivenName(_ token: MeCabToken) -> Bool {
        isProperNoun(token) && token.detail == "人名" && token.thirdSubclass == "名"
    }

    static func isProperNoun(_ token: MeCabToken) -> Bool {
        token.partOfSpeech == "名詞" && token.subclass == "固有名詞"
    }

    /// Whether MeCab's tokens of a text are what ``named(_:from:chosen:)`` may take as one name:
    /// one to ``longestName`` proper nouns, and perhaps a suffix after them (東京|都).
    public static func isNameShaped(_ tokens: [MeCabToken]) -> Bool {
        let nouns = tokens.prefix { isProperNoun($0) }.prefix(longestName)
        let rest = tokens.dropFirst(nouns.count)
        return !nouns.isEmpty && (rest.isEmpty || (rest.count == 1 && rest.first?.subclass == "接尾"))
    }

    /// IPADIC's kind of proper noun in words: 人名,姓 "surname", 人名,名 "given name", 地域,国
    /// "country", 地域 "place", 組織 "organization", else "proper noun".
    static func kindOfProperNoun(_ token: MeCabToken) -> String {
        switch token.detail {
        case "人名": return token.thirdSubclass == "姓" ? "surname" : token.thirdSubclass == "名" ? "given name" : "person's name"
        case "地域": return token.thirdSubclass == "国" ? "country" : "place"
        case "組織": return "organization"
        default: return "proper noun"
        }
    }
}
