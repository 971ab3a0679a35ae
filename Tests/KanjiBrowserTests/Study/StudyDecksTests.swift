import Foundation
import KanjiDictionary
import SpacedRepetition
import TestSupport
import Testing
@testable import KanjiBrowser
@testable import LearnerData

/// The start screen's decks on the bundled dictionary (JLPT kanji and words, grades), word cards
/// front and back, new cards a day set with + and - and kept across a restart, and S reaching
/// Study from a kanji's details, whose stroke keys it once took.
@Suite final class StudyDecksTests {
    let study = StudyFolder("kanji-list-study-decks")
    var start: Instant { study.start }
    var reviewsPath: String { study.reviewsPath }
    var settingsPath: String { study.settingsPath }

    func app(store: KanjiStore, bookmarking subjects: [StudySubject] = [], newPerDay: Int? = nil) throws -> BrowserApp {
        try study.app(store: store, bookmarking: subjects, newPerDay: newPerDay)
    }

    func press(_ app: BrowserApp, _ keys: Key...) { StudyFolder.press(app, keys) }

    func press(_ app: BrowserApp, _ keys: [Key]) { StudyFolder.press(app, keys) }

    func studyScreen(_ app: BrowserApp) -> StudyScreen? { StudyFolder.studyScreen(app) }

    @Test func theStartListsBookmarksJLPTKanjiAndWordsAndGrades() throws {
        let app = try app(store: try BundledDictionary.store.get())
        press(app, .character("S"))
        let names = try #require(studyScreen(app)).decks.map(\.name)
        let levels = [5, 4, 3, 2, 1]
        let expected = ["Bookmarks"] + levels.map { "JLPT N\($0) kanji" } + levels.map { "JLPT N\($0) words" }
            + (1...6).map { "Grade \($0) kanji" } + ["Secondary-school kanji"]
        #expect(names == expected)
        let n5Words = try #require(studyScreen(app)?.decks[6])
        // Waller's N5 list as imported: one card a written form.
        #expect(n5Words.cards > 600 && n5Words.new == n5Words.cards)
    }

    @Test func aWordDeckReviewsWordsAndTheirRatingsAreFSRSs() throws {
        let store = try BundledDictionary.store.get()
        let app = try app(store: store, newPerDay: 2)
        press(app, .character("S"))
        for _ in 0..<6 { press(app, .character("j")) }
        press(app, .enter)
        let first = try #require(studyScreen(app)?.face?.subject)
        #expect(first.kind == .word)
        press(app, .character(" "), .character("4"))
        let second = try #require(studyScreen(app)?.face?.subject)
        #expect(second.kind == .word && second != first)
        press(app, .character(" "), .character("1"))
        let schedule = try ReviewLog(path: reviewsPath).schedule
        let scheduler = Scheduler()
        #expect(schedule.card(first) == scheduler.review(.new, rating: .easy, at: start))
        #expect(schedule.card(second) == scheduler.review(.new, rating: .again, at: start))
        let deck = StudyDeck.wordsByLevel(in: store)[5] ?? []
        #expect(Array(deck.prefix(2)) == [first, second], "new cards come in the deck's order")
    }

