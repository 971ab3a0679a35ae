import Foundation
import SpacedRepetition
import TestSupport
import Testing
@testable import LearnerData

/// Known words: each state from real reviews and marks, the marks file written whole and never
/// written over when damaged, and the words a list or an Anki export brings.
@Suite struct KnownWordsTests {
    let directory = TestFolders.unused("kanji-list-known")
    var path: String { directory.appendingPathComponent("data/known.tsv").path }
    let start = Instant(millisecondsSince1970: 1_795_510_800_000)  // 2026-11-24T09:00:00Z

    /// 日本 rated Easy each time it came due until FSRS gives it three weeks; 猫 rated once.
    private func schedule() throws -> ReviewSchedule {
        let log = try ReviewLog(path: directory.appendingPathComponent("data/reviews.log").path)
        var time = start
        while (log.schedule.card(.word("日本")).stability ?? 0) < WordState.knownStability {
            try log.record(.easy, for: .word("日本"), at: time)
            time = log.schedule.card(.word("日本")).due ?? time
        }
        try log.record(.good, for: .word("猫"), at: start)
        return log.schedule
    }

    @Test func statesComeFromReviewsThenMarks() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let schedule = try schedule()
        #expect((schedule.card(.word("日本")).stability ?? 0) >= 21)
        #expect((schedule.card(.word("猫")).stability ?? 99) < 21)
        let byReviews = LearnerStates(schedule: schedule)
        #expect(byReviews.state(of: .word("日本")) == .known)
        #expect(byReviews.state(of: .word("猫")) == .learning)
        #expect(byReviews.state(of: .word("犬")) == .new)
        #expect(byReviews.state(of: .word("は"), ignoredByNature: true) == .ignored)

