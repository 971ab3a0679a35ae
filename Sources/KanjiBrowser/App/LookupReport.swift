import KanjiDictionary
import LearnerData

/// The text `kanji-list lookup` prints: a kanji's details and the first words containing it (all of
/// them on request) with their JLPT levels and up to three example sentences, or the characters of
/// a word with their meanings.
public enum LookupReport {
    /// Example sentences printed under a word, the best first.
    static let sentencesPerWord = 3

    /// Nil when there is nothing to report: a single character that is not in the dictionary, or
    /// text with no kanji in it (`sun`, `にほん`: that is a search). A kanji is named as the user
    /// wrote it (with a variation selector, say). Text from the dictionary or the query has its
    /// control characters escaped, so only the report's own tabs and newlines reach the output.
    /// `wordLimit` is how many of a kanji's words to print (0 for all): 日 has 1,279 at full size,
    /// and a page of them, in the order a learner meets them, is what a look-up is for.
    public static func text(for query: String, in store: KanjiStore, wordLimit: Int = 0) -> String? {
        if query.count == 1, let character = query.first {
            guard let kanji = store.kanji(for: character) else { return nil }
            return kanjiText(
                kanji, written: character, words: store.words(containing: character), wordLimit: wordLimit,
                tagName: store.tagName, sentences: { store.sentences(of: $0) })
        }
        let characters = store.kanji(ofWord: query)
        return characters.isEmpty ? nil : wordText(query, characters: characters)
    }

    static func kanjiText(
        _ kanji: KanjiEntry, written: Character, words: WordList, wordLimit: Int = 0, tagName: (String) -> String,
        sentences: (WordEntry) -> [ExampleSentence] = { _ in [] }
    ) -> String {
        let name = safe(String(written))
        var out = "\(name)\n"
        for (label, value) in KanjiDetailRenderer.fields(of: kanji) {
            out += label + String(repeating: " ", count: max(1, 10 - label.count)) + safe(value) + "\n"
        }
        out += "\nWords with \(name) (\(NumberFormat.grouped(words.count))):\n"
        let shown = wordLimit > 0 ? words.prefix(wordLimit) : words[...]
        for word in shown {
            let written = ([word.word] + word.forms).joined(separator: ", ")
            // A word with senses gives its glosses in the sense lines below, not twice.
            let meanings = word.senses.isEmpty ? [safe(word.meanings.joined(separator: "; "))] : []
            let level = word.jlptLevel.map { [LevelFormat.jlpt($0)] } ?? []
            out += ([safe(written), safe(word.readings.joined(separator: ", "))] + meanings + level + (word.common ? ["(common)"] : []))
                .joined(separator: "\t") + "\n"
            for (number, sense) in word.senses.enumerated() {
                out += "\t\(number + 1). " + safe(SenseFormat.text(sense, tagName: tagName)) + "\n"
            }
            for sentence in sentences(Self.withSentences(word, upTo: sentencesPerWord)) {
                out += "\t例 " + safe(sentence.japanese) + "\t" + safe(sentence.english) + "\n"
            }
        }
        if shown.count < words.count {
            out += "… \(NumberFormat.grouped(words.count - shown.count)) more words (--limit 0 lists them all)\n"
        }
        return out
    }

    static func wordText(_ word: String, characters: [WordCharacter]) -> String {
        var out = "\(safe(word))\n"
        for character in characters {
            switch character {
            case .kanji(let kanji, let written):
                let repeated = written == kanji.character ? "" : " (\(safe(String(written))))"
                out += "\(safe(String(kanji.character)))\(repeated)\t" + safe(kanji.meanings.joined(separator: ", ")) + "\n"
            case .unknown(let character):
                out += "\(safe(String(character)))\tnot in the dictionary\n"
            }
        }
        return out
    }

    /// The word with only its first `count` sentences, so no more are decoded than are printed.
    private static func withSentences(_ word: WordEntry, upTo count: Int) -> WordEntry {
        var word = word
        word.sentences = Array(word.sentences.prefix(count))
        return word
    }

    private static func safe(_ text: String) -> String {
        ControlCharacters.escaped(text)
    }
}
