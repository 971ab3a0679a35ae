import TestSupport
import Foundation
import KanjiDictionary
import StateMachineKit
import Testing
@testable import KanjiBrowser

/// The search screen through the app, without a terminal: typing, results, opening, coming back.
@Suite struct SearchScreenTests {
    let app: BrowserApp
    let recorder = TransitionRecorder()

    init() throws {
        let store = try SampleDictionary.store()
        app = BrowserApp(configuration: BrowserConfiguration(dictionaryPath: "sample.json", dictionaryKind: "bundled"),
                         log: nil, load: { _ in store })
        app.waitUntilLoaded()
        app.navigation?.machine.addObserver(recorder)
        app.resize(width: 60, height: 14)
    }

    func press(_ keys: Key...) {
        for key in keys { _ = app.handle(key) }
    }

    func type(_ text: String) {
        for character in text { _ = app.handle(.character(character)) }
    }

    var search: SearchScreen? {
        if case .search(let search) = app.navigation?.stack.top { return search }
        return nil
    }

    /// Waits for the index, which is built on its own thread, and lets the screen search again.
    func waitForIndex() {
        #expect(Polling.until { search?.indexBuild.index != nil }, "the index was not built within 60 s")
        _ = app.idle()
    }

    @Test func slashOpensTheSearchAndLettersAreTypedNotCommands() throws {
        press(.character("/"))
        #expect(app.navigation?.machine.currentState == .search)
        waitForIndex()
        type("qha")
        #expect(search?.query == "qha", "q, h and a are typed into the query, not quit, back and all")
        #expect(app.exitStatus == nil)
        press(.control("u"))
        #expect(search?.query == "")
    }

    @Test func romajiFindsTheWordAndBackComesToTheSameQueryAndCursor() throws {
        press(.character("/"))
        waitForIndex()
        type("nihon")
        let frame = app.frame(width: 60, height: 14).text
        #expect(frame.contains("日本"), "\(frame)")
        #expect(frame.contains("にほん (from romaji)"))
        let before = try #require(search)
        var target = before
        while case .word(let word, _, _)? = target.row(at: target.cursor.index), word.word != "日本" {
            press(.down)
            target = try #require(search)
        }
        press(.enter)
        #expect(app.navigation?.machine.currentState == .list)
        #expect(app.navigation?.stack.top.title == "日本")
        press(.escape)
        #expect(search?.query == "nihon")
        #expect(search?.cursor == target.cursor)
        press(.escape)
        #expect(app.navigation?.machine.currentState == .all)
        let events = recorder.attempts.map { "\($0.event ?? "-"):\($0.to ?? "-")" }
        #expect(events == ["search:Search", "query:Search", "open:List", "back:Search", "query:Search", "back:All"])
    }

    @Test func editingKeysWorkInTheMiddleOfTheQuery() throws {
        press(.character("/"))
        waitForIndex()
        type("to eat")
        press(.left, .left, .left, .left)
        press(.control("w"))
        #expect(search?.query == " eat")
        press(.character("x"), .right, .backspace)
        #expect(search?.query == "xeat")
        press(.home)
        #expect(search?.field.caret == 0)
    }

    /// A sentence pasted into the search is no word written so: ^R reads it word by word, and
    /// back returns to the search as it was; with no query ^R opens the Read screen to type in.
    @Test func controlRReadsTheQueryAsASentence() throws {
        press(.character("/"))
        waitForIndex()
        #expect(app.frame(width: 80, height: 14).text.contains("^R read"))
        type("日本語を食べた")
        press(.control("r"))
        guard case .read(let read)? = app.navigation?.stack.top else {
            Issue.record("^R did not open the Read screen: \(String(describing: app.navigation?.stack.top.title))")
            return
        }
        #expect(read.title == "Read 日本語を食べた")
        #expect(String(String.UnicodeScalarView(read.scalars)) == "日本語を食べた")
        #expect(recorder.attempts.last?.to == "Read")
        // Esc typed before the page is cut into words would wait for it (BrowserApp keeps it).
        #expect(Polling.until { _ = app.idle(); return app.navigation?.stack.top.content.keysMustWait == false }, "the page was not cut within 60 s")
        press(.escape)
        #expect(search?.query == "日本語を食べた")
        press(.control("u"), .control("r"))
        guard case .read(let empty)? = app.navigation?.stack.top else {
            Issue.record("^R with no query did not open the Read screen")
            return
        }
        #expect(empty.title == "Read" && empty.scalars.isEmpty)
    }

    @Test func aBadFilterSaysWhichPart() throws {
        press(.character("/"))
        waitForIndex()
        type("s:abc")
        guard case .invalid(let error)? = search?.outcome else {
            Issue.record("s:abc was accepted")
            return
        }
        #expect(error.part == "s:abc")
        #expect(app.frame(width: 60, height: 14).text.contains("s:abc"))
    }

