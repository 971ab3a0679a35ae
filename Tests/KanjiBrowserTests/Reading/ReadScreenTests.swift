import Foundation
import KanjiDictionary
import TestSupport
import Testing
@testable import KanjiBrowser

/// The Read screen on the bundled dictionary with MeCab: moving word by word and line by line,
/// the cut made shorter and longer, a paste, opening a word, and the screen drawn at 40x12 and
/// 80x24 with the highlighted word at the end of a wrapped line.
@Suite struct ReadScreenTests {
    static let store = BundledDictionary.store
    static let text = "きのう友達と映画を見に行きました。とても面白かったです。\n日本語を勉強しています。Tomは1,000円を払った。"

    /// A page with `text` (from a file, or pasted or typed when `source` is nil), its lexicon
    /// made (waited for, at most five minutes: the lexicon of all of JMdict took over a minute
    /// when four test processes shared the two cores).
    func page(_ text: String = ReadScreenTests.text, source: String? = "page.txt") throws -> ReadScreen {
        let store = try Self.store.get()
        let build = ReadingBuild(store: store)
        #expect(Polling.until(seconds: 300) { build.isReady }, "the segmenter was not made within 300 s")
        var screen = ReadScreen(build: build, store: store, text: text, source: source)
        _ = screen.refresh()
        return screen
    }

    private func word(_ screen: ReadScreen) -> String? { screen.currentSegment?.text }

    @Test func arrowsAndHLWBMoveWordByWordSkippingPunctuation() throws {
        var screen = try page()
        let layout = Layout(width: 80, height: 24)
        #expect(word(screen) == "きのう")
        for key in [Key.right, .character("l"), .character("w")] { _ = screen.handle(key, layout: layout) }
        #expect(word(screen) == "映画")
        for _ in 0..<4 { _ = screen.handle(.right, layout: layout) }
        #expect(word(screen) == "行きました")
        _ = screen.handle(.right, layout: layout)
        #expect(word(screen) == "とても")
        for key in [Key.left, .character("h"), .character("b")] { _ = screen.handle(key, layout: layout) }
        #expect(word(screen) == "見")
        #expect(screen.currentSegment?.inflection == [])
        #expect(screen.header.status == "word 6 of 19")  // 1,000円 is one word (せんえん)
    }

    @Test func upAndDownMoveLineByLine() throws {
        var screen = try page()
        let layout = Layout(width: 80, height: 24)
        _ = screen.handle(.down, layout: layout)
        #expect(word(screen) == "日本語")
        _ = screen.handle(.character("k"), layout: layout)
        #expect(word(screen) == "きのう")
    }

    /// ↓ from the end of a long line onto a shorter one lands on its word nearest the column, never
    /// on its 。 (which highlighted the 。 and made the header say "word 0 of N").
    @Test func downOntoAShorterLineLandsOnAWordNotItsPunctuation() throws {
        var screen = try page("きのう友達と映画を見に行きました。\n本。", source: "short.txt")
        let layout = Layout(width: 80, height: 24)
        for _ in 0..<7 { _ = screen.handle(.right, layout: layout) }
        #expect(word(screen) == "行きました")
        _ = screen.handle(.down, layout: layout)
        #expect(word(screen) == "本")
        #expect(screen.header.status.hasPrefix("word 9 of 9"), "\(screen.header.status)")
    }

    @Test func enterOpensTheDictionaryWord() throws {
        var screen = try page()
        let layout = Layout(width: 80, height: 24)
        for _ in 0..<7 { _ = screen.handle(.right, layout: layout) }
        #expect(word(screen) == "行きました")
        #expect(screen.currentSegment?.inflection == ["polite", "past"])
        #expect(screen.handle(.enter, layout: layout) == .open(.word("行く")))
        #expect(screen.markableUnderCursor == .word("行く"))
    }

    @Test func bracketsMakeTheWordShorterAndLonger() throws {
        var screen = try page("日本語を勉強")
        let layout = Layout(width: 80, height: 24)
        #expect(word(screen) == "日本語")
        _ = screen.handle(.character("["), layout: layout)
        #expect(word(screen) == "日本")
        #expect(screen.segments?.map(\.text) == ["日本", "語", "を", "勉強"])
        _ = screen.handle(.character("]"), layout: layout)
        _ = screen.handle(.character("]"), layout: layout)
        #expect(word(screen) == "日本語を")
        #expect(screen.segments?.map(\.text).joined() == "日本語を勉強")
        var single = try page("日")
        #expect(single.handle(.character("["), layout: layout) == .notice("A word needs a character"))
    }

