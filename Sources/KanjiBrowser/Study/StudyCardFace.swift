import KanjiDictionary
import LearnerData
import Pronunciation

/// What a flashcard shows: the kanji or word on its front; on its back, for a kanji its meanings,
/// readings and first words, for a word its readings, their pitch accents, its senses one a line (numbered as jisho.org
/// numbers them) and an example sentence where the dictionary has one (Tatoeba's, format /3).
public struct StudyCardFace: Equatable, Sendable {
    public struct Field: Equatable, Sendable {
        public var label: String
        public var value: String
        /// Shown even when the fields before it do not all fit (the example sentence, which a long
        /// list of senses would otherwise push off a small screen).
        public var kept = false
        /// Characters of `value` shown in bold (the word in its example sentence).
        public var highlight: Range<Int>?
    }

    public var subject: StudySubject
    /// What the front shows: the kanji or word, or for a word usually written in kana its reading
    /// (これ for 此れ, as jisho.org shows it; the written form is then on the back).
    public var front: String
    /// The sentence the word was met in (kept on the Read screen), under the front, the word in
    /// it marked (`frontHighlight`).
    public var frontSentence: String?
    public var frontHighlight: Range<Int>?
    public var back: [Field]

    /// Nil when the dictionary does not have the subject (a bookmark made with another one).
    /// `sentence`: the one the word was met in, if the learner kept it.
    public init?(_ subject: StudySubject, in store: KanjiStore, sentence: String? = nil) {
        self.subject = subject
        front = subject.text
        switch subject.kind {
        case .kanji:
            guard let character = subject.text.first, subject.text.count == 1, let kanji = store.kanji(for: character) else {
                return nil
            }
            let words = store.words(containing: character)
            back = [
                Field(label: "Meanings", value: kanji.meanings.isEmpty ? "—" : kanji.meanings.joined(separator: ", ")),
                Field(label: "On", value: ReadingFormat.list(kanji.onyomi)),
                Field(label: "Kun", value: ReadingFormat.list(kanji.kunyomi.map(ReadingFormat.kun))),
            ] + words.prefix(3).map { word in
                Field(label: "Word", value: "\(word.word) \(word.readings.first ?? "") — \(word.meanings.prefix(2).joined(separator: "; "))")
            }
        case .word:
            guard let card = StudyCard(subject, in: store, metIn: sentence) else { return nil }
            frontSentence = card.metIn
            frontHighlight = card.metInHighlight
            if card.usuallyKana, let reading = card.readings.first {
                front = reading
                back = [Field(label: "Written", value: subject.text + " (usually in kana)")]
                    + (card.readings.count > 1 ? [Field(label: "Reading", value: ReadingFormat.list(card.readings))] : [])
            } else {
                back = [Field(label: "Reading", value: card.readings.isEmpty ? subject.text : ReadingFormat.list(card.readings))]
            }
            if !card.pitch.isEmpty { back.append(Field(label: "Pitch", value: PitchNotation.summary(card.pitch))) }
            back += card.senses.enumerated().map { Field(label: "\($0.offset + 1).", value: $0.element.joined(separator: "; ")) }
            if let sentence = card.sentence {
                back += [Field(label: "Example", value: sentence.japanese, kept: true, highlight: card.sentenceHighlight),
                         Field(label: "", value: sentence.english, kept: true)]
            }
        }
    }
}
