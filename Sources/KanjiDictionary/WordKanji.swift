extension KanjiStore {
    /// The kanji of a word, in order, as its kanji list shows them. Kana, Latin letters, digits,
    /// punctuation and symbols are not kanji and are left out; every other character is listed,
    /// `.unknown` when the dictionary lacks it, never dropped. 々 repeats the kanji before it.
    public func kanji(ofWord word: String) -> [WordCharacter] {
        var result: [WordCharacter] = []
        var previous: WordCharacter?
        for character in word {
            if character == "々" {
                if case .kanji(let entry, _)? = previous {
                    result.append(.kanji(entry, written: "々"))
                } else {
                    result.append(.unknown("々"))
                }
                continue
            }
            guard let scalar = character.unicodeScalars.first else { continue }
            let listed: WordCharacter
            if let entry = kanji(for: character) {
                listed = .kanji(entry, written: character)
            } else if scalar.properties.isIdeographic {
                listed = .unknown(character)
            } else {
                previous = nil
                continue
            }
            result.append(listed)
            previous = listed
        }
        return result
    }
}