    @Test func aWordInKanaAloneHasACard() throws {
        let store = try BundledDictionary.store.get()
        let n5 = StudyDeck.wordsByLevel(in: store)[5] ?? []
        let kana = try #require(n5.first { $0.text.unicodeScalars.allSatisfy { (0x3041...0x30FF).contains($0.value) } },
                                "the N5 list has words in kana alone")
        let face = try #require(StudyCardFace(kana, in: store), "\(kana.text) has a card")
        #expect(face.back.first?.label == "Reading" && face.back.contains { $0.label == "1." })
    }

    /// A word JMdict says is usually written in kana shows its kana on the front, as a learner
    /// meets it (これ, not 此れ; マッチ, not 燐寸), the written form on the back.
    @Test func aWordUsuallyInKanaShowsItsKana() throws {
        let store = try BundledDictionary.store.get()
        let this = try #require(StudyCardFace(.word("此れ"), in: store))
        #expect(this.front == "これ")
        #expect(this.back.first == StudyCardFace.Field(label: "Written", value: "此れ (usually in kana)"))
        #expect(try #require(StudyCardFace(.word("燐寸"), in: store)).front == "マッチ")
        #expect(try #require(StudyCardFace(.word("意味"), in: store)).front == "意味")
    }

    /// A word with several senses and an example sentence: the senses one a line, numbered, and the
    /// sentence kept even where the senses do not all fit.
    @Test(arguments: [(40, 12), (80, 24)])
    func aWordCardsFrontAndBack(width: Int, height: Int) throws {
        let store = try BundledDictionary.store.get()
        let card = try #require(StudyCard(.word("右"), in: store))
        #expect(card.senses.count >= 2 && card.sentence != nil)
        let app = try app(store: store, bookmarking: [.word("右")])
        app.resize(width: width, height: height)
        press(app, .character("S"), .enter)
        let front = app.frame(width: width, height: height).text
        #expect(front.contains("右") && !front.contains("みぎ") && !front.contains("right"))
        assertSnapshot(front, named: "study-word-front-\(width)x\(height)")
        press(app, .character(" "))
        let back = app.frame(width: width, height: height).text
        #expect(back.contains("みぎ") && back.contains("1.") && back.contains("right; right-hand side"))
        #expect(back.contains(try #require(card.sentence?.japanese)), "the example is kept")
        assertSnapshot(back, named: "study-word-back-\(width)x\(height)")
        // 右の道を行け。 from column 11: 右, the word, in bold, the rest not.
        let frame = app.frame(width: width, height: height)
        let row = try #require(back.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("右の道") })
        #expect(frame[row, 11].style == .bold && frame[row, 13].style != .bold && frame[row, 15].style != .bold)
    }

    @Test func plusAndMinusSetNewCardsADayWhichARestartKeeps() throws {
        let store = try SampleDictionary.store()
        let first = try app(store: store, bookmarking: [.kanji("日")])
        press(first, .character("S"), .character("j"), .character("+"), .character("+"), .character("+"), .character("-"))
        let screen = try #require(studyScreen(first))
        #expect(screen.newPerDay == 12 && screen.cursor.index == 1, "the cursor stays on its deck")
        #expect(first.frame(width: 60, height: 14).text.contains("12 new a day (+ -), 12 left today"))
        #expect(try String(contentsOfFile: settingsPath, encoding: .utf8) == "{\"newPerDay\":12,\"dayStartsAt\":4}\n")
        let restarted = try app(store: store)
        press(restarted, .character("S"))
        #expect(studyScreen(restarted)?.newPerDay == 12)
        // --new-per-day is for its run: shown, not kept.
        let given = try app(store: store, newPerDay: 3)
        press(given, .character("S"))
        #expect(studyScreen(given)?.newPerDay == 3)
        #expect(StudySettings.read(from: settingsPath).newPerDay == 12)
        // No fewer than none.
        press(given, .character("-"), .character("-"), .character("-"), .character("-"))
        #expect(studyScreen(given)?.newPerDay == 0)
    }

    @Test(arguments: ["{\"newPerDay\":", "{\"newPerDay\":-4}", "{\"newPerDay\":2.5}", "[]", "\u{0}\u{1}", String(repeating: " ", count: 5000)])
    func aDamagedSettingIsIgnored(contents: String) throws {
        try FileManager.default.createDirectory(atPath: (settingsPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: settingsPath))
        #expect(StudySettings.read(from: settingsPath) == StudySettings())
        let app = try app(store: try SampleDictionary.store())
        press(app, .character("S"), .character("+"))
        #expect(studyScreen(app)?.newPerDay == 11)
        #expect(StudySettings.read(from: settingsPath).newPerDay == 11, "written whole over the damaged one")
    }

    /// study.json as a link was replaced by a regular file, where bookmarks.json was written
    /// through its link: every kept file now follows its link, and the link stays.
    @Test func aSettingThatIsALinkIsWrittenThroughIt() throws {
        let folder = (settingsPath as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let target = folder + "/dotfiles-study.json"
        try Data("{\"newPerDay\":4}\n".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: settingsPath, withDestinationPath: target)
        try StudySettings(newPerDay: 7).write(to: settingsPath)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: settingsPath) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "{\"newPerDay\":7,\"dayStartsAt\":4}\n")
        #expect(StudySettings.read(from: settingsPath).newPerDay == 7)
    }

    /// Two browsers studying at once: the one that did not rate kept its counts until it rated
    /// itself. When the idle look at the log (once a minute) finds it changed, the study screen's
    /// counts are made again, its cursor kept.
    @Test func anotherBrowsersRatingsRefreshTheCounts() throws {
        let bookmarks = BookmarkStore(path: study.bookmarksPath)
        for subject in [StudySubject.kanji("日"), .kanji("人")] { try bookmarks.add(subject) }
        let clock = Clock(study.start.date)
        let configuration = BrowserConfiguration(
            dictionaryPath: "dictionary.json", dictionaryKind: "bundled", bookmarksPath: study.bookmarksPath,
            reviewLogPath: reviewsPath, now: { clock.date }, newPerDay: nil, studySettingsPath: settingsPath)
        let store = try SampleDictionary.store()
        let app = BrowserApp(configuration: configuration, log: nil, load: { _ in store })
        app.waitUntilSettled()
        press(app, .character("S"), .character("j"))
        #expect(studyScreen(app)?.newLeftToday == 10 && studyScreen(app)?.decks.first?.new == 2)
        try ReviewLog(path: reviewsPath).record(.good, for: .kanji("日"), at: start)
        clock.date += 61
        _ = app.idle()
        let screen = try #require(studyScreen(app))
        #expect(screen.newLeftToday == 9 && screen.decks.first?.new == 1, "\(screen)")
        #expect(screen.cursor.index == 1)
    }

    /// A clock a test moves on.
    final class Clock: @unchecked Sendable {
        var date: Date
        init(_ date: Date) { self.date = date }
    }

    @Test func aFIFOInPlaceOfTheSettingIsNotWaitedOn() throws {
        try FileManager.default.createDirectory(atPath: (settingsPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(mkfifo(settingsPath, 0o600) == 0)
        #expect(StudySettings.read(from: settingsPath) == StudySettings())
    }

    /// S opens Study from every browsing screen that does not take text (the search, where
    /// Ctrl-S does), the details of a kanji with stroke order included.
    @Test(arguments: NavigationState.allCases.filter { $0 != .search && $0 != .study })
    func sOpensStudyFromEveryBrowsingScreen(state: NavigationState) throws {
        var kanji = SampleDictionary.kanji
        kanji[0].strokePaths = StrokeSamples.day
        let store = try KanjiStore(source: "sample", kanji: kanji, words: SampleDictionary.words)
        let path = try #require(NavigationRulesTests.keys(reaching: state, store: store), "no keys reach \(state)")
        let app = try app(store: store)
        press(app, path)
        #expect(app.navigation?.stack.top.content.navigationState == state)
        press(app, [.character("S")])
        #expect(studyScreen(app)?.phase == .start, "S on \(state)")
    }

    /// S was the details screen's stroke back, so Study could not be reached there: the stroke
    /// keys are now s and . on, `,` back, and S opens Study from the details too.
    @Test func sOpensStudyFromAKanjisDetailsAndTheStrokeKeysStillStep() throws {
        var kanji = SampleDictionary.kanji
        kanji[0].strokePaths = StrokeSamples.day
        let store = try KanjiStore(source: "sample", kanji: kanji, words: SampleDictionary.words)
        let app = try app(store: store, bookmarking: [.kanji("日")])
        press(app, .enter)
        guard case .kanjiDetail(let detail) = app.navigation?.stack.top, detail.kanji.character == "日" else {
            Issue.record("Enter did not open 日")
            return
        }
        let footer = app.frame(width: 80, height: 24).text.split(separator: "\n").last ?? ""
        #expect(footer.contains("s/, stroke"))
        press(app, .character("s"), .character(","))
        guard case .kanjiDetail(let stepped) = app.navigation?.stack.top else { return }
        #expect(stepped.strokeStep == 4)
        press(app, .character("S"))
        #expect(studyScreen(app)?.phase == .start)
    }
}
