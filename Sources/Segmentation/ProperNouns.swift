import KanjiDictionary

/// Names in text: MeCab's proper nouns (IPADIC's 名詞,固有名詞,人名/地域/組織/一般), with MeCab's
/// reading, are the first signal; the dictionary's names (JMnedict's, which no spelling lookup
/// finds) give the segment its entry and types.
extension Segmenter {
    /// Proper nouns joined into one name at most (大川|隆法, a family and a given name).
    static let longestName = 3

    /// The name at `start` when MeCab has a proper noun there (or cuts a name it lacks into
    /// single kanji: ``fragmentName(_:from:)``), else `chosen` (what the words
    /// gave): the longest run of proper nouns (and a suffix after them) the dictionary has a name
    /// written as, the name read
    /// as MeCab reads it first; MeCab's kind of proper noun where the dictionary has none. A word
    /// the dictionary itself has for it (日本 "Japan", 東京 "Tokyo": its first meaning a proper
    /// noun in English too, read as MeCab reads it) stays the word.
    func named(_ tokens: ArraySlice<MeCabToken>, from start: Int, chosen: (Int, Segment)) -> (Int, Segment) {
        let nouns = tokens[start...].prefix { Segmenter.isProperNoun($0) }.prefix(Segmenter.longestName)
        guard !nouns.isEmpty else { return chosen.0 == 1 ? fragmentName(tokens, from: start) ?? chosen : chosen }
        // A suffix after them may be the name's own (東京|都, 箱根|町).
        let end = nouns.endIndex < tokens.endIndex && tokens[nouns.endIndex].subclass == "接尾" ? nouns.endIndex + 1 : nouns.endIndex
        guard chosen.0 <= end - start else { return chosen }
        for end in stride(from: end, to: start + chosen.0 - 1, by: -1) {
            let piece = tokens[start..<end]
            if end - start == chosen.0, isDictionaryProperNoun(chosen.1, piece) { return chosen }
            // A name ends where the given name does: 吉田|圭|佑 is no 吉田圭 and 佑.
            if end < nouns.endIndex, Segmenter.isGivenName(tokens[end]), Segmenter.isGivenName(tokens[end - 1]) { continue }
            let text = piece.map(\.surface).joined()
            let names = names(written: text)
            guard !names.isEmpty else { continue }
            let reading = mecabReading(piece)
            if let agreeing = agreeingName(names, readings: Segmenter.townReadings(reading, piece)) {
                return (end - start, nameSegment(agreeing.name, text: text, reading: agreeing.reading))
            }
            // A name MeCab cuts (高木|守|道) it reads a piece at a time (まもるどう): where no name
            // is read so, the name of the kind MeCab saw, read as the dictionary reads it.
            let likeliest = likeliestFirst(names, written: text)
            let name = (piece.count > 1 ? namesOfKind(likeliest, as: piece[start]).first : nil) ?? likeliest[0]
            return (end - start, nameSegment(name, text: text, reading: piece.count > 1 ? nil : reading))
        }
        var segment = chosen.1
        if chosen.0 == 1, segment.word == nil { segment.nameType = Segmenter.kindOfProperNoun(tokens[start]) }
        return (chosen.0, segment)
    }

    /// A name MeCab does not know, which it cuts into single kanji, each its own morpheme
    /// (慶|良|間, 佐|脇, 本|居): the longest run of them, two at least, that the dictionary has a
    /// name written as, read as the name is (MeCab reads the pieces: けいよかん). Only where no
    /// word of the dictionary starts there longer than one kanji, which `named` is asked after.
    private func fragmentName(_ tokens: ArraySlice<MeCabToken>, from start: Int) -> (Int, Segment)? {
        let fragments = tokens[start...].prefix(while: Segmenter.isSingleKanji).prefix(Segmenter.longestFragmentName)
        guard fragments.count > 1 else { return nil }
        for end in stride(from: fragments.endIndex, to: start + 1, by: -1) {
            let text = tokens[start..<end].map(\.surface).joined()
            guard let name = likeliestFirst(names(written: text), written: text).first else { continue }
            return (end - start, nameSegment(name, text: text, reading: nil))
        }
        return nil
    }

    /// The first of `names` read as one of `readings` (tried in order), with that reading.
    private func agreeingName(_ names: [Int], readings: [String?]) -> (name: Int, reading: String?)? {
        for read in readings {
            if let name = names.first(where: { entry($0).readings.contains { Readings.hiragana($0) == read } }) {
                return (name, read)
            }
        }
        return nil
    }

    /// The segment of the name `name` written `text`, read `reading`, or as the dictionary reads
    /// it first where the text does not say; typed by the name's kinds.
    private func nameSegment(_ name: Int, text: String, reading: String?) -> Segment {
        var segment = Segment(kind: .word, range: 0..<0, text: text, word: name, reading: reading ?? entry(name).readings.first)
        segment.nameType = NameType.names(entry(name).nameTypes)
        return segment
    }

    /// Single kanji joined into one name at most (本|居|宣|長).
    static let longestFragmentName = 4

    /// Whether MeCab's tokens of a text are what ``fragmentName(_:from:)`` may take as one name:
    /// two to ``longestFragmentName`` single kanji (慶|良|間).
    public static func isFragmentShaped(_ tokens: [MeCabToken]) -> Bool {
        (2...longestFragmentName).contains(tokens.count) && tokens.allSatisfy(isSingleKanji)
    }

    /// A morpheme of one kanji that is no proper noun: how MeCab cuts a name it lacks. Not a
    /// numeral, a counter or a title after a name (万|人, 日|生, 恩|氏): those MeCab knows.
    private static func isSingleKanji(_ token: MeCabToken) -> Bool {
        guard token.surface.unicodeScalars.count == 1, token.surface.unicodeScalars.allSatisfy(Furigana.isKanji), !isProperNoun(token) else {
            return false
        }
        return token.subclass != "数" && !(token.subclass == "接尾" && ["助数詞", "人名"].contains(token.detail))
    }

    /// MeCab's reading of a name, and before it the same in ちょう where it ends in the suffix 町,
    /// which IPADIC reads まち in every name: most towns and wards are ちょう (五番町, 藤原町).
    private static func townReadings(_ reading: String?, _ piece: ArraySlice<MeCabToken>) -> [String?] {
        guard let reading, reading.hasSuffix("まち"), let last = piece.last, last.subclass == "接尾", IPADICField(last.surface) == "町" else {
            return [reading]
        }
        return [reading.dropLast(2) + "ちょう", reading]
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
