import Foundation
import KanjiBrowser
import SpacedRepetition
import TestSupport
import Testing

/// Studying in the real browser in tmux, as a new user would: bookmark two kanji from the command
/// line, S, rate them, quit; then `kanji-list study --due` gives the due dates FSRS-6 gives for
/// those ratings at that (stopped) time, and a second run starts where the first left off.
@Suite(.serialized) struct StudyEndToEndTests {
    let folder: URL
    static let now = "2026-11-24T09:00:00.000Z"
    let start = Instant(millisecondsSince1970: 1_795_510_800_000)
    var environment: [String: String] {
        KanjiListBinary.ownFolders(under: folder).merging(["TZ": "UTC", "KANJI_LIST_TEST_NOW": Self.now]) { $1 }
    }

    init() throws {
        folder = try KanjiListBinary.temporaryFolder()
    }

    func browser(width: Int = 80, height: Int = 24) throws -> TmuxTerminal {
        try TmuxTerminal([KanjiListBinary.path, "--dictionary", KanjiListBinary.bundledDictionary],
                         width: width, height: height, environment: environment)
    }

    /// `kanji` bookmarked from the command line, the browser started and S pressed: its start screen.
    func studyingTheBookmarks(_ kanji: [String]) throws -> (TmuxTerminal, String) {
        let added = try KanjiListBinary.run(["bookmarks", "add"] + kanji + ["--dictionary", KanjiListBinary.bundledDictionary],
                                            environment: environment)
        #expect(added.status == 0, "\(added.standardError)")
        let terminal = try browser()
        try terminal.waitFor("#1")
        try terminal.press("S")
        return (terminal, try terminal.waitFor("Bookmarks (\(kanji.count))"))
    }