    @Test func theSearchIsAValidMoveFromEveryScreenAndLeadsToEach() throws {
        let machine = try #require(app.navigation?.machine)
        #expect(machine.canEnterState(.search))  // from All
        press(.enter)
        #expect(machine.canEnterState(.search))  // from Detail
        press(.enter)
        #expect(machine.canEnterState(.search))  // from List
        press(.character("/"))
        #expect(machine.canEnterState(.detail) && machine.canEnterState(.list)
                && machine.canEnterState(.all))
    }

    /// A paste longer than a query may be stops at the limit, saying so; what is shown keeps the
    /// caret in view and is the same as the whole text's slice a field shows.
    @Test func aLongPasteStopsAtTheLimitWithANotice() throws {
        press(.character("/"))
        type(String(repeating: "nihon ", count: 2000))
        #expect(search?.query.count == SearchScreen.maximumQueryLength)
        #expect(app.navigation?.notice == "The search holds at most \(SearchScreen.maximumQueryLength) characters")
        press(.backspace)
        #expect(search?.query.count == SearchScreen.maximumQueryLength - 1)
        #expect(app.navigation?.notice == nil)
        let frame = app.frame(width: 60, height: 14)
        #expect(frame.text.contains("nihon nihon"))
        #expect(frame.cursorPosition?.column ?? 0 < 60)
    }

    /// A paste comes from the terminal as one key (bracketed paste): it goes into the query, its
    /// lines joined by spaces and its controls left out, cut at the limit with the notice.
    @Test func aPasteGoesIntoTheQuery() throws {
        press(.character("/"))
        waitForIndex()
        press(.paste("食べ\r\nた"))
        #expect(search?.query == "食べ た")
        press(.control("u"), .paste("\u{1B}nihon\u{7}"))
        #expect(search?.query == "nihon")
        #expect(app.frame(width: 60, height: 14).text.contains("日本"))
        #expect(app.navigation?.notice == nil)
        press(.paste(String(repeating: "nihon ", count: 2000)))
        #expect(search?.query.count == SearchScreen.maximumQueryLength)
        #expect(app.navigation?.notice == "The search holds at most \(SearchScreen.maximumQueryLength) characters")
    }

    /// Text pasted on a list, which takes no text, opens the search with it.
    @Test func aPasteOnAListSearchesForIt() throws {
        #expect(app.navigation?.machine.currentState == .all)
        press(.paste("日本"))
        #expect(app.navigation?.machine.currentState == .search)
        #expect(search?.query == "日本")
        press(.escape)
        #expect(app.navigation?.machine.currentState == .all)
    }

    /// The field shows the most characters before the caret that leave it a column, then as many
    /// after it as fit: checked against that rule written out for every caret place and width.
    @Test func theFieldShowsTheCaretWithTheMostTextBeforeIt() {
        var field = TextField(limit: 100)
        for character in "日本a語ｘ b漢字かな" { _ = field.insert(character) }
        let characters = Array(field.text)
        for caretPlace in 0...characters.count {
            while field.caret > caretPlace { _ = field.perform(.caretLeft) }
            while field.caret < caretPlace { _ = field.perform(.caretRight) }
            for columns in 2...24 {
                let shown = field.visible(in: columns)
                let start = (0...caretPlace).first { TextWidth.of(String(characters[$0..<caretPlace])) <= columns - 1 } ?? caretPlace
                var end = caretPlace
                while end < characters.count, TextWidth.of(String(characters[start...end])) <= columns { end += 1 }
                #expect(shown.text == String(characters[start..<end]), "caret \(caretPlace), \(columns) columns")
                #expect(shown.caretColumn == TextWidth.of(String(characters[start..<caretPlace])))
            }
        }
    }
}

/// The search screen drawn alone, at fixed sizes.
@Suite struct SearchScreenSnapshotTests {
    @Test func wideCharactersInTheQueryAndTheCaretInTheMiddle() throws {
        let index = SearchIndexBuild(store: try SampleDictionary.store())
        #expect(Polling.until { index.index != nil }, "the index was not built within 60 s")
        var screen = SearchScreen(indexBuild: index)
        let layout = Layout(width: 50, height: 12)
        for character in "日本" { _ = screen.handle(.character(character), layout: layout) }
        _ = screen.handle(.left, layout: layout)
        var frame = Frame(width: 50, height: 12)
        screen.draw(into: &frame, layout: layout, marks: [])
        #expect(frame.cursorPosition == Frame.Position(row: layout.bodyTop, column: 5), "the caret sits on 本, after 日's two columns")
        assertSnapshot(frame.text, named: "screen-search-50x12")
    }
}
