/// A text's words by state: how often each occurs, and the share of its running words the
/// learner knows. Ignored words (particles, names) count in neither part of the share, as
/// a learner does not need to study them to read.
public struct TextVocabulary: Equatable, Sendable {
    public struct Word: Equatable, Sendable {
        public var text: String
        public var state: WordState
        public var count: Int
    }

    /// Every word once, the most frequent first (then in the text's order).
    public private(set) var words: [Word] = []
    /// Running words of each state.
    public private(set) var occurrences: [WordState: Int] = [:]

    /// `sequence`: the text's words in order, each with its state.
    public init(_ sequence: some Sequence<(text: String, state: WordState)>) {
        var place: [String: Int] = [:]
        for (text, state) in sequence {
            occurrences[state, default: 0] += 1
            if let index = place[text] {
                words[index].count += 1
            } else {
                place[text] = words.count
                words.append(Word(text: text, state: state, count: 1))
            }
        }
        words = words.enumerated().sorted { ($1.element.count, $0.offset) < ($0.element.count, $1.offset) }.map(\.element)
    }

    /// Known running words over all that are not ignored; 1 for a text with none.
    public var knownShare: Double {
        let counted = occurrences.filter { $0.key != .ignored }.values.reduce(0, +)
        return counted == 0 ? 1 : Double(occurrences[.known, default: 0]) / Double(counted)
    }

    /// The share as the header says it: "87% known", rounded down, so 100% means every word.
    public static func percent(_ share: Double) -> Int { Int((share * 100).rounded(.down)) }

    /// The words in `state`, the most frequent first.
    public func words(in state: WordState) -> [Word] { words.filter { $0.state == state } }
}
