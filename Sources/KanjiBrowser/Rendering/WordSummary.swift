import KanjiDictionary
import LearnerData
import Pronunciation

/// What a word's screen shows above its kanji: each dictionary entry written that way, with its
/// forms, readings and JLPT level, then each reading's pitch accent (two rows: the line over the
/// high morae, the kana with the drop and the pattern's name), then its senses (glosses with their parts of speech and tags),
/// numbered, then its example sentences, the word highlighted, each with its translation.
enum WordSummary {
    struct Line: Equatable, Sendable {
        var text: String
        var style: TextStyle
        /// Characters of `text` drawn bold: the word in an example sentence.
        var highlight: Range<Int>?
        /// For an example sentence and its translation, the sentence's place among the screen's
        /// sentences (a cursor position: Enter opens it in the Read screen).
        var sentence: Int?
        /// For a row of a reading's pitch accent, which: it goes above the kanji with the heading
        /// where there is room (`WordPage`).
        var pitch: PitchRow?

        init(text: String, style: TextStyle, highlight: Range<Int>? = nil, sentence: Int? = nil, pitch: PitchRow? = nil) {
            self.text = text
            self.style = style
            self.highlight = highlight
            self.sentence = sentence
            self.pitch = pitch
        }
    }

    /// The two rows of an accent: the line over the high morae, and the kana with the drop marked
    /// and the pattern named, with the accent on one line (`alone`: a heiban word ends in ￣) for a
    /// page short of rows.
    enum PitchRow: Equatable, Sendable {
        case overline
        case kana(alone: String)
    }

    /// How far a sentence and its translation are indented.
    private static let sentenceIndent = "   "

    static func lines(_ entries: [WordEntry], tagName: (String) -> String, sentences: (WordEntry) -> [ExampleSentence] = { _ in [] }) -> [Line] {
        var count = 0
        return entries.flatMap { entry in
            let heading = Line(text: ([entry.word] + entry.forms).joined(separator: "、") + "  "
                               + ReadingFormat.list(entry.readings) + (entry.common ? "  common" : "")
                               + (entry.jlptLevel.map { "  " + LevelFormat.jlpt($0) } ?? "")
                               + (entry.isName ? "  name: " + NameType.names(entry.nameTypes) : ""), style: .bold)
            let pitch = entry.pitchAccents.flatMap { pitch in
                PitchNotation.lines(pitch, indent: sentenceIndent, width: .max).enumerated().map { row, text in
                    Line(text: text, style: .normal, pitch: row.isMultiple(of: 2) ? .overline
                         : .kana(alone: PitchNotation.line(pitch, accent: pitch.accents[row / 2], indent: sentenceIndent)))
                }
            }
            let senses = entry.senses.isEmpty
                ? [Line(text: "   " + entry.meanings.joined(separator: "; "), style: .normal)]
                : entry.senses.enumerated().map { number, sense in
                    Line(text: "   \(number + 1). " + SenseFormat.text(sense, tagName: tagName), style: .normal)
                }
            let examples = sentences(entry).flatMap { sentence in
                let highlight = SentenceHighlight.range(of: entry, in: sentence.japanese).map {
                    ($0.lowerBound + sentenceIndent.count)..<($0.upperBound + sentenceIndent.count)
                }
                defer { count += 1 }
                return [
                    Line(text: sentenceIndent + sentence.japanese, style: .normal, highlight: highlight, sentence: count),
                    Line(text: sentenceIndent + "  " + sentence.english, style: .dim, sentence: count),
                ]
            }
            return [heading] + pitch + senses + examples
        }
    }

    /// The example sentences of `lines`, in order: what a cursor on each opens.
    static func sentences(in lines: [Line]) -> [String] {
        var texts: [String] = []
        for line in lines where line.sentence == texts.count {
            texts.append(String(line.text.dropFirst(sentenceIndent.count)))
        }
        return texts
    }
}
