import KanjiDictionary

/// `kanji-list read --stats`: a text's vocabulary printed for a learner or a script.
public enum TextVocabularyOutput {
    /// The words not known yet (new and learning), the most frequent first.
    static func unknown(_ vocabulary: TextVocabulary) -> [TextVocabulary.Word] {
        vocabulary.words.filter { $0.state == .new || $0.state == .learning }
    }

    /// The share, then each state's running words and distinct words, then the unknown words by
    /// frequency, at most `limit` of them.
    public static func text(_ vocabulary: TextVocabulary, name: String, limit: Int = 50) -> String {
        var lines = ["\(ControlCharacters.escaped(name)): \(TextVocabulary.percent(vocabulary.knownShare))% known"
            + " (\(vocabulary.occurrences.values.reduce(0, +)) running words, \(vocabulary.words.count) different)"]
        for state in WordState.allCases {
            let distinct = vocabulary.words(in: state).count
            lines.append("\(state.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0))"
                + "\(vocabulary.occurrences[state, default: 0]) running, \(distinct) different")
        }
        let unknown = unknown(vocabulary)
        if !unknown.isEmpty {
            lines.append("")
            lines.append("Not known yet, most frequent first (count, word, state):")
            for word in unknown.prefix(limit) {
                lines.append("\(word.count)\t\(ControlCharacters.escaped(word.text))\t\(word.state.rawValue)")
            }
            if unknown.count > limit { lines.append("… \(unknown.count - limit) more (--json lists every one)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"file", "knownShare", "runningWords": {state: n}, "differentWords": {state: n},
    /// "unknown": [{"word", "count", "state"}]}`, every unknown word, the most frequent first.
    public static func json(_ vocabulary: TextVocabulary, name: String) -> String {
        var out: [UInt8] = []
        out += "{\"file\":".utf8
        JSONString.append(name, to: &out)
        let share = (vocabulary.knownShare * 10000).rounded() / 10000
        out += ",\"knownShare\":\(share)".utf8
        for (key, count) in [("runningWords", { (state: WordState) in vocabulary.occurrences[state, default: 0] }),
                             ("differentWords", { (state: WordState) in vocabulary.words(in: state).count })] {
            out += ",\"\(key)\":{".utf8
            out += WordState.allCases.map { "\"\($0.rawValue)\":\(count($0))" }.joined(separator: ",").utf8
            out += "}".utf8
        }
        out += ",\"unknown\":[".utf8
        for (index, word) in unknown(vocabulary).enumerated() {
            out += (index == 0 ? "\n{\"word\":" : ",\n{\"word\":").utf8
            JSONString.append(word.text, to: &out)
            out += ",\"count\":\(word.count),\"state\":\"\(word.state.rawValue)\"}".utf8
        }
        out += "\n]}\n".utf8
        return String(decoding: out, as: UTF8.self)
    }
}
