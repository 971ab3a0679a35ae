import KanjiDictionary
import Pronunciation

/// A subject looked up in the dictionary: what a flashcard's back or a list row says about it.
public struct StudyCard: Equatable, Sendable {
    public var subject: StudySubject
    /// A kanji's on'yomi then kun'yomi; a word's kana readings.
    public var readings: [String]
    public var meanings: [String]
    /// A word's readings' pitch accents, where the dictionary has them; empty for a kanji.
    public var pitch: [ReadingPitch] = []
    /// A word's glosses, one list a sense (JMdict's; an EDICT word's meanings as one sense); empty
    /// for a kanji.
    public var senses: [[String]] = []
    /// A word JMdict says is usually written in kana alone (its first sense's "uk": 此れ, 燐寸), which
    /// a learner meets as これ, マッチ.
    public var usuallyKana = false
    /// A word's first example sentence, where the dictionary has one (format /3); nil for a kanji.
    public var sentence: ExampleSentence?
    /// Where the word stands in `sentence` (character offsets), to show it in bold.
    public var sentenceHighlight: Range<Int>?
    /// The sentence the learner met the word in (kept with `m` on the Read screen), for the front.
    public var metIn: String?
    /// Where the word stands in `metIn`.
    public var metInHighlight: Range<Int>?

    /// Nil when the dictionary does not have it (a bookmark made with another dictionary).
    /// `metIn`: the sentence the learner met a word in, if they kept one.
    public init?(_ subject: StudySubject, in store: KanjiStore, metIn: String? = nil) {
        self.subject = subject
        switch subject.kind {
        case .kanji:
            guard subject.text.count == 1, let character = subject.text.first,
                  let kanji = store.kanji(for: character) else { return nil }
            readings = kanji.onyomi + kanji.kunyomi
            meanings = kanji.meanings
        case .word:
            let entries = store.entries(written: subject.text)
            guard !entries.isEmpty else { return nil }
            readings = Self.unique(entries.flatMap(\.readings))
            meanings = Self.unique(entries.flatMap(\.meanings))
            var seen = Set<String>()
            pitch = entries.flatMap(\.pitchAccents).filter { seen.insert($0.reading).inserted }
            usuallyKana = entries.first?.senses.first?.misc.contains("uk") == true && !readings.isEmpty
            senses = entries.flatMap { entry in entry.senses.isEmpty ? [entry.meanings] : entry.senses.map(\.glosses) }
            if let (entry, first) = entries.lazy.compactMap({ entry in store.sentences(of: entry).first.map { (entry, $0) } }).first {
                sentence = first
                sentenceHighlight = SentenceHighlight.range(of: entry, in: first.japanese)
            }
            if let metIn, let entry = entries.first {
                self.metIn = metIn
                metInHighlight = SentenceHighlight.range(of: entry, in: metIn)
            }
        }
    }

    private static func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
