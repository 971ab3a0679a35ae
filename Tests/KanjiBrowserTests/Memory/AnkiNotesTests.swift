import Foundation
import Testing
@testable import KanjiBrowser
@testable import LearnerData

/// The Anki file, field by field, as Anki's importer splits it.
@Suite struct AnkiNotesTests {
    @Test func headerThenOneNotePerBookmarkWithFrontBackAndTags() throws {
        let store = try SampleDictionary.store()
        let bookmarks = [
            Bookmark(subject: .kanji("日"), added: "2026-11-21T22:41:07.042Z"),
            Bookmark(subject: .word("日本"), added: "2026-11-21T22:41:08.042Z"),
            Bookmark(subject: .kanji("鬱"), added: "2026-11-21T22:41:09.042Z"),
            Bookmark(subject: .word("食べる"), added: "2026-11-21T22:41:10.042Z"),
        ]
        let (text, missing) = AnkiNotes.file(for: bookmarks, in: store)
        #expect(missing == [.kanji("鬱")])
        #expect(text.hasSuffix("\n"))
        let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(5)) == ["#separator:tab", "#html:true", "#notetype:Basic", "#columns:Front\tBack\tTags", "#tags column:3"])
        let notes = lines.dropFirst(5).map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(notes.count == 3)
        #expect(notes.allSatisfy { $0.count == 3 })
        #expect(notes.map { $0[0] } == ["日", "日本", "食べる"])
        #expect(notes[0][1] == "ニチ, ジツ, ひ, -び, -か — day; sun; Japan; counter for days")
        #expect(notes[1][1] == "にほん, にっぽん — Japan")
        #expect(notes[2][1] == "たべる — to eat")
        #expect(notes.map { $0[2] } == ["kanji-list kanji-list-kanji", "kanji-list kanji-list-word", "kanji-list kanji-list-word"])
    }

    @Test func fieldsNeverSplitANoteAndQuotesAreEscapedAsCSV() {
        #expect(AnkiNotes.field("a\tb\nc") == "a b c")
        #expect(AnkiNotes.field(#"the "sun""#) == #""the ""sun""""#)
        #expect(AnkiNotes.field("plain") == "plain")
    }
}
