import Foundation
import KanjiDictionary
import SpacedRepetition
import Synchronization
import TestSupport
import Testing
@testable import KanjiBrowser
@testable import LearnerData

/// The study screen in the whole app, keys in and frames out: S from a browsing screen, a card's
/// front and back (snapshots at 40x12 and 80x24), ratings in the review log, undo, o and back,
/// Esc and S resuming, Ctrl-S on the search, the header's "N due".
@Suite final class StudyScreenTests {
    let study = StudyFolder("kanji-list-study-screen")
    var start: Instant { study.start }
    var reviewsPath: String { study.reviewsPath }

    func app(bookmarking subjects: [StudySubject] = [.kanji("日"), .word("日本")], at time: Instant? = nil) throws -> BrowserApp {
        try study.app(store: try SampleDictionary.store(), bookmarking: subjects, at: time)
    }

    func press(_ app: BrowserApp, _ keys: Key...) { StudyFolder.press(app, keys) }

    func press(_ app: BrowserApp, _ keys: [Key]) { StudyFolder.press(app, keys) }

    var top: (BrowserApp) -> Screen? { { $0.navigation?.stack.top } }

    func studyScreen(_ app: BrowserApp) -> StudyScreen? { StudyFolder.studyScreen(app) }

    @Test func sOpensTheDecksAndEnterStartsTheBookmarks() throws {
        let app = try app()
        press(app, .character("S"))
        let screen = try #require(studyScreen(app))
        #expect(screen.phase == .start)
        #expect(screen.decks.first == StudyScreen.DeckRow(name: "Bookmarks", cards: 2, due: 0, new: 2))
        #expect(screen.decks.map(\.name).contains("Grade 2 kanji"))
        assertSnapshot(app.frame(width: 60, height: 14).text, named: "study-start-60x14")
        press(app, .enter)
        #expect(studyScreen(app)?.phase == .front)
        #expect(studyScreen(app)?.face?.subject == .kanji("日"))
    }

    @Test(arguments: [(40, 12), (80, 24)])
    func aCardsFrontAndBack(width: Int, height: Int) throws {
        let app = try app()
        app.resize(width: width, height: height)
        press(app, .character("S"), .enter)
        let front = app.frame(width: width, height: height).text
        #expect(front.contains("日") && !front.contains("day"))
        assertSnapshot(front, named: "study-front-\(width)x\(height)")
        press(app, .character(" "))
        let back = app.frame(width: width, height: height).text
        #expect(back.contains("day, sun") && back.contains("ニチ"))
        assertSnapshot(back, named: "study-back-\(width)x\(height)")
    }

    @Test func ratingsGoToTheLogAndTheSessionEnds() throws {
        let app = try app()
        press(app, .character("S"), .enter, .character(" "), .character("4"))  // 日: Easy
        #expect(studyScreen(app)?.face?.subject == .word("日本"))
        press(app, .enter, .enter)  // 日本: shown, Good
        // 日本 is in a learning step due in 10 minutes: back within the learn-ahead limit.
        #expect(studyScreen(app)?.face?.subject == .word("日本") && studyScreen(app)?.phase == .front)
        press(app, .character(" "), .character("4"))
        #expect(studyScreen(app)?.phase == .done)
        let schedule = try ReviewLog(path: reviewsPath).schedule
        let scheduler = Scheduler()
        #expect(schedule.card(.kanji("日")) == scheduler.review(.new, rating: .easy, at: start))
        let word = scheduler.review(scheduler.review(.new, rating: .good, at: start), rating: .easy, at: start)
        #expect(schedule.card(.word("日本")) == word)
        let done = app.frame(width: 60, height: 14).text
        #expect(done.contains("Nothing left to review now"))
    }

    @Test func undoShowsTheCardAgainAndTheLogSaysSo() throws {
        let app = try app()
        press(app, .character("S"), .enter, .character(" "), .character("1"), .character("u"))
        #expect(studyScreen(app)?.face?.subject == .kanji("日") && studyScreen(app)?.phase == .front)
        #expect(try ReviewLog(path: reviewsPath).schedule.cards.isEmpty)
        #expect(try ReviewLog(path: reviewsPath).entries.count == 2)
    }

    @Test func oOpensTheCardsKanjiAndBackReturnsToTheCard() throws {
        let app = try app()
        press(app, .character("S"), .enter, .character(" "), .character("o"))
        guard case .kanjiDetail(let detail) = app.navigation?.stack.top else {
            Issue.record("o did not open the kanji's details")
            return
        }
        #expect(detail.kanji.character == "日")
        press(app, .character("h"))
        #expect(studyScreen(app)?.phase == .back && studyScreen(app)?.face?.subject == .kanji("日"))
    }

