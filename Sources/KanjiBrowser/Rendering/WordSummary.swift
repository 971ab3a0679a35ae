import KanjiDictionary

/// What a word's screen shows above its kanji: each dictionary entry written that way, with its
/// forms and readings, then its senses (glosses with their parts of speech and tags), numbered.
enum WordSummary {
    struct Line: Equatable, Sendable {
        var text: String
        var style: TextStyle
    }

    static func lines(_ entries: [WordEntry], tagName: (String) -> String) -> [Line] {
        entries.flatMap { entry in
            let heading = Line(text: ([entry.word] + entry.forms).joined(separator: "、") + "  "
                               + ReadingFormat.list(entry.readings) + (entry.common ? "  common" : ""), style: .bold)
            let senses = entry.senses.isEmpty
                ? [Line(text: "   " + entry.meanings.joined(separator: "; "), style: .normal)]
                : entry.senses.enumerated().map { number, sense in
                    Line(text: "   \(number + 1). " + SenseFormat.text(sense, tagName: tagName), style: .normal)
                }
            return [heading] + senses
        }
    }

    /// How many of `lines` a body of `height` rows shows, leaving the kanji list at least three
    /// rows and a blank line between.
    static func rowsShown(of lines: [Line], height: Int) -> Int {
        min(lines.count, max(0, height - 4))
    }
}