    /// `]` takes in the next character, but never a sentence's end or a line break.
    @Test(arguments: ["日本。試験", "日本\n試験", "日本！試験"])
    func theWordStopsAtTheSentencesEnd(text: String) throws {
        var screen = try page(text)
        let layout = Layout(width: 80, height: 24)
        #expect(word(screen) == "日本")
        let before = screen.segments
        #expect(screen.handle(.character("]"), layout: layout) == .notice("A word stops at the end of a sentence or a line"))
        #expect(screen.segments == before)
    }

    @Test func aPasteFillsAnEmptyPageAndEscGoesBack() throws {
        var screen = try page("", source: nil)
        let layout = Layout(width: 80, height: 24)
        #expect(screen.header.status == "paste or type Japanese text")
        #expect(screen.handle(.enter, layout: layout) == .notice("Paste some Japanese text first"))
        #expect(screen.handle(.escape, layout: layout) == .ignored)
        #expect(screen.handle(.paste("食べさせられた"), layout: layout) == .handled)
        #expect(screen.currentSegment?.inflection == ["causative", "passive", "past"])
        #expect(screen.handle(.escape, layout: layout) == .ignored)
        // The entry shows the inflection as its chain of real forms.
        let chain = "食べさせられた ‹ 食べさせられる ‹ 食べさせる ‹ 食べる (causative, passive, past)"
        #expect(screen.currentSegment?.inflectionText == chain)
        #expect(snapshot(screen, width: 80, height: 24).contains(chain), "the chain on a line of its own at 80 columns")
    }

    /// A pasted page holds what a file's does (8 MB), and says when a paste or a key was cut.
    @Test func aPastedPageHoldsAtMostAFilesText() throws {
        var screen = ReadScreen(build: .never, store: try Self.store.get(), text: String(repeating: "a", count: (8 << 20) - 2))
        let layout = Layout(width: 80, height: 24)
        let cut = ScreenResponse.notice("A page holds at most 8 MB of text: the rest was left out")
        #expect(screen.handle(.paste("bb日本"), layout: layout) == cut)
        #expect(screen.scalars.count == 8 << 20)
        #expect(screen.handle(.character("語"), layout: layout) == cut)
        #expect(screen.handle(.backspace, layout: layout) == .handled)
        #expect(screen.handle(.paste("c"), layout: layout) == .handled)
        #expect(screen.scalars.last == "c")
    }

