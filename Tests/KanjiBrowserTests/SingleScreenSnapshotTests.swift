import KanjiDictionary
import Testing
@testable import KanjiBrowser
@testable import LearnerData

/// Each screen drawn alone by its renderer at fixed sizes, with no app around it: what a change
/// to one renderer does shows here, and nowhere else.
@Suite struct SingleScreenSnapshotTests {
    let store: KanjiStore

    init() throws {
        store = try SampleDictionary.store()
    }

    func drawn(_ screen: some ScreenContent, width: Int, height: Int, marks: SubjectMarks = []) -> Frame {
        var frame = Frame(width: width, height: height)
        screen.draw(into: &frame, layout: Layout(width: width, height: height), marks: marks)
        return frame
    }

    func detail(of character: Character) throws -> KanjiDetailScreen {
        let kanji = try #require(store.kanji(for: character))
        return KanjiDetailScreen(kanji: kanji, words: store.words(containing: character))
    }

    @Test(arguments: [(40, 12), (80, 24)])
    func kanjiDetails(width: Int, height: Int) throws {
        assertSnapshot(drawn(try detail(of: "日"), width: width, height: height).text,
                       named: "screen-detail-\(width)x\(height)")
    }

    @Test func kanjiDetailsScrolledToTheLastWord() throws {
        var screen = try detail(of: "日")
        let layout = Layout(width: 40, height: 10)
        #expect(screen.handle(.end, layout: layout) == .handled)
        let text = drawn(screen, width: 40, height: 10).text
        #expect(text.contains(">  本日"))
        assertSnapshot(text, named: "screen-detail-last-40x10")
    }

    @Test func aWordsKanji() {
        let screen = WordScreen(word: "日曜日", items: KanjiRows(store.kanji(ofWord: "日曜日")))
        assertSnapshot(drawn(screen, width: 40, height: 10).text, named: "screen-word-40x10")
    }

    @Test func theAllList() {
        let screen = KanjiListScreen(order: .frequency, described: "by frequency", items: KanjiRows(store: store, indices: Array(0..<store.kanjiCount)))
        assertSnapshot(drawn(screen, width: 50, height: 10).text, named: "screen-all-50x10")
    }

    @Test func strokeOrderStepsWithS() throws {
        var kanji = try #require(store.kanji(for: "日"))
        kanji.strokePaths = StrokeSamples.day
        var screen = KanjiDetailScreen(kanji: kanji, words: store.words(containing: "日"))
        let layout = Layout(width: 80, height: 24)
        assertSnapshot(drawn(screen, width: 80, height: 24).text, named: "screen-detail-strokes-80x24")
        #expect(screen.handle(.character("s"), layout: layout) == .handled && screen.strokeStep == 1)
        let first = drawn(screen, width: 80, height: 24)
        assertSnapshot(first.text, named: "screen-detail-stroke-1-80x24")
        #expect(first.text.contains("stroke 1/4"))
        #expect(screen.handle(.character(","), layout: layout) == .handled && screen.strokeStep == 4)
        #expect(screen.handle(.character("S"), layout: layout) == .ignored, "S is Study's")
        #expect(screen.handle(.character("."), layout: layout) == .handled && screen.strokeStep == 1)
        #expect(screen.handle(.character(","), layout: layout) == .handled && screen.strokeStep == 4)
        #expect(screen.handle(.character("s"), layout: layout) == .handled && screen.strokeStep == 1)
        // Too narrow for the panel: the fields keep the width, no strokes drawn.
        #expect(!drawn(screen, width: 50, height: 24).text.contains("stroke 1/4"))
    }

    /// At 40x12 every part of a kanji's details is reached: what gave way to the words is on the
    /// page above the first word (↑), its values whole and the stroke order among it; the stroke
    /// keys are offered only where the strokes show, and Enter there goes back to the words.
    @Test func everyPartOfTheDetailsIsReachedAt40x12() throws {
        var kanji = try #require(store.kanji(for: "日"))
        kanji.strokePaths = StrokeSamples.day
        var screen = KanjiDetailScreen(kanji: kanji, words: store.words(containing: "日"))
        let layout = Layout(width: 40, height: 12)
        let offersStrokes = { (screen: KanjiDetailScreen) in
            screen.footerKeymaps(layout: layout).flatMap(\.bindings).contains { $0.footer == "s/, stroke" }
        }
        let opened = drawn(screen, width: 40, height: 12).text
        #expect(opened.contains("↑ more") && !opened.contains("stroke 4/4") && !offersStrokes(screen), "\(opened)")
        #expect(screen.handle(.up, layout: layout) == .handled)
        let end = drawn(screen, width: 40, height: 12).text
        assertSnapshot(end, named: "screen-detail-page-end-40x12")
        #expect(end.contains("stroke 4/4") && offersStrokes(screen) && screen.header.status == "all details")
        var seen = end
        for _ in 0..<20 {
            _ = screen.handle(.up, layout: layout)
            seen += drawn(screen, width: 40, height: 12).text
        }
        for part in [" Meanings ", "counter for", "days", " On ", " Kun ", " Nanori ", "あき", " Strokes ", "radical 72", " Level ", "frequency #1"] {
            #expect(seen.contains(part), "\(part)")
        }
        let top = drawn(screen, width: 40, height: 12).text
        assertSnapshot(top, named: "screen-detail-page-top-40x12")
        #expect(!offersStrokes(screen), "the strokes are below the view")
        #expect(screen.handle(.character("s"), layout: layout) == .handled && screen.strokeStep == 1)
        #expect(drawn(screen, width: 40, height: 12).text.contains("stroke 1/4") && offersStrokes(screen), "s shows what it steps")
        for _ in 0..<20 where screen.detailsTop != nil { _ = screen.handle(.down, layout: layout) }
        #expect(screen.detailsTop == nil && drawn(screen, width: 40, height: 12).text.contains(">* 日本"), "↓ past the page's end: the words")
        #expect(screen.handle(.pageUp, layout: layout) == .handled && screen.detailsTop != nil)
        #expect(screen.handle(.enter, layout: layout) == .handled && screen.detailsTop == nil, "Enter goes back to the words first")
        #expect(screen.handle(.enter, layout: layout) == .open(.word("日本")))
    }

    /// Where every field and the stroke order fit beside the words, nothing is above the first word.
    @Test func atFullSizeNothingIsAboveTheFirstWord() throws {
        var kanji = try #require(store.kanji(for: "日"))
        kanji.strokePaths = StrokeSamples.day
        var screen = KanjiDetailScreen(kanji: kanji, words: store.words(containing: "日"))
        let layout = Layout(width: 80, height: 24)
        #expect(screen.handle(.up, layout: layout) == .handled && screen.detailsTop == nil)
        #expect(screen.footerKeymaps(layout: layout).flatMap(\.bindings).contains { $0.footer == "s/, stroke" })
        #expect(!drawn(screen, width: 80, height: 24).text.contains("↑ more"))
    }

    @Test func aKanjiWithoutStrokesLeavesSToTheOthers() throws {
        var screen = try detail(of: "日")
        #expect(screen.handle(.character("s"), layout: Layout(width: 80, height: 24)) == .ignored)
    }

    @Test func keysTheScreenHasNoBindingForAreLeftToTheNavigation() throws {
        var screen = try detail(of: "日")
        let layout = Layout(width: 40, height: 10)
        #expect(screen.handle(.character("a"), layout: layout) == .ignored)
        #expect(screen.handle(.left, layout: layout) == .ignored)
        #expect(screen.handle(.enter, layout: layout) == .open(.word("日本")))
    }
}
