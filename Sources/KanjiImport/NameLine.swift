import KanjiDictionary

/// One line of JMnedict in EDICT's format (Debian's enamdict), `WORD [READING] /(types) gloss/…/`,
/// turned into a name: a ``WordEntry`` whose ``WordEntry/nameTypes`` are the codes in the glosses'
/// leading parentheses ("(p,s,f) Tanaka": place, surname, female given name), in order, each once.
enum NameLine {
    static func parse(_ text: String) throws(EdictLine.Malformed) -> WordEntry {
        guard let slash = EdictLine.glossesStart(text) else {
            throw EdictLine.Malformed(reason: "expected \"WORD [READING] /(type) name/…/\", found no \" /\" before the glosses")
        }
        let (word, readings) = try EdictLine.headword(text[..<text.utf8.index(before: slash)])
        let body = text[slash...]
        guard body.last == "/" else {
            throw EdictLine.Malformed(reason: "the glosses should end with \"/\"; is the line cut short?")
        }
        var name = WordEntry(word: word, readings: readings, meanings: [])
        for gloss in body.dropFirst().dropLast().split(separator: "/") {
            let (types, meaning) = typesAndMeaning(gloss)
            for type in types where !name.nameTypes.contains(type) { name.nameTypes.append(type) }
            if !meaning.isEmpty { name.meanings.append(meaning) }
        }
        // JMnedict types every entry; one it does not is a name of no known type.
        if name.nameTypes.isEmpty { name.nameTypes = ["u"] }
        return name
    }

    /// The gloss's leading "(s,g) " when every code in it is JMnedict's, and the rest.
    private static func typesAndMeaning(_ gloss: Substring) -> ([String], String) {
        let trimmed = gloss.drop { $0 == " " }
        guard trimmed.first == "(", let close = trimmed.firstIndex(of: ")") else { return ([], String(trimmed)) }
        let codes = trimmed[trimmed.index(after: trimmed.startIndex)..<close].split(separator: ",")
        guard !codes.isEmpty, codes.allSatisfy(NameType.isCode) else { return ([], String(trimmed)) }
        return (codes.map(String.init), String(trimmed[trimmed.index(after: close)...].drop { $0 == " " }))
    }
}