    @Test func escPausesAndSResumesAtTheSameSide() throws {
        let app = try app()
        press(app, .character("S"), .enter, .character(" "), .escape)
        #expect(app.navigation?.stack.depth == 1)
        press(app, .character("S"))
        #expect(studyScreen(app)?.phase == .back && studyScreen(app)?.face?.subject == .kanji("日"))
        press(app, .character("a"), .character("S"))  // leaving by `a` pauses too
        #expect(studyScreen(app)?.phase == .back)
    }

    @Test func escOnTheStartScreenAndSFindTheCursorOnItsDeck() throws {
        let app = try app()
        press(app, .character("S"), .character("j"), .character("j"), .escape, .character("S"))
        #expect(studyScreen(app)?.phase == .start && studyScreen(app)?.cursor.index == 2)
        press(app, .character("a"), .character("S"))
        #expect(studyScreen(app)?.cursor.index == 2)
    }

    @Test func ctrlSOnTheSearchStudiesWhatItFound() throws {
        let app = try app(bookmarking: [])
        press(app, .character("/"))
        // The index is built on its own thread; the search runs again once it is there.
        #expect(Polling.until {
            guard case .search(let search) = app.navigation?.stack.top else { return false }
            return search.indexBuild.index != nil
        }, "the index was not built within 60 s")
        _ = app.idle()
        for character in "nihon" { press(app, .character(character)) }
        press(app, .control("s"))
        let screen = try #require(studyScreen(app))
        // What it found first, under the cursor; the other decks after it.
        #expect(screen.decks.first?.name == "Search: nihon" && screen.cursor.index == 0)
        #expect(screen.decks.dropFirst().first?.name == "Bookmarks")
        #expect((screen.decks.first?.cards ?? 0) >= 1)
        press(app, .enter)
        #expect(studyScreen(app)?.face?.subject.kind == .word)
    }

    /// On each of the study screen's sides, every key of every footer entry does something seen:
    /// the frame after it differs from the frame before (a move, a side turned, a rating, a
    /// notice such as "Nothing to undo").
    @Test(arguments: [
        ("start", [Key.character("S"), .character("j")]), ("front", [.character("S"), .enter]), ("back", [.character("S"), .enter, .character(" ")]),
        ("done", [.character("S"), .enter, .character(" "), .character("4"), .enter, .enter, .character(" "), .character("4")]),
    ])
    func everyKeyTheFootersShowWorks(side: String, path: [Key]) throws {
        let shown = try app()
        press(shown, path)
        let screen = try #require(studyScreen(shown))
        #expect(screen.phase.rawValue == side)
        let bindings = screen.footerKeymaps.flatMap(\.bindings).filter { $0.footer != nil }
        #expect(!bindings.isEmpty)
        for binding in bindings {
            for key in binding.keys.map(\.key) {
                let folder = StudyFolder("kanji-list-study-footer")  // a review log of its own
                let fresh = try folder.app(store: try SampleDictionary.store(), bookmarking: [.kanji("日"), .word("日本")])
                press(fresh, path)
                let before = fresh.frame(width: 60, height: 14).text
                press(fresh, [key])
                #expect(fresh.frame(width: 60, height: 14).text != before, "\(side): \(key) of \(binding.footer ?? "") did nothing")
            }
        }
    }

    /// The due count is refreshed from the log once a minute; a log that can no longer be read
    /// (a folder in its place here) is said then, not passed over with the old count.
    @Test func aReviewLogThatCannotBeReadAgainIsSaid() throws {
        let clock = Mutex(start.date)
        let app = try study.app(store: try SampleDictionary.store(), bookmarking: [], clock: { clock.withLock { $0 } })
        try FileManager.default.createDirectory(atPath: reviewsPath, withIntermediateDirectories: true)
        _ = app.idle()
        #expect(app.navigation?.notice == nil, "within the minute the log is not read again")
        clock.withLock { $0 += 61 }
        _ = app.idle()
        let notice = try #require(app.navigation?.notice)
        #expect(notice.hasPrefix(reviewsPath + ": cannot read"), "\(notice)")
    }

    @Test func theHeaderSaysHowManyAreDue() throws {
        let log = try ReviewLog(path: reviewsPath)
        try log.record(.easy, for: .kanji("日"), at: start)
        try log.record(.easy, for: .kanji("人"), at: start)
        let later = try app(at: start.adding(days: 30))
        let frame = later.frame(width: 60, height: 14).text
        #expect(frame.split(separator: "\n").first?.contains("2 due · ") == true)
        press(later, .character("S"))
        #expect(studyScreen(later)?.header.status == "2 due")
    }
}
