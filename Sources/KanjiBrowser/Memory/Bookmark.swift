import Foundation
import KanjiDictionary

/// A kanji or word the user keeps for later, with when it was added (the list's order).
public struct Bookmark: Equatable, Sendable {
    public var subject: StudySubject
    /// When it was added, as the transition log writes times.
    public var added: String

    public init(subject: StudySubject, added: String) {
        self.subject = subject
        self.added = added
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
            out.append(UInt8(ascii: "}"))
        }
        out.append(contentsOf: "\n]}\n".utf8)
        return out
    }

    static func decode(_ data: Data) throws(Problem) -> [Bookmark] {
        let file: FileFields
        do {
            file = try JSONDecoder().decode(FileFields.self, from: data)
        } catch {
            throw .damaged("not a bookmarks file (\(DecodingFailure.fieldProblem(in: error) ?? "not JSON"))")
        }
        guard file.format == tag else {
            if file.format.hasPrefix(family) { throw .otherVersion(file.format) }
            throw .damaged("format is \(file.format), not \(tag)")
        }
        var bookmarks: [Bookmark] = []
        var seen = Set<StudySubject>()
        for (index, fields) in file.bookmarks.enumerated() {
            guard let kind = StudySubject.Kind(rawValue: fields.kind) else {
                throw .damaged("bookmark \(index + 1) has kind \(fields.kind)")
            }
            if let problem = StudySubject.problem(with: fields.text) {
                throw .damaged("bookmark \(index + 1): \(problem)")
            }
            let subject = StudySubject(text: fields.text, kind: kind)
            if seen.insert(subject).inserted {
                bookmarks.append(Bookmark(subject: subject, added: fields.added))
            }
        }
        return bookmarks
    }

    private struct FileFields: Decodable {
        var format: String
        var bookmarks: [BookmarkFields]
    }

    private struct BookmarkFields: Decodable {
        var text: String
        var kind: String
        var added: String
    }
}