        let marked = LearnerStates(schedule: schedule, marks: [.word("日本"): .unknown, .word("犬"): .known, .word("田中"): .ignored])
        #expect(marked.state(of: .word("日本")) == .learning, "marked unknown, reviewed")
        #expect(marked.state(of: .word("犬")) == .known)
        #expect(marked.state(of: .word("田中")) == .ignored)
        // K: a word known by its reviews is marked unknown; a marked one loses its mark; a new one is marked.
        #expect(byReviews.toggledMark(of: .word("日本")) == .unknown)
        #expect(marked.toggledMark(of: .word("日本")) == nil)
        #expect(marked.toggledMark(of: .word("犬")) == nil)
        #expect(byReviews.toggledMark(of: .word("犬")) == .known)
    }

    @Test func particlesAndNamesAreIgnoredByTheDictionary() throws {
        let store = try BundledDictionary.store.get()
        func ignored(_ word: String) -> Bool { store.entries(written: word).first.map(WordState.isIgnoredByNature) ?? false }
        #expect(ignored("は") && ignored("が") && ignored("と") && ignored("だ"))
        #expect(!ignored("日本") && !ignored("食べる") && !ignored("東京"))
    }

    @Test func marksAreWrittenWholeAndReadByAnother() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = KnownMarksStore(path: path)
        #expect(try store.set(.known, for: [.word("日本"), .word("猫")]) == 2)
        #expect(try store.set(.known, for: [.word("日本")]) == 0)
        try store.set(.ignored, for: [.word("田中")])
        try store.set(nil, for: [.word("猫")])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == KnownMarksFormat.header + "\nknown\tword\t日本\nignored\tword\t田中\n")
        let other = KnownMarksStore(path: path)
        try other.reload()
        #expect(other.marks == [.word("日本"): .known, .word("田中"): .ignored])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
        #expect(leftovers == ["known.tsv"], "no temporary file left")
    }

    /// The marks share the data folder's lock with the bookmarks; a change that waits in vain
    /// says it was the known words it could not change, and changes nothing.
    @Test func aHeldLockIsReportedAsTheKnownWords() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try KnownMarksStore(path: path).set(.known, for: [.word("日本")])
        let holder = open((path as NSString).deletingLastPathComponent, O_RDONLY | O_DIRECTORY)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        let waiting = KnownMarksStore(path: path)
        waiting.lockTimeout = .milliseconds(200)
        let error = #expect(throws: KnownMarksError.self) { try waiting.set(.known, for: [.word("猫")]) }
        #expect(error?.message.hasPrefix("the known words are locked by process \(getpid())") == true, "\(String(describing: error))")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == KnownMarksFormat.header + "\nknown\tword\t日本\n")
    }

    @Test func aDamagedFileIsReportedByLineAndNeverWrittenOver() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let damaged = KnownMarksFormat.header + "\nknown\tword\t日本\nknwon\tword\t猫\n"
        try Data(damaged.utf8).write(to: URL(fileURLWithPath: path))
        let store = KnownMarksStore(path: path)
        #expect(throws: KnownMarksError.self) { try store.reload() }
        do {
            try store.set(.known, for: [.word("犬")])
            Issue.record("a change to a damaged file was made")
        } catch {
            #expect(error.line == 3)
            #expect(error.description.hasPrefix("\(path):3: knwon is not known, unknown or ignored"))
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == damaged, "the file is as it was")

        try Data("日本\n猫\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: KnownMarksError.self) { try store.set(.known, for: [.word("犬")]) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "日本\n猫\n", "a file that is not ours is left alone")
    }

    @Test func importReadsOneWordALine() {
        let found = KnownWordsImport.read("日本\n 猫 \n\n# a comment\n日本\n食べる\r\n")
        #expect(found.words == ["日本", "猫", "食べる"])
        #expect(found.skipped.isEmpty)
    }

    /// The export `kanji-list bookmarks --format anki` writes, read back.
    @Test func importReadsOurOwnAnkiExport() throws {
        let store = try BundledDictionary.store.get()
        let bookmarks = [Bookmark(subject: .word("日本"), added: "2026-11-21T22:41:08.042Z", sentence: "私は日本に行きたい。"),
                         Bookmark(subject: .word("食べる"), added: "2026-11-21T22:41:10.042Z")]
        let export = AnkiNotes.file(for: bookmarks, in: store).text
        #expect(KnownWordsImport.read(export).words == ["日本", "食べる"])
    }

    /// Anki's File › Export › "Notes in Plain Text" with every column it can add (GUID, note type,
    /// deck), HTML, the Japanese add-on's furigana and a quoted field holding a line break.
    @Test func importReadsAnkiNotesInPlainText() {
        let export = """
            #separator:tab
            #html:true
            #guid column:1
            #notetype column:2
            #deck column:3
            #tags column:6
            b/Fz&2U8Ya\tJapanese (recognition)\tCore 2k\t<div>日本[にほん]</div>\tJapan\tcore
            "Cx,q2""1"\tJapanese (recognition)\tCore 2k\t"<b>食べる</b>&nbsp;"\t"to eat
            (food)"\tcore
            Dq9!0s\tJapanese (recognition)\tCore 2k\t\tempty\t
            """
        let found = KnownWordsImport.read(export)
        #expect(found.words == ["日本", "食べる"])
        #expect(found.skipped == ["line 10: no word in its first field"])
    }

    /// What Anki 26.9.3 (the `anki` package from PyPI) wrote with `Collection.export_note_csv` (File ›
    /// Export › Notes in Plain Text, every column included) after importing our export of 日本, 食べる
    /// and 猫: its GUID quoted where it holds a quote-like character.
    @Test func importReadsWhatAnkiItselfExported() {
        let export = "#separator:tab\n#html:true\n#guid column:1\n#notetype column:2\n#deck column:3\n#tags column:6\n"
            + "\"b&#Fqs8vjx\"\tBasic\tDefault\t日本\tにほん, にっぽん — Japan\tkanji-list kanji-list-word\n"
            + "Q{qZ;N-|fy\tBasic\tDefault\t食べる\tたべる — to eat; to live on (e.g. a salary); to live off; to subsist on\tkanji-list kanji-list-word\n"
            + "OSB|gZa5J2\tBasic\tDefault\t猫\tビョウ, ねこ — cat\tkanji-list kanji-list-kanji\n"
        let found = KnownWordsImport.read(export)
        #expect(found.words == ["日本", "食べる", "猫"])
        #expect(found.skipped.isEmpty)
    }

    @Test func aTextsVocabularyCountsRunningWordsByState() {
        let words: [(text: String, state: WordState)] = [
            ("日本", .known), ("は", .ignored), ("猫", .new), ("日本", .known), ("犬", .learning), ("猫", .new), ("猫", .new),
        ]
        let vocabulary = TextVocabulary(words)
        #expect(vocabulary.occurrences == [.known: 2, .ignored: 1, .new: 3, .learning: 1])
        #expect(vocabulary.knownShare == 2.0 / 6.0)
        #expect(vocabulary.words.map(\.text) == ["猫", "日本", "は", "犬"])
        #expect(TextVocabulary.percent(vocabulary.knownShare) == 33)
    }
}
