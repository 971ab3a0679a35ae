import KanjiDictionary
import Pronunciation

/// Bookmarks as a file Anki imports as notes (File › Import): tab-separated, one note a line,
/// front the kanji or word (and under it the sentence it was met in, the word in bold, where one
/// was kept on the Read screen), back its readings and meanings, then tags; the header lines are
/// Anki's own (2.1.55 and later) and tell it the separator, HTML, note type and columns.
public enum AnkiNotes {
    public static let header = [
        "#separator:tab",
        "#html:true",
        "#notetype:Basic",
        "#columns:Front\tBack\tTags",
        "#tags column:3",
    ]
    public static let tag = "kanji-list"

    /// The file's text, and the bookmarks the dictionary does not have (left out).
    public static func file(for bookmarks: [Bookmark], in store: KanjiStore) -> (text: String, missing: [StudySubject]) {
        var lines = header
        var missing: [StudySubject] = []
        for bookmark in bookmarks {
            guard let card = StudyCard(bookmark.subject, in: store, metIn: bookmark.sentence) else {
                missing.append(bookmark.subject)
                continue
            }
            lines.append(note(for: card))
        }
        return (lines.joined(separator: "\n") + "\n", missing)
    }

    /// One note: front, back, tags.
    static func note(for card: StudyCard) -> String {
        [front(of: card), html(back(of: card)), "\(tag) \(tag)-\(card.subject.kind.rawValue)"]
            .map(field).joined(separator: "\t")
    }

    /// "日本<br>私は<b>日本</b>に行きたい。": the word, and the sentence it was met in.
    static func front(of card: StudyCard) -> String {
        guard let sentence = card.metIn else { return html(card.subject.text) }
        let characters = Array(sentence)
        guard let marked = card.metInHighlight, marked.upperBound <= characters.count else {
            return html(card.subject.text) + "<br>" + html(sentence)
        }
        return html(card.subject.text) + "<br>" + html(String(characters[..<marked.lowerBound])) + "<b>"
            + html(String(characters[marked])) + "</b>" + html(String(characters[marked.upperBound...]))
    }

    /// Text as HTML shows it: &, < and > written as entities.
    static func html(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// "ニチ, ジツ, ひ — day, sun, Japan": readings, then meanings; a word's pitch accents after its
    /// readings, "はし [は＼し atamadaka] — chopsticks".
    static func back(of card: StudyCard) -> String {
        let meanings = card.meanings.joined(separator: "; ")
        if card.readings.isEmpty { return meanings }
        let pitch = card.pitch.isEmpty ? "" : " [" + PitchNotation.summary(card.pitch) + "]"
        return card.readings.joined(separator: ", ") + pitch + " — " + meanings
    }

    /// A field as Anki's CSV reader reads it back: no tab or line break inside (they would split
    /// the note), and quoted, with quotes doubled, when it holds a quote.
    static func field(_ text: String) -> String {
        let flat = String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
        guard flat.contains("\"") else { return flat }
        return "\"" + flat.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
