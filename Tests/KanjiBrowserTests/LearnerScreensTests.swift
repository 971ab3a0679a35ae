import KanjiDictionary
import StateMachineKit
import Testing
@testable import KanjiBrowser
@testable import LearnerData

/// JLPT N-levels and example sentences on the screens and in `lookup`: the details name today's
/// level and the old one as such, word rows show their level, a word's screen shows its sentences
/// with the word highlighted and their translations.
@Suite struct LearnerScreensTests {
    let store: KanjiStore

    init() throws {
        let day = KanjiEntry(
            character: "日", meanings: ["day", "sun"], onyomi: ["ニチ"], kunyomi: ["ひ"], strokes: 4, grade: 1, jlpt: 4, jlptLevel: 5,
            frequency: 1)
        let eat = KanjiEntry(character: "食", meanings: ["eat", "food"], strokes: 9, grade: 2, jlpt: 3, jlptLevel: 5, frequency: 328)
        let sentences = [
            ExampleSentence(japanese: "今日会わない？", english: "How about meeting today?"),
            ExampleSentence(japanese: "私はキャビアを食べた。", english: "I ate caviar."),
            ExampleSentence(japanese: "毎日食べます。", english: "I eat it every day."),
        ]
        let words = [
            WordEntry(word: "同日", readings: ["どうじつ"], meanings: ["same day"], common: true, rank: 1),
            WordEntry(word: "日曜日", readings: ["にちようび"], meanings: ["Sunday"], common: true, rank: 49, jlptLevel: 4),
            WordEntry(word: "今日", readings: ["きょう"], meanings: ["today"], common: true, rank: 2, jlptLevel: 5, sentences: [0]),
            WordEntry(word: "毎日", readings: ["まいにち"], meanings: ["every day"], common: true, rank: 1, jlptLevel: 5, sentences: [2]),
            WordEntry(
                word: "食べる", readings: ["たべる"], meanings: ["to eat"], common: true,
                senses: [WordSense(partsOfSpeech: ["v1", "vt"], glosses: ["to eat"])], rank: 4, jlptLevel: 5, sentences: [1, 2]),
        ]
        store = try KanjiStore(source: "test", kanji: [day, eat], words: words, sentences: sentences, tags: ["v1": "Ichidan verb", "vt": "transitive verb"])
    }

    func drawn(_ screen: some ScreenContent, width: Int, height: Int) -> Frame {
        var frame = Frame(width: width, height: height)
        screen.draw(into: &frame, layout: Layout(width: width, height: height), marks: [])
        return frame
    }

    @Test(arguments: [(40, 12), (80, 24)])
    func theDetailsSayTheNLevelAndTheWordsTheirs(width: Int, height: Int) throws {
        let kanji = try #require(store.kanji(for: "日"))
        let text = drawn(KanjiDetailScreen(kanji: kanji, words: store.words(containing: "日")), width: width, height: height).text
        assertSnapshot(text, named: "screen-detail-levels-\(width)x\(height)")
        // N5 words first (毎日 rank 1, 今日 rank 2), then N4, then 同日 though it ranks first: as
        // many as the height shows.
        let shown = width < 80 ? 2 : 4
        let order = ["毎日", "今日", "日曜日", "同日"].prefix(shown).compactMap { text.range(of: $0)?.lowerBound }
        #expect(order.count == shown && order == order.sorted())
        #expect(text.contains(width < 80 ? "N5" : "JLPT N5 · old JLPT 4"))
    }

    func wordScreen(_ written: String) throws -> WordScreen {
        let entry = try #require((0..<store.wordCount).map(store.word(at:)).first { $0.word == written })
        return WordScreen(
            word: written, items: KanjiRows(store.kanji(ofWord: written)),
            summary: WordSummary.lines([entry], tagName: store.tagName, sentences: store.sentences(of:)))
    }

