import Foundation
import KanjiDictionary

/// History and bookmarks as `kanji-list history` and `kanji-list bookmarks` print them for
/// scripts: tab-separated text (text, kind, day) or a JSON array, one object a line.
public enum StudyListOutput {
    public static func text(_ history: some Sequence<History.Entry>, now: Date = Date()) -> String {
        lines(history.map { [$0.subject.text, $0.subject.kind.rawValue, DayLabel.text(for: $0.lastSeen, now: now)] })
    }

    public static func json(_ history: some Sequence<History.Entry>, now: Date = Date()) -> String {
        array(history.map { entry in
            object([
                ("text", entry.subject.text), ("kind", entry.subject.kind.rawValue),
                ("lastSeen", TransitionLogLine.timestamp(entry.lastSeen)),
                ("day", DayLabel.text(for: entry.lastSeen, now: now)),
            ])
        })
    }

    public static func text(_ bookmarks: [Bookmark], now: Date = Date()) -> String {
        lines(bookmarks.map { bookmark in
            let day = bookmark.addedDate.map { DayLabel.text(for: $0, now: now) } ?? bookmark.added
            return [bookmark.subject.text, bookmark.subject.kind.rawValue, day]
        })
    }

    public static func json(_ bookmarks: [Bookmark]) -> String {
        array(bookmarks.map { object([("text", $0.subject.text), ("kind", $0.subject.kind.rawValue), ("added", $0.added)]) })
    }

    /// One line a row, its fields between tabs, each field's own tabs, newlines and other
    /// controls escaped (`\u0009`), as JSON does: a subject from a log or a hand-edited file
    /// can never forge a row.
    private static func lines(_ rows: [[String]]) -> String {
        rows.map { $0.map { ControlCharacters.escaped($0) }.joined(separator: "\t") + "\n" }.joined()
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { JSONString.literal($0.0) + ":" + JSONString.literal($0.1) }.joined(separator: ",") + "}"
    }

    static func array(_ objects: [String]) -> String {
        objects.isEmpty ? "[]\n" : "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }
}
