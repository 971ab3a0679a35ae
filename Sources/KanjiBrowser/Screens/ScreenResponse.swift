import KanjiDictionary
import LearnerData
import SpacedRepetition

/// What a screen did with a key. Screens never navigate: they say what the user asked to open,
/// and the navigation coordinator decides, through the navigation machine, whether it happens.
enum ScreenResponse: Equatable, Sendable {
    /// The key is not the screen's; the global commands get it.
    case ignored
    /// The screen used the key (it moved its cursor).
    case handled
    case open(Destination)
    /// Something to tell the user that is not a navigation (a character not in the dictionary).
    case notice(String)
    /// The All list asks to be shown in another order (`o`).
    case reorder(KanjiListOrder)
    /// What the study screen asks of its session.
    case study(StudyRequest)

    enum StudyRequest: Equatable, Sendable {
        /// Start the deck at this index of the start screen's list.
        case begin(Int)
        case reveal
        case rate(Rating)
        case undo
        /// One more (1) or fewer (-1) new card a day, from the start screen with its cursor on deck `cursor`.
        case newPerDay(Int, cursor: Int)
        /// Open the card's kanji or word.
        case open
        /// Study what a search found (from the search screen).
        case results(query: String, subjects: [StudySubject])
        /// Study a text's words not known yet, the most frequent first (from the Read screen).
        case text(name: String, subjects: [StudySubject])
    }

    enum Destination: Equatable, Sendable {
        case kanji(KanjiEntry)
        case word(String)
        /// A sentence to read in the Read screen: an example sentence, or the search's query (^R);
        /// an empty one opens the Read screen to type in.
        case sentence(String)
        /// The conjugation table of the word written so (a verb or an adjective).
        case conjugation(String)
    }
}

extension ScreenResponse {
    /// Enter on a row of kanji (the All list's, a word's): the kanji's details, or a notice for a
    /// character the dictionary lacks.
    static func opening(_ item: WordCharacter) -> ScreenResponse {
        switch item {
        case .kanji(let kanji, _): .open(.kanji(kanji))
        case .unknown(let character): .notice("\(character) is not in the dictionary")
        }
    }
}