    /// The page opens at its top at every size, the word, its reading and its first sense in
    /// view, the cursor on its first kanji (Enter opens it, as in the Kanji List app); ↓ goes on to
    /// the sentences under it, G to the last, g back to the top and the first kanji.
    @Test(arguments: [(40, 12), (80, 24)])
    func aWordsScreenOpensWithTheCursorOnItsFirstKanjiUnderItsSenses(width: Int, height: Int) throws {
        var screen = try wordScreen("食べる")
        let layout = Layout(width: width, height: height)
        func rows() -> [String] { drawn(screen, width: width, height: height).text.split(separator: "\n").map(String.init) }
        let frame = drawn(screen, width: width, height: height)
        assertSnapshot(frame.text, named: "screen-word-sentences-\(width)x\(height)")
        let opened = rows()
        #expect(opened.contains { $0.contains("食べる  たべる") && $0.contains("N5") }, "the word on top:\n\(frame.text)")
        #expect(opened.contains { $0.contains("1. to eat") })
        #expect(opened.first { $0.hasPrefix(">") }?.contains("食  eat, food") == true && screen.header.status == "1/1")
        #expect(screen.handle(.enter, layout: layout) == .open(.kanji(try #require(store.kanji(for: "食")))))
        _ = screen.handle(.character("j"), layout: layout)
        #expect(screen.header.status == "sentence 1/2" && screen.selectedSentence == "私はキャビアを食べた。")
        #expect(rows().first { $0.hasPrefix(">") }?.contains("私はキャビアを食べた。") == true, "the cursor's sentence in view:\n\(rows().joined(separator: "\n"))")
        _ = screen.handle(.character("G"), layout: layout)
        #expect(rows().first { $0.hasPrefix(">") }?.contains("毎日食べます。") == true && screen.header.status == "sentence 2/2")
        _ = screen.handle(.character("g"), layout: layout)
        let top = rows()
        #expect(top.contains { $0.contains("食べる  たべる") } && top.first { $0.hasPrefix(">") }?.contains("食  eat, food") == true)
        #expect(screen.handle(.enter, layout: layout) == .open(.kanji(try #require(store.kanji(for: "食")))))
    }