    @Test func japaneseTypedWithAnInputMethodGoesIntoThePage() throws {
        var screen = try page("", source: nil)
        let layout = Layout(width: 80, height: 24)
        for character in "食べた" { #expect(screen.handle(.character(character), layout: layout) == .handled) }
        #expect(word(screen) == "食べた")
        #expect(screen.currentSegment?.inflection == ["past"])
        // Once there is text, Latin letters are the page's keys, and Japanese still goes in.
        #expect(screen.handle(.character("h"), layout: layout) == .handled)
        #expect(screen.handle(.character("い"), layout: layout) == .handled)
        #expect(screen.segments?.map(\.text).joined() == "食べたい")
        // Backspace takes a character back; on the empty page it goes back (the navigation's).
        for _ in 0..<4 { #expect(screen.handle(.backspace, layout: layout) == .handled) }
        #expect(screen.scalars.isEmpty)
        #expect(screen.handle(.backspace, layout: layout) == .ignored)
        #expect(screen.footerKeymaps.flatMap(\.bindings).contains { $0.keyNames == "Esc Backspace" })
    }

    @Test func aFilesPageGoesBackWithBackspace() throws {
        var screen = try page()
        #expect(screen.handle(.backspace, layout: Layout(width: 80, height: 24)) == .ignored)
        #expect(screen.scalars.count == ReadScreenTests.text.unicodeScalars.count)
    }

    @Test func aKeyTheEmptyPageCannotUseSaysWhatItTakes() throws {
        var screen = try page("", source: nil)
        let layout = Layout(width: 80, height: 24)
        #expect(screen.handle(.character("x"), layout: layout) == .notice(ReadScreen.emptyPageHint))
        #expect(screen.handle(.character("l"), layout: layout) == .handled)
        // The browser's own keys (quit, help, a way to another screen) still reach it.
        #expect(screen.handle(.character("q"), layout: layout) == .ignored)
        #expect(screen.handle(.character("?"), layout: layout) == .ignored)
        #expect(screen.handle(.character("m"), layout: layout) == .ignored)
        #expect(screen.scalars.isEmpty)
    }

    @Test(arguments: [8, 13, 20, 40, 80])
    func aWordThatFitsOnARowIsNeverCut(width: Int) throws {
        let text = "今日は友達と一緒に新しい映画を見に行きました。とても面白かったです。「日本語を勉強しています。」"
        let segments = try #require(try page(text).segments)
        let lines = ReadLayout(segments: segments, width: width)
        #expect(lines.rows.map { $0.map(\.text).joined() }.joined() == text)
        for (index, segment) in segments.enumerated() where TextWidth.of(segment.text) <= width {
            let rows = Set(lines.rows.indices.filter { row in lines.rows[row].contains { $0.segment == index } })
            #expect(rows.count == 1, "\(segment.text) cut at width \(width)")
        }
        // Closing punctuation never starts a row, opening punctuation never ends one.
        for row in lines.rows.dropFirst() {
            #expect(!(row.first.map { "。」、".contains($0.text) } ?? false), "a row starts with \(row.first?.text ?? "")")
        }
        for row in lines.rows.dropLast() {
            #expect(row.last?.text != "「", "a row ends with 「")
        }
    }

    /// Tab, Shift-Tab and 1–9 go through the words the text at the cursor may be; the word chosen
    /// is what Enter opens, m marks and S studies, and the entry shown.
    @Test func tabAndNumbersChooseAmongTheWordsTheTextMayBe() throws {
        var screen = try page()
        let layout = Layout(width: 80, height: 24)
        for _ in 0..<7 { _ = screen.handle(.right, layout: layout) }
        #expect(word(screen) == "行きました")
        let store = try Self.store.get()
        let words = screen.candidates.map { $0.word.map { store.word(at: $0).word } }
        #expect(words.first == "行く")
        let noun = try #require(words.firstIndex(of: "行き"), "\(words)")
        #expect(screen.keymap.command(for: .tab) == .nextCandidate)
        for _ in 0..<noun { #expect(screen.handle(.tab, layout: layout) == .handled) }
        #expect(screen.chosen == noun)
        // 行き is shorter than the text: the rest, ました, is cut again after it.
        #expect(word(screen) == "行き")
        #expect(screen.segments?.map(\.text).joined() == ReadScreenTests.text)
        #expect(screen.handle(.enter, layout: layout) == .open(.word("行き")))
        #expect(screen.markableUnderCursor == .word("行き"))
        #expect(snapshot(screen, width: 80, height: 24).contains("行き【いき】"))
        // Shift-Tab goes back; 1 picks the first, the segmenter's, again.
        _ = screen.handle(.backTab, layout: layout)
        #expect(screen.chosen == noun - 1)
        #expect(screen.handle(.character("1"), layout: layout) == .handled)
        #expect(word(screen) == "行きました")
        #expect(screen.handle(.enter, layout: layout) == .open(.word("行く")))
        #expect(screen.handle(.character("9"), layout: layout) == .handled || screen.candidates.count < 9)
    }

    /// A longer candidate takes the text after the word in; the words S studies follow the choice.
    @Test func aLongerCandidateIsTheWordTheRestFollows() throws {
        var screen = try page("日本語を勉強")
        let layout = Layout(width: 80, height: 24)
        let store = try Self.store.get()
        let shorter = try #require(screen.candidates.firstIndex { $0.word.map { store.word(at: $0).word } == "日本" })
        _ = screen.handle(.character(Character(String(shorter + 1))), layout: layout)
        #expect(screen.segments?.map(\.text) == ["日本", "語", "を", "勉強"])
        #expect(screen.candidates.first?.text == "日本語", "the list stays the one for this place")
        _ = screen.handle(.character("1"), layout: layout)
        #expect(screen.segments?.map(\.text) == ["日本語", "を", "勉強"])
        // Moving on and back finds the list again, the word as cut first.
        _ = screen.handle(.right, layout: layout)
        _ = screen.handle(.left, layout: layout)
        #expect(screen.chosen == 0)
        #expect(screen.candidates.first?.text == "日本語")
    }

    /// The line of candidates at both sizes: the chosen one highlighted and in view, the others
    /// beside it as far as they fit; a page where the text may be one word only has no such line
    /// and offers no Tab.
    @Test(arguments: [(40, 12), (80, 24)])
    func theCandidatesLineShowsTheChosenOne(width: Int, height: Int) throws {
        var screen = try page()
        let layout = Layout(width: width, height: height)
        for _ in 0..<7 { _ = screen.handle(.right, layout: layout) }
        let last = screen.candidates.count
        #expect(last > 2)
        _ = screen.handle(.backTab, layout: layout)
        #expect(screen.chosen == last - 1)
        let drawn = snapshot(screen, width: width, height: height)
        let label = ReadRenderer.candidateLabel(screen.candidates[last - 1], number: last, store: try Self.store.get())

        #expect(drawn.contains(String(label.prefix(width / 2))), "\(drawn)")
        #expect(drawn.contains("highlighted: "), "\(drawn)")
        let store = try Self.store.get()
        let labels = screen.candidates.enumerated().map { ReadRenderer.candidateLabel($0.element, number: $0.offset + 1, store: store) }
        if labels.reduce(0, { $0 + TextWidth.of($1) + 2 }) > width {
            #expect(drawn.contains("‹ "), "the earlier candidates are out of view at the left")
        }
        var single = try page("Tom")
        #expect(single.candidates.isEmpty)
        #expect(single.keymap.command(for: .tab) == nil)
        #expect(single.handle(.character("2"), layout: layout) == .ignored)
    }

    /// A name (MeCab's proper noun, JMnedict's entry) shows its reading and its types, never "no
    /// dictionary word".
    @Test func aNameShowsItsReadingAndTypes() throws {
        var screen = try page("田中さんは背が高い。")
        #expect(word(screen) == "田中")
        #expect(screen.currentEntry?.nameTypes == ["p", "s", "f"])
        #expect(screen.currentSegment?.reading == "たなか")
        let drawn = snapshot(screen, width: 40, height: 12)
        #expect(drawn.contains("田中 【たなか】") && drawn.contains("name: place, surname"), "\(drawn)")
        _ = screen.handle(.right, layout: Layout(width: 40, height: 12))
        _ = screen.handle(.left, layout: Layout(width: 40, height: 12))
        let wide = snapshot(screen, width: 80, height: 24)
        #expect(wide.contains("田中 【たなか】") && wide.contains("name: place, surname, female given name") && !wide.contains("no dictionary word"))
    }

    /// A key typed onto a long pasted page cuts its last sentence again, not the page: none of it
    /// goes back to being read (before, every key cut the whole page again, and the header said
    /// "so far, reading" for seconds at 1 MB); the words are those of the new text cut whole.
    @Test func aKeyTypedOnALongPageCutsOnlyItsEnd() throws {
        let long = (0..<200).map { "\($0)行目：きのう友達と映画を見に行きました。とても面白かったです。" }.joined(separator: "\n")
        var screen = try page("", source: nil)
        let layout = Layout(width: 80, height: 24)
        _ = screen.handle(.paste(long), layout: layout)
        let deadline = Date().addingTimeInterval(120)
        while screen.unread > 0, Date() < deadline {
            if !screen.refresh() { Thread.sleep(forTimeInterval: 0.01) }
        }
        #expect(screen.unread == 0)
        let before = try #require(screen.segments)
        for key in [Key.character("日"), .character("本"), .backspace, .character("本"), .paste("語を")] {
            _ = screen.handle(key, layout: layout)
            #expect(screen.unread == 0, "\(key) sent the page back to be read")
            #expect(!screen.header.status.contains("so far"))
        }
        let text = long + "日本語を"
        let whole = screen.build.withSegmenter { $0.segments(of: text) }
        #expect(screen.segments == whole)
        // The words before the last line are the very ones kept.
        let lastLine = text.unicodeScalars.count - "199行目：きのう友達と映画を見に行きました。とても面白かったです。日本語を".unicodeScalars.count
        #expect(screen.segments?.prefix { $0.range.upperBound <= lastLine } == before.prefix { $0.range.upperBound <= lastLine })
    }

    /// The entry's heading shows a content word's pitch accent and none on a particle, which has
    /// no accent of its own (は, を, に follow the word before them).
    @Test func particlesShowNoAccentContentWordsDo() throws {
        var screen = try page("雨は花に水をやる。", source: "rain.txt")
        let layout = Layout(width: 80, height: 24)
        var headings: [String: String] = [:]
        for _ in 0..<6 {
            var frame = Frame(width: 80, height: 24)
            screen.draw(into: &frame, layout: layout, marks: [])
            let lines = frame.text.split(separator: "\n", omittingEmptySubsequences: false)
            let rule = try #require(lines.firstIndex { $0.hasPrefix("──") })
            // The entry's heading: after the rule and the line of candidates, where there is one.
            let heading = lines[(rule + 1)...].first { !$0.hasPrefix("1 ") }
            headings[word(screen) ?? ""] = heading.map { String($0).trimmingCharacters(in: .whitespaces) }
            _ = screen.handle(.right, layout: layout)
        }
        #expect(headings["雨"]?.contains("【あ＼め atamadaka】") == true, "\(headings)")
        #expect(headings["花"]?.contains("【はな＼ odaka】") == true, "\(headings)")
        for particle in ["は", "に", "を"] {
            #expect(headings[particle].map { $0.hasPrefix(particle) && !$0.contains("【") } == true, "\(particle): \(headings)")
        }
    }

    /// The heading gives the entry's reading the text has (十分 "ten minutes" has じっぷん first, and
    /// the text is read じゅっぷん), so that at 40x12 it is not a "read" line below the fold.
    @Test func theHeadingGivesTheReadingOfTheText() throws {
        var screen = try page("飛行機は十分後に着く。", source: "plane.txt")
        let layout = Layout(width: 40, height: 12)
        for _ in 0..<8 where word(screen) != "十分" { _ = screen.handle(.right, layout: layout) }
        #expect(word(screen) == "十分" && screen.currentSegment?.reading == "じゅっぷん")
        let entry = try #require(screen.currentEntry)
        #expect(entry.readings.first != "じゅっぷん" && entry.readings.contains("じゅっぷん"), "\(entry.readings)")
        var frame = Frame(width: 40, height: 12)
        screen.draw(into: &frame, layout: layout, marks: [])
        let lines = frame.text.split(separator: "\n").map { $0.replacingOccurrences(of: "＼", with: "") }
        let rule = try #require(lines.firstIndex { $0.hasPrefix("──") })
        let heading = try #require(lines[(rule + 1)...].first { !$0.hasPrefix("1 ") })
        #expect(heading.contains("【じゅっぷん"), "\(frame.text)")
        #expect(!lines.contains { $0.hasPrefix("read ") }, "\(frame.text)")
    }

    /// The frame's text, then which cells are highlighted: styles are not in the text.
    private func snapshot(_ screen: ReadScreen, width: Int, height: Int) -> String {
        var frame = Frame(width: width, height: height)
        screen.draw(into: &frame, layout: Layout(width: width, height: height), marks: [])
        var highlighted: [String] = []
        for row in 0..<height {
            let cells = frame.runs(row: row).filter { $0.style == .selected }
            highlighted += cells.map { "row \(row): \($0.text)" }
        }
        return frame.text + "\nhighlighted: " + highlighted.joined(separator: ", ")
    }

    @Test(arguments: [(40, 12), (80, 24)])
    func theHighlightedWordAtTheEndOfAWrappedLine(width: Int, height: Int) throws {
        let text = "今日は友達と一緒に新しい映画を見に行きました。とても面白かったです。毎晩、図書館で日本語の教科書を読んでいます。"
        var screen = try page(text)
        let layout = Layout(width: width, height: height)
        let segments = try #require(screen.segments)
        let lines = ReadLayout(segments: segments, width: width)
        // The last word (before any punctuation) of the first row that wraps after a word of
        // more than one character.
        func lastWord(_ row: [ReadLayout.Cell]) -> Int? { row.last { ReadScreen.isWord(segments[$0.segment]) }?.segment }
        let target = try #require(lines.rows.dropLast().lazy.compactMap(lastWord).first { segments[$0].text.unicodeScalars.count > 1 })
        while screen.current < target { _ = screen.handle(.right, layout: layout) }
        #expect(screen.current == target)
        assertSnapshot(snapshot(screen, width: width, height: height), named: "screen-read-\(width)x\(height)")
    }
}
