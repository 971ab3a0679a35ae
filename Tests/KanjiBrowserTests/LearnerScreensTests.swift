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

    /// The page opens at its top at every size, the word, its reading and its senses in view, the
    /// cursor on the first sentence; once the user moves, the page scrolls to keep the cursor's
    /// rows in view: G shows the kanji, g the top again with the first sentence under the cursor.
    @Test(arguments: [(40, 12), (80, 24)])
    func aWordsScreenOpensAtItsTopWithItsSentencesUnderItsSenses(width: Int, height: Int) throws {
        var screen = try wordScreen("食べる")
        let layout = Layout(width: width, height: height)
        func rows() -> [String] { drawn(screen, width: width, height: height).text.split(separator: "\n").map(String.init) }
        let frame = drawn(screen, width: width, height: height)
        assertSnapshot(frame.text, named: "screen-word-sentences-\(width)x\(height)")
        let opened = rows()
        #expect(opened.contains { $0.contains("食べる  たべる") && $0.contains("N5") }, "the word on top:\n\(frame.text)")
        #expect(opened.contains { $0.contains("1. to eat") })
        #expect(screen.header.status == "sentence 1/2" && screen.selectedSentence == "私はキャビアを食べた。")
        let cursorInView = opened.contains { $0.hasPrefix(">") }
        _ = screen.handle(.character("j"), layout: layout)
        #expect(screen.selectedSentence == (cursorInView ? "毎日食べます。" : "私はキャビアを食べた。"))
        let selected = try #require(screen.selectedSentence)
        #expect(rows().first { $0.hasPrefix(">") }?.contains(selected) == true, "the cursor's sentence in view:\n\(rows().joined(separator: "\n"))")
        _ = screen.handle(.character("G"), layout: layout)
        #expect(rows().first { $0.hasPrefix(">") }?.contains("食  eat, food") == true && screen.header.status == "1/1")
        #expect(rows().contains { $0.contains("毎日食べます。") })
        _ = screen.handle(.character("g"), layout: layout)
        let top = rows()
        #expect(top.contains { $0.contains("食べる  たべる") })
        let sense = try #require(top.firstIndex { $0.contains("1. to eat") })
        let sentence = try #require(top.firstIndex { $0.contains("私はキャビアを食べた。") })
        #expect(sense < sentence && top[sentence].hasPrefix(">") && top[sentence + 1].contains("I ate caviar."))
        #expect(screen.header.status == "sentence 1/2" && screen.selectedSentence == "私はキャビアを食べた。")
        #expect(screen.handle(.enter, layout: layout) == .open(.sentence("私はキャビアを食べた。")))
    }

    /// A word whose senses fill the view opens on them, its first sentence (the cursor) below the
    /// view; the first ↓ brings that sentence into view rather than moving past it, as lynx does.
    @Test func theFirstStepDownBringsTheCursorBelowTheOpenedPageIntoView() throws {
        let senses = (1...8).map { WordSummary.Line(text: "   \($0). a sense", style: .normal) }
        let summary = [WordSummary.Line(text: "語  ご", style: .bold)] + senses + [
            WordSummary.Line(text: "   語る。", style: .normal, sentence: 0),
            WordSummary.Line(text: "     To tell.", style: .dim, sentence: 0),
            WordSummary.Line(text: "   語です。", style: .normal, sentence: 1),
            WordSummary.Line(text: "     It is a word.", style: .dim, sentence: 1),
        ]
        var screen = WordScreen(word: "語", items: KanjiRows(store.kanji(ofWord: "日")), summary: summary)
        func rows() -> [String] { drawn(screen, width: 40, height: 12).text.split(separator: "\n").map(String.init) }
        #expect(rows().contains { $0.contains("語  ご") } && !rows().contains { $0.hasPrefix(">") })
        _ = screen.handle(.down, layout: Layout(width: 40, height: 12))
        #expect(screen.selectedSentence == "語る。" && rows().first { $0.hasPrefix(">") }?.contains("語る。") == true)
        #expect(!rows().contains { $0.contains("語  ご") })
        _ = screen.handle(.down, layout: Layout(width: 40, height: 12))
        #expect(screen.selectedSentence == "語です。" && rows().first { $0.hasPrefix(">") }?.contains("語です。") == true)
        _ = screen.handle(.character("g"), layout: Layout(width: 40, height: 12))  // the top again, as in less
        #expect(rows().contains { $0.contains("語  ご") } && screen.selectedSentence == "語る。")
        // Enter on the cursor out of view shows it rather than opening a sentence unseen; the next opens it.
        #expect(screen.handle(.enter, layout: Layout(width: 40, height: 12)) == .handled)
        #expect(rows().first { $0.hasPrefix(">") }?.contains("語る。") == true)
        #expect(screen.handle(.enter, layout: Layout(width: 40, height: 12)) == .open(.sentence("語る。")))
    }

    /// Japanese is broken between characters, never inside one; English at spaces; the word's
    /// highlight follows its characters onto the row they are on.
    @Test func aLongSentenceWrapsBetweenWideCharacters() {
        let pieces = TextWidth.wrapped("私はキャビアを食べた。", width: 9)
        #expect(pieces == ["私はキャ", "ビアを食", "べた。"] && pieces.allSatisfy { TextWidth.of($0) <= 9 })
        #expect(TextWidth.wrapped("to live off; to subsist on", width: 12) == ["to live off;", "to subsist", "on"])
        let line = WordSummary.Line(text: "   私はキャビアを食べた。", style: .normal, highlight: 10..<12, sentence: 0)
        let page = WordPage(summary: [line], kanjiCount: 1, sentenceCount: 1, width: 15)
        #expect(page.rows.map(\.text) == ["   私はキャビ", "   アを食べた", "   。", "", ""])
        #expect(page.rows.map(\.highlight) == [nil, 5..<7, nil, nil, nil])
        #expect(page.rows.map(\.position) == [0, 0, 0, nil, 1])
        #expect(page.firstRow(showing: 1, height: 3) == 2 && page.firstRow(showing: 0, height: 3) == 0)
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
        for key in [Key.up, .up, .enter] { _ = coordinator.handle(key, layout: layout) }
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
        var screen = try wordScreen("食べる")
        _ = screen.handle(.character("G"), layout: Layout(width: 80, height: 24))  // the cursor off the sentences
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