    /// A word whose senses fill the view keeps its heading, its first senses and its kanji (the
    /// cursor) in view; ↓ from the last kanji turns the view onto the senses below before it moves
    /// onto the sentences, so every row is read in turn at 40x12; Enter on a cursor out of view
    /// brings it back rather than acting unseen.
    @Test func manySensesAreReachedInTurnAndTheKanjiStayInView() throws {
        let senses = (1...8).map { WordSummary.Line(text: "   \($0). sense number \($0)", style: .normal) }
        let summary = [WordSummary.Line(text: "語  ご", style: .bold)] + senses + [
            WordSummary.Line(text: "   語る。", style: .normal, sentence: 0),
            WordSummary.Line(text: "     To tell.", style: .dim, sentence: 0),
            WordSummary.Line(text: "   語です。", style: .normal, sentence: 1),
            WordSummary.Line(text: "     It is a word.", style: .dim, sentence: 1),
        ]
        var screen = WordScreen(word: "語", items: KanjiRows(store.kanji(ofWord: "日")), summary: summary)
        let layout = Layout(width: 40, height: 12)
        func rows() -> [String] { drawn(screen, width: 40, height: 12).text.split(separator: "\n").map(String.init) }
        let opened = rows()
        #expect(opened.contains { $0.contains("語  ご") } && opened.contains { $0.contains("1. sense number 1") })
        #expect(opened.first { $0.hasPrefix(">") }?.contains("日") == true && screen.header.status == "1/1")
        var seen = Set(opened)
        for _ in 0..<6 where screen.selectedSentence != "語です。" {
            _ = screen.handle(.down, layout: layout)
            seen.formUnion(rows())
        }
        #expect(screen.selectedSentence == "語です。")
        for number in 1...8 { #expect(seen.contains { $0.contains("sense number \(number)") }, "sense \(number) never shown") }
        #expect(seen.contains { $0.contains("語る。") } && seen.contains { $0.contains("To tell.") })
        _ = screen.handle(.character("g"), layout: layout)
        _ = screen.handle(.pageDown, layout: layout)  // the view on; the cursor onto what is in view
        #expect(rows().contains { $0.hasPrefix(">") })
        _ = screen.handle(.character("g"), layout: layout)
        #expect(rows().contains { $0.contains("語  ご") } && screen.header.status == "1/1")
    }

    /// Japanese is broken between characters, never inside one nor before a 。; English at spaces;
    /// the word's highlight follows its characters onto the row they are on.
    @Test func aLongSentenceWrapsBetweenWideCharacters() {
        let pieces = TextWidth.wrapped("私はキャビアを食べた。", width: 9)
        #expect(pieces == ["私はキャ", "ビアを食", "べた。"] && pieces.allSatisfy { TextWidth.of($0) <= 9 })
        #expect(TextWidth.wrapped("to live off; to subsist on", width: 12) == ["to live off;", "to subsist", "on"])
        let line = WordSummary.Line(text: "   私はキャビアを食べた。", style: .normal, highlight: 10..<12, sentence: 0)
        let page = WordPage(summary: [line], kanjiCount: 1, width: 15, height: 10)
        #expect(page.rows.map(\.text) == ["", "", "   私はキャビ", "   アを食べ", "   た。"])
        #expect(page.rows.map(\.highlight) == [nil, nil, nil, 5..<7, nil])
        #expect(page.rows.map(\.position) == [0, nil, 1, 1, 1])
        #expect(page.rows(of: 1) == 2...4 && page.rows(of: 0) == 0...0 && page.lastTop(height: 3) == 2)
    }

    /// The Kanji List app's flow, one key a step: Enter on a kanji's first word opens the word with
    /// its first kanji under the cursor, and Enter again opens that kanji (the word's sentences
    /// took the cursor first before, and Enter read one).
    @Test(arguments: [(40, 12), (80, 24)])
    func enterOpensAWordThenItsFirstKanji(width: Int, height: Int) throws {
        let coordinator = NavigationCoordinator(store: store)
        coordinator.start()
        coordinator.open(.kanji(try #require(store.kanji(for: "食"))))
        let layout = Layout(width: width, height: height)
        _ = coordinator.handle(.enter, layout: layout)
        #expect(coordinator.stack.screens.map(\.title) == ["Kanji list", "食", "食べる"])
        _ = coordinator.handle(.enter, layout: layout)
        #expect(coordinator.stack.screens.map(\.title) == ["Kanji list", "食", "食べる", "食"])
    }

    /// Enter on a sentence opens it in the Read screen (logged as an open with the sentence as its
    /// subject); back returns to the word on the same sentence; the log replays.
    @Test func enterOnASentenceReadsItAndBackReturnsToIt() throws {
        let recorder = TransitionRecorder()
        let coordinator = NavigationCoordinator(store: store)
        coordinator.machine.addObserver(recorder)
        coordinator.start()
        coordinator.open(.kanji(try #require(store.kanji(for: "食"))))
        coordinator.open(.word("食べる"))
        let layout = Layout(width: 40, height: 12)
        for key in [Key.down, .enter] { _ = coordinator.handle(key, layout: layout) }
        guard case .read(let read) = coordinator.stack.top else {
            Issue.record("not the Read screen: \(coordinator.stack.screens.map(\.title)) \(String(describing: coordinator.notice))")
            return
        }
        #expect(read.title == "Read 私はキャビアを食べた。" && recorder.attempts.last?.event == "open" && recorder.attempts.last?.to == "Read")
        _ = coordinator.handle(.escape, layout: layout)
        guard case .word(let word) = coordinator.stack.top else {
            Issue.record("not the word's screen")
            return
        }
        #expect(word.selectedSentence == "私はキャビアを食べた。")
    }

    @Test func theWordIsHighlightedInItsSentencesInflectedOrNot() throws {
        let screen = try wordScreen("食べる")
        let frame = drawn(screen, width: 80, height: 24)
        let lines = frame.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains("私はキャビアを食べた。") })
        // 食べ of 食べた is bold (each wide character takes two cells), 私 and た are not.
        let start = try #require(lines[row].range(of: "食べ")).lowerBound
        let column = TextWidth.of(String(lines[row][..<start]))
        #expect(frame[row, column].style == .bold && frame[row, column + 2].style == .bold)
        #expect(frame[row, column + 4].style == .normal && frame[row, column - 2].style == .normal)
        #expect(SentenceHighlight.range(of: store.word(at: 3), in: "毎日食べます。") == 0..<2)
        #expect(SentenceHighlight.range(of: store.word(at: 4), in: "毎日食べます。") == 2..<4)
        #expect(SentenceHighlight.range(of: store.word(at: 4), in: "今日会わない？") == nil)
    }

    @Test func lookupPrintsLevelsAndUpToThreeSentencesAWord() throws {
        let text = try #require(LookupReport.text(for: "食", in: store))
        #expect(text.contains("Level     grade 2 · JLPT N5 · old JLPT 3 · frequency #328"))
        #expect(text.contains("食べる\tたべる\tJLPT N5\t(common)\n"))
        #expect(text.contains("\t例 私はキャビアを食べた。\tI ate caviar.\n\t例 毎日食べます。\tI eat it every day.\n"))
    }
}