    /// A rating the disk cannot take (a file size limit stands in for a full disk): the notice
    /// named the path twice and was cut at 80 columns, and the card turned to its front. It now
    /// says the file, the reason and that the rating was not saved, on the card's back; at 40
    /// columns, where it was cut after the reason, it is wrapped onto a second row.
    @Test(arguments: [(80, 24), (40, 12)])
    func aRatingOnAFullDiskSaysSoAndTheCardStaysOnItsBack(width: Int, height: Int) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let added = try KanjiListBinary.run(["bookmarks", "add", "日", "月", "--dictionary", KanjiListBinary.bundledDictionary],
                                            environment: environment)
        #expect(added.status == 0, "\(added.standardError)")
        let log = folder.appendingPathComponent("data/kanji-list/reviews.log")
        try Data(String(repeating: "\n", count: 1000).utf8).write(to: log)
        let terminal = try TmuxTerminal(
            ["prlimit", "--fsize=1010", KanjiListBinary.path, "--dictionary", KanjiListBinary.bundledDictionary, "--log", "/dev/null"],
            width: width, height: height, environment: environment)
        try terminal.waitFor("#1")
        try terminal.press("S")
        try terminal.waitFor("Bookmarks (2)")
        try terminal.press("Enter")
        try terminal.waitFor(width < 80 ? "Space shows" : "Space shows the answer")
        try terminal.press("Space")
        // The back: its ratings, at 40 columns their keys and intervals alone.
        let ratings = width < 80 ? "1:1m" : "1 Again"
        try terminal.waitFor(ratings)
        try terminal.press("3")
        let screen = try terminal.waitForWrapped("reviews.log: File too large; the rating was not saved")
        #expect(screen.contains(ratings) && screen.contains("day, sun"), "still 日's back:\n\(screen)")
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
        #expect(try Data(contentsOf: log).count == 1000)
    }

    @Test func bookmarkStudyRateQuitAndTheDueDatesAreFSRSs() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (terminal, decks) = try studyingTheBookmarks(["日", "月"])
        #expect(decks.contains("10 new a day (+ -), 10 left today"))
        try terminal.press("Enter")
        try terminal.waitFor("Space shows the answer")
        try terminal.press("Space")
        let back = try terminal.waitFor("1 Again")
        #expect(back.contains("day, sun") && back.contains("3 Good 10m"), "日's back:\n\(back)")
        try terminal.press("3")  // 日 Good: its second learning step, 10 minutes
        try terminal.waitUntil("月's front") { try terminal.screen().contains("月") && terminal.screen().contains("Space shows") }
        try terminal.press("Space")
        try terminal.waitFor("month")
        try terminal.press("4")  // 月 Easy: into review
        // 日 is the only card left, due within the learn-ahead limit: it comes back.
        try terminal.waitUntil("日 again") { try terminal.screen().contains("Space shows") && terminal.screen().contains("日") }
        try terminal.press("Space")
        try terminal.waitFor("1 Again")
        try terminal.press("Space")  // Space on the back is Good: 日 graduates
        let done = try terminal.waitFor("Nothing left to review now")
        #expect(done.contains("Next: 日 in") || done.contains("Next: 月 in"), "\(done)")
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)

        let scheduler = Scheduler()
        let sun = scheduler.review(scheduler.review(.new, rating: .good, at: start), rating: .good, at: start)
        let moon = scheduler.review(.new, rating: .easy, at: start)
        #expect(moon.due == start.adding(days: 8), "FSRS-6's first Easy: 8.2956 days of stability, 8 days")
        let due = try KanjiListBinary.run(["study", "--due"], environment: environment)
        #expect(due.status == 0, "\(due.standardError)")
        let sunDue = try #require(sun.due), moonDue = try #require(moon.due)
        let rows = [("日", sunDue), ("月", moonDue)].sorted { $0.1 < $1.1 }
        let expected = rows.map { "\($0.0)\tkanji\t\(Self.timestamp($0.1))\treview\n" }.joined()
        #expect(due.standardOutput == expected)

        let stats = try KanjiListBinary.run(["study", "--stats"], environment: environment)
        #expect(stats.standardOutput.contains("cards studied\t2") && stats.standardOutput.contains("reviews 2026-11-24\t3"),
                "\(stats.standardOutput)")

        // A restart keeps everything: nothing is due at the same moment, and both cards are studied.
        let (again, decks2) = try restartedStudy(showing: "Bookmarks (2)")
        #expect(decks2.contains("nothing due"), "\(decks2)")
        try again.press("Enter")
        try again.waitFor("Nothing left to review now")
        try again.press("q")
        #expect(try again.waitForExit() == 0)
    }

    /// The numeric keypad, which a terminal in keypad application mode sends as `ESC O` and a
    /// letter: KP Enter shows the answer and KP1-KP4 rate, where they were Esc (leaving Study with
    /// a `back` nobody pressed, the glitch of the last session) and letters (KP1's `q` quit).
    @Test func theKeypadShowsAndRatesAndNeverLeavesStudy() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (terminal, _) = try studyingTheBookmarks(["日", "月"])
        try terminal.press("KPEnter")
        try terminal.waitFor("Space shows the answer")
        try terminal.press("KPEnter")
        try terminal.waitFor("1 Again")
        try terminal.press("KP4")
        try terminal.waitUntil("月's front") { try terminal.screen().contains("月") && terminal.screen().contains("Space shows") }
        try terminal.press("KPEnter")
        try terminal.waitFor("1 Again")
        try terminal.press("KP1")  // 月 Again: back within the learn-ahead limit
        try terminal.waitFor("Space shows the answer")
        let screen = try terminal.screen()
        #expect(screen.contains("Study — Bookmarks") && screen.contains("月"), "still studying:\n\(screen)")
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
        let log = try String(contentsOf: folder.appendingPathComponent("state/kanji-list/transitions.log"), encoding: .utf8)
        #expect(!log.contains(#""event":"back""#) && !log.contains(#""event":"pause""#), "\(log)")
        let due = try KanjiListBinary.run(["study", "--due"], environment: environment)
        let scheduler = Scheduler()
        let sun = try #require(scheduler.review(.new, rating: .easy, at: start).due)
        let moon = try #require(scheduler.review(.new, rating: .again, at: start).due)
        #expect(due.standardOutput == "月\tkanji\t\(Self.timestamp(moon))\tlearning\n日\tkanji\t\(Self.timestamp(sun))\treview\n")
    }

    /// The browser started again at 40x12 and S pressed: its start screen, once it shows `text`.
    func restartedStudy(showing text: String) throws -> (TmuxTerminal, String) {
        let terminal = try browser(width: 40, height: 12)
        try terminal.waitFor("#1")
        try terminal.press("S")
        return (terminal, try terminal.waitFor(text))
    }

    /// The word a card's front shows: the line above "word", in the middle of the screen.
    static func frontWord(_ screen: String) -> String? {
        let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let index = lines.firstIndex(of: "word"), index > 0 else { return nil }
        return lines[index - 1]
    }

    /// A JLPT deck of words, chosen on the start screen, two new cards a day set there with `-`;
    /// the first word rated Good twice (its learning step comes back within the learn-ahead
    /// limit), the second Easy; then `kanji-list study --due` gives FSRS-6's due dates for those
    /// ratings, and a restart at 40x12 still says two new cards a day, none left today.
    @Test func aJLPTWordDeckChosenOnTheStartScreenAndTheNewCardsADayKept() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try BundledDictionary.store.get()
        let n5 = Array(StudyDeck.wordsByLevel(in: store)[5]?.prefix(2) ?? [])
        try #require(n5.count == 2)
        let terminal = try browser()
        try terminal.waitFor("#1")
        try terminal.press("S")
        try terminal.waitFor("JLPT N5 words (")
        try terminal.press(Array(repeating: "-", count: 8))
        try terminal.waitFor("2 new a day (+ -), 2 left today")
        try terminal.press(Array(repeating: "j", count: 6))
        try terminal.press("Enter")
        let first = try terminal.waitFor("Space shows the answer")
        #expect(first.contains("Study — JLPT N5 words"), "\(first)")
        #expect(Self.frontWord(first) == n5[0].text, "the deck's most used word first:\n\(first)")
        try terminal.press("Space")
        let back = try terminal.waitFor("1 Again")
        #expect(back.contains("Reading") && back.contains(" 1. "), "\(back)")
        try terminal.press("3")
        try terminal.waitUntil("the second word") { try Self.frontWord(terminal.screen()) == n5[1].text }
        try terminal.press("Space")
        try terminal.waitFor("1 Again")
        try terminal.press("4")
        try terminal.waitUntil("the first word again") { try Self.frontWord(terminal.screen()) == n5[0].text }
        try terminal.press("Space")
        try terminal.waitFor("1 Again")
        try terminal.press("3")
        try terminal.waitFor("Nothing left to review now")
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)

        let scheduler = Scheduler()
        let firstCard = scheduler.review(scheduler.review(.new, rating: .good, at: start), rating: .good, at: start)
        let secondCard = scheduler.review(.new, rating: .easy, at: start)
        let rows = [(n5[0].text, try #require(firstCard.due)), (n5[1].text, try #require(secondCard.due))].sorted { $0.1 < $1.1 }
        let due = try KanjiListBinary.run(["study", "--due"], environment: environment)
        #expect(due.status == 0, "\(due.standardError)")
        #expect(due.standardOutput == rows.map { "\($0.0)\tword\t\(Self.timestamp($0.1))\treview\n" }.joined())
        let summary = try KanjiListBinary.run(["study"], environment: environment)
        #expect(summary.standardOutput == "0 due, 0 new left today, 2 cards studied\n", "the kept 2 a day")

        let (again, decks) = try restartedStudy(showing: "Bookmarks (0)")
        #expect(decks.contains("2 new a day (+ -), 0 left"), "\(decks)")
        try again.press("q")
        #expect(try again.waitForExit() == 0)
    }

    static func timestamp(_ instant: Instant) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: instant.date)
    }
}
