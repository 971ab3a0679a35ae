/// An English query as the words a match is judged by: `content`, the words a match must have
/// (articles, "to" and the little words of `stopWords` aside, unless the query has nothing else),
/// and `phrase`, all of them in order (see `EnglishWords.exactness`): "belt for western clothes"
/// must have belt, western and clothes, and a gloss that is the whole phrase ranks first. A query is tried as typed and, when it has some, in the other
/// spelling of its compounds: words joined by a hyphen as one word ("good-bye" finds "goodbye",
/// "sleep-wear" "sleepwear"), or two words as one ("tooth brush" finds "toothbrush").
struct EnglishQuery: Equatable, Sendable {
    let content: [EnglishQueryWord]
    let phrase: [EnglishQueryWord]

    init(words: [[UInt8]]) {
        phrase = words.map { EnglishQueryWord($0) }
        let content = phrase.filter { !EnglishWords.isFunctionWord($0.typed) && !EnglishQuery.stopWords.contains($0.typed) }
        // Related words for a query of one word only: for several, every word's would multiply
        // the entries to check at each keystroke, and the words together already say what is meant.
        self.content = content.isEmpty ? phrase : content.count == 1 ? [EnglishQueryWord(content[0].typed, related: true)] : content
    }

    /// Words that join a learner's phrase and that a gloss with its meaning often lacks ("national
    /// or state border", "sharing with", "raw food for one's pet").
    private static let stopWords: Set<[UInt8]> = Set([
        "or", "and", "of", "for", "with", "from", "in", "on", "at", "by", "as", "be", "is", "one's", "oneself", "someone",
        "someone's", "somebody", "something", "something's",
    ].map { Array($0.utf8) })

    /// The bits of a `found` (see `EnglishWords.exactness`) having every content word.
    var allWords: UInt64 { content.count >= 64 ? .max : (1 << UInt64(content.count)) - 1 }

    /// The query as typed, then as its compounds spelled as one word; empty for text with no word.
    static func alternatives(of text: String) -> [EnglishQuery] {
        var bytes = Array(text.utf8)
        var words: [EnglishWords.Word] = []
        bytes.withUnsafeBytes { EnglishWords.split($0, into: &words) }
        guard !words.isEmpty else { return [] }
        for index in bytes.indices { bytes[index] = EnglishWords.lowercased(bytes[index]) }
        let typed = words.map { Array(bytes[$0.range]) }
        var joined: [[UInt8]] = []
        for (index, word) in words.enumerated() {
            let between = index == 0 ? [] : bytes[words[index - 1].range.upperBound..<word.range.lowerBound]
            if between.elementsEqual([UInt8(ascii: "-")]) {
                joined[joined.count - 1] += typed[index]
            } else {
                joined.append(typed[index])
            }
        }
        if joined.count < typed.count {
            return [EnglishQuery(words: typed), EnglishQuery(words: joined)]
        }
        if typed.count == 2 && !typed.contains(where: EnglishWords.isFunctionWord) {
            return [EnglishQuery(words: typed), EnglishQuery(words: [typed[0] + typed[1]])]
        }
        return [EnglishQuery(words: typed)]
    }
}
