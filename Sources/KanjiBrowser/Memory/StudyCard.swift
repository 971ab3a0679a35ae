import KanjiDictionary

/// A subject looked up in the dictionary: what a flashcard's back or a list row says about it.
public struct StudyCard: Equatable, Sendable {
    public var subject: StudySubject
    /// A kanji's on'yomi then kun'yomi; a word's kana readings.
    public var readings: [String]
    public var meanings: [String]
    /// A word's first example sentence, where the dictionary has one (format /3); nil for a kanji.
    public var sentence: ExampleSentence?

    /// Nil when the dictionary does not have it (a bookmark made with another dictionary).
    public init?(_ subject: StudySubject, in store: KanjiStore) {
        self.subject = subject
        switch subject.kind {
        case .kanji:
            guard subject.text.count == 1, let character = subject.text.first,
                  let kanji = store.kanji(for: character) else { return nil }
            readings = kanji.onyomi + kanji.kunyomi
            meanings = kanji.meanings
        case .word:
            // The headwords written so, among the words of the word's first kanji.
            guard let kanji = subject.text.first(where: { store.kanji(for: $0) != nil }) else { return nil }
            let entries = store.entries(written: subject.text, amongWordsOf: kanji, matchingForms: false)
            guard !entries.isEmpty else { return nil }
            readings = Self.unique(entries.flatMap(\.readings))
            meanings = Self.unique(entries.flatMap(\.meanings))
            sentence = entries.lazy.compactMap { store.sentences(of: $0).first }.first
        }
    }

    private static func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
