import KanjiDictionary

/// The text `kanji-list lookup` prints: a kanji's details and every word containing it, or the
/// characters of a word with their meanings.
public enum LookupReport {
    /// Nil when there is nothing to report: a single character that is not in the dictionary, or
    /// text with no kanji in it (`sun`, `にほん`: that is a search).
    public static func text(for query: String, in store: KanjiStore) -> String? {
        if query.count == 1, let character = query.first {
            guard let kanji = store.kanji(for: character) else { return nil }
            return kanjiText(kanji, words: store.words(containing: character))
        }
        let characters = store.kanji(ofWord: query)
        return characters.isEmpty ? nil : wordText(query, characters: characters)
    }

    static func kanjiText(_ kanji: KanjiEntry, words: WordList) -> String {
        var out = "\(kanji.character)\n"
        for (label, value) in KanjiDetailRenderer.fields(of: kanji) {
            out += label + String(repeating: " ", count: max(1, 10 - label.count)) + value + "\n"
        }
        out += "\nWords with \(kanji.character) (\(NumberFormat.grouped(words.count))):\n"
        for word in words {
            out += word.word + "\t" + word.readings.joined(separator: ", ") + "\t"
                + word.meanings.joined(separator: "; ") + (word.common ? "\t(common)" : "") + "\n"
        }
        return out
    }

    static func wordText(_ word: String, characters: [WordCharacter]) -> String {
        var out = "\(word)\n"
        for character in characters {
            switch character {
            case .kanji(let kanji, let written):
                let repeated = written == kanji.character ? "" : " (\(written))"
                out += "\(kanji.character)\(repeated)\t" + kanji.meanings.joined(separator: ", ") + "\n"
            case .unknown(let character):
                out += "\(character)\tnot in the dictionary\n"
            }
        }
        return out
    }
}
