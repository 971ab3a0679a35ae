import Foundation
import KanjiDictionary

/// A kanji or word the user keeps for later, with when it was added (the list's order).
public struct Bookmark: Equatable, Sendable {
    public var subject: StudySubject
    /// When it was added, as the transition log writes times.
    public var added: String
    /// The sentence it was met in, where it was kept from the Read screen (mining): study shows
    /// it on the card's front and the Anki export carries it.
    public var sentence: String?

    public init(subject: StudySubject, added: String, sentence: String? = nil) {
        self.subject = subject
        self.added = added
        self.sentence = sentence
    }

    /// The most characters a kept sentence may hold: a long sentence of a novel has about 150.
    public static let longestSentence = 300

    /// `text` as a sentence to keep: spaces trimmed, controls and format characters left out (they
    /// would reach the terminal or Anki), nil when empty or longer than ``longestSentence``.
    public static func sentence(checking text: String) -> String? {
        let scalars = text.unicodeScalars.filter { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate: false
            default: !ControlCharacters.isControl(scalar)
            }
        }
        let sentence = String(String.UnicodeScalarView(scalars)).trimmingCharacters(in: .whitespaces)
        guard !sentence.isEmpty, sentence.count <= longestSentence else { return nil }
        return sentence
    }

    /// When it was added, as a date; nil when `added` is not a log timestamp (a file edited by hand).
    public var addedDate: Date? {
        TransitionLogLine.date(fromTimestamp: added)
    }
}

/// The bookmarks file's format: one JSON object, a format tag, one bookmark a line.
enum BookmarkFileFormat {
    static let tag = "kanji-list-bookmarks/1"
    static let family = "kanji-list-bookmarks/"

    enum Problem: Error {
        /// Not a bookmarks file we can read: moved aside, so the user's data is kept for a look.
        case damaged(String)
        /// A bookmarks file of another version: left alone, written by a newer kanji-list.
        case otherVersion(String)
    }

    static func encode(_ bookmarks: [Bookmark]) -> [UInt8] {
        var out = Array("{\"format\":\"\(tag)\",\"bookmarks\":[".utf8)
        for (index, bookmark) in bookmarks.enumerated() {
            out.append(contentsOf: (index == 0 ? "\n" : ",\n").utf8)
            out.append(contentsOf: "{\"text\":".utf8)
            JSONString.append(bookmark.subject.text, to: &out)
            out.append(contentsOf: ",\"kind\":".utf8)
            JSONString.append(bookmark.subject.kind.rawValue, to: &out)
            out.append(contentsOf: ",\"added\":".utf8)
            JSONString.append(bookmark.added, to: &out)
            if let sentence = bookmark.sentence {
                out.append(contentsOf: ",\"sentence\":".utf8)
                JSONString.append(sentence, to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
        out.append(contentsOf: "\n]}\n".utf8)
        return out
    }

    /// What a file holds: the bookmarks that follow the rule, and a line for each entry skipped.
    struct Contents {
        var bookmarks: [Bookmark] = []
        var skipped: [String] = []
    }

    /// Reads a whole file. A file that is not a bookmarks file at all is damaged; an entry that
    /// is not a bookmark (a field missing or of the wrong type, text the rule refuses) is skipped
    /// and named, the rest read. Entries the same once normalised (日 and 日 U+FE00) are one.
    static func decode(_ data: Data, path: String) throws(Problem) -> Contents {
        let object = try? JSONSerialization.jsonObject(with: data)
        guard let file = object as? [String: Any] else {
            throw .damaged("not a bookmarks file (\(object == nil ? "not JSON" : "not a JSON object"))")
        }
        guard let format = file["format"] as? String else { throw .damaged("not a bookmarks file (no format)") }
        guard format == tag else {
            if format.hasPrefix(family) { throw .otherVersion(format) }
            throw .damaged("format is \(ControlCharacters.escaped(format)), not \(tag)")
        }
        guard let entries = file["bookmarks"] as? [Any] else { throw .damaged("not a bookmarks file (bookmarks is not a list)") }
        var contents = Contents()
        var seen = Set<StudySubject>()
        for (index, entry) in entries.enumerated() {
            do throws(EntryProblem) {
                let bookmark = try Self.bookmark(entry)
                if seen.insert(bookmark.subject).inserted { contents.bookmarks.append(bookmark) }
            } catch {
                contents.skipped.append("\(path): bookmark \(index + 1) skipped: \(error.reason)")
            }
        }
        return contents
    }

    private struct EntryProblem: Error {
        var reason: String
    }

    private static func bookmark(_ entry: Any) throws(EntryProblem) -> Bookmark {
        guard let fields = entry as? [String: Any] else { throw EntryProblem(reason: "not a JSON object") }
        func string(_ name: String) throws(EntryProblem) -> String {
            guard let value = fields[name] else { throw EntryProblem(reason: "it has no \(name)") }
            guard let text = value as? String else { throw EntryProblem(reason: "its \(name) is not a string") }
            return text
        }
        let text = try string("text"), kindName = try string("kind"), added = try string("added")
        guard let kind = StudySubject.Kind(rawValue: kindName) else {
            throw EntryProblem(reason: "its kind is \(ControlCharacters.escaped(kindName)), not kanji or word")
        }
        // A sentence is optional (bookmarks made by m elsewhere than the Read screen have none);
        // one the rule refuses is left out, the bookmark kept.
        let sentence = (fields["sentence"] as? String).flatMap(Bookmark.sentence(checking:))
        do {
            return Bookmark(subject: try StudySubject(checking: text, kind: kind), added: added, sentence: sentence)
        } catch {
            throw EntryProblem(reason: error.description)
        }
    }
}
