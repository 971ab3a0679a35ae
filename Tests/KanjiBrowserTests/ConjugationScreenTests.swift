import Foundation
import KanjiDictionary
import TestSupport
import Testing
@testable import KanjiBrowser

/// The conjugation table screen through the app on the bundled dictionary: `i` on a word's page,
/// Tab on a search result, `i` on the Read screen's word; the forms with their furigana and names,
/// scrolling at 40x12, and back to where it was opened.
@Suite struct ConjugationScreenTests {
    let app: BrowserApp

    init() throws {
        let store = try BundledDictionary.store.get()
        app = BrowserApp(configuration: BrowserConfiguration(dictionaryPath: BundledDictionary.path, dictionaryKind: "bundled"),
                         log: nil, load: { _ in store })
        app.waitUntilLoaded()
        app.resize(width: 40, height: 12)
    }

    /// A word's page, opened over its first kanji's details as a learner comes to it.
    func openWord(_ word: String, kanji: Character) throws {
        let store = try BundledDictionary.store.get()
        app.navigation?.open(.kanji(try #require(store.kanji(for: kanji))))
        app.navigation?.open(.word(word))
    }

    func press(_ keys: Key...) {
        for key in keys { _ = app.handle(key) }
    }

    var top: Screen? { app.navigation?.stack.top }

    /// The word under the search's cursor.
    var searchWord: String? {
        guard case .search(let search) = top, case .word(let word, _, _)? = search.row(at: search.cursor.index) else { return nil }
        return word.word
    }

    /// The Read screen's current dictionary word.
    var readWord: String? {
        if case .read(let page) = top { return page.currentEntry?.word }
        return nil
    }

    var table: ConjugationScreen? {
        if case .conjugation(let table) = top { return table }
        return nil
    }

    /// Presses g, then j until the form named `name` is under the cursor (at most every form).
    func scroll(to name: String) {
        press(.character("g"))
        for _ in 0..<100 where table?.currentForm?.name.description != name { press(.character("j")) }
    }

    @Test func iOnAVerbsPageShowsItsFormsWithFuriganaAndBackReturns() throws {
        try openWord("行く", kanji: "行")
        let page = try #require(top)
        let footer = app.frame(width: 40, height: 12).text.split(separator: "\n").last ?? ""
        #expect(footer.contains("i forms"), "\(footer)")
        press(.character("i"))
        #expect(app.navigation?.machine.currentState == .conjugation)
        scroll(to: "te-form")
        var frame = app.frame(width: 40, height: 12).text
        #expect(frame.contains("行く【いく】"), "\(frame)")
        let lines = frame.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let te = try #require(lines.firstIndex { $0.contains("行って") && $0.contains("te-form") }, "\(frame)")
        #expect(lines[te].hasPrefix(">"))
        #expect(lines[te - 1].trimmingCharacters(in: .whitespaces) == "い", "the furigana over 行: \(lines[te - 1])")
        scroll(to: "past")
        frame = app.frame(width: 40, height: 12).text
        #expect(frame.contains("行った"), "\(frame)")
        press(.escape)
        #expect(top == page)
    }

    /// The search with `query` typed, the cursor on the word `word` among its results.
    func search(_ query: String, cursorOn word: String) {
        press(.character("/"))
        // A deadline, not a duration: with all of JMdict and the names, a debug build under the
        // whole suite's load took over a minute to index them.
        let deadline = Date().addingTimeInterval(300)
        while Date() < deadline, case .search(let search) = top, search.indexBuild.index == nil { usleep(1000) }
        _ = app.idle()
        for character in query { press(.character(character)) }
        _ = app.idle()
        for _ in 0..<20 where searchWord != word { press(.down) }
        #expect(searchWord == word)
    }

    @Test func anAdjectivesTableAndANounHasNone() throws {
        search("いい", cursorOn: "いい")
        press(.enter)
        #expect(app.navigation?.machine.currentState == .list)
        press(.character("i"))
        scroll(to: "past")
        #expect(app.frame(width: 40, height: 12).text.contains("よかった"))
        press(.escape)
        try openWord("日本", kanji: "日")
        let footer = app.frame(width: 40, height: 12).text.split(separator: "\n").last ?? ""
        #expect(!footer.contains("i forms"))
        press(.character("i"))
        #expect(app.navigation?.machine.currentState == .list)
        #expect(app.frame(width: 40, height: 12).text.contains("No verb or adjective here"))
    }

    @Test func tabOnASearchResultAndIOnTheReadScreensWord() throws {
        search("食べる", cursorOn: "食べる")
        press(.tab)
        #expect(table?.word == "食べる")
        press(.escape)
        guard case .search(let back) = top else {
            Issue.record("back did not return to the search")
            return
        }
        #expect(back.query == "食べる")
        press(.escape)
        app.navigation?.open(.sentence("友達と映画を見に行きました。"))
        let reading = Date().addingTimeInterval(300)
        while Date() < reading, case .read(let page) = top, page.segments == nil {
            usleep(1000)
            _ = app.idle()
        }
        for _ in 0..<10 where readWord != "行く" { press(.character("l")) }
        press(.character("i"))
        #expect(table?.word == "行く")
        press(.escape)
        #expect(app.navigation?.machine.currentState == .read)
    }
}
