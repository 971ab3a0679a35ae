import KanjiDictionary

/// What a word's screen shows above its kanji: each dictionary entry written that way, with its
/// forms, readings and JLPT level, then its senses (glosses with their parts of speech and tags),
/// numbered, then its example sentences, the word highlighted, each with its translation.
enum WordSummary {
    struct Line: Equatable, Sendable {
        var text: String
        var style: TextStyle
        /// Characters of `text` drawn bold: the word in an example sentence.
        var highlight: Range<Int>?

        init(text: String, style: TextStyle, highlight: Range<Int>? = nil) {
            self.text = text
            self.style = style
            self.highlight = highlight
        }
    }

    /// How far a sentence and its translation are indented.
    private static let sentenceIndent = "   "

    static func lines(_ entries: [WordEntry], tagName: (String) -> String, sentences: (WordEntry) -> [ExampleSentence] = { _ in [] }) -> [Line] {
        entries.flatMap { entry in
            let heading = Line(text: ([entry.word] + entry.forms).joined(separator: "、") + "  "
                               + ReadingFormat.list(entry.readings) + (entry.common ? "  common" : "")
                               + (entry.jlptLevel.map { "  " + LevelFormat.jlpt($0) } ?? ""), style: .bold)
            let senses = entry.senses.isEmpty
                ? [Line(text: "   " + entry.meanings.joined(separator: "; "), style: .normal)]
                : entry.senses.enumerated().map { number, sense in
                    Line(text: "   \(number + 1). " + SenseFormat.text(sense, tagName: tagName), style: .normal)
                }
            let examples = sentences(entry).flatMap { sentence in
                let highlight = SentenceHighlight.range(of: entry, in: sentence.japanese).map {
                    ($0.lowerBound + sentenceIndent.count)..<($0.upperBound + sentenceIndent.count)
                }
                return [
                    Line(text: sentenceIndent + sentence.japanese, style: .normal, highlight: highlight),
                    Line(text: sentenceIndent + "  " + sentence.english, style: .dim),
                ]
            }
            return [heading] + senses + examples
        }
    }

    /// How many of `lines` a body of `height` rows shows, leaving the kanji list at least three
    /// rows and a blank line between.
    static func rowsShown(of lines: [Line], height: Int) -> Int {
        min(lines.count, max(0, height - 4))
    }
}
