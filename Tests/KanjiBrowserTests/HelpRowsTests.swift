import KanjiDictionary
import StateMachineKit
import Foundation
import Testing
@testable import KanjiBrowser

/// The help is made from the keymap and the navigation's table: a row is drawn in full where one
/// of its keys works on the screen under the help, dimmed where none does.
@Suite struct HelpRowsTests {
    /// The help opened after `keys`, at 80x40 so every row shows.
    func help(after keys: [Key]) throws -> (app: BrowserApp, frame: Frame) {
        let app = try NavigationRulesTests.app(store: try SampleDictionary.store(), pressing: keys + [.character("?")])
        #expect(app.flow?.currentState(as: AppFlow.State.self) == .help)
        return (app, app.frame(width: 80, height: 40))
    }

    /// The style of the first cell of the row whose help text is `help`.
    func style(of help: String, in frame: Frame) throws -> TextStyle {
        let lines = frame.text.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.firstIndex { $0.hasSuffix(help) || $0.contains("  " + help + " ") || $0.contains("  " + help) },
                               "no row \(help)")
        return frame[row, 1].style
    }

    @Test func overTheAllListBackAndTheSearchsKeysAreDimmed() throws {
        let (_, frame) = try help(after: [])
        #expect(frame.text.hasPrefix(" Help · dim: not here"))
        #expect(try style(of: "back one screen", in: frame) == .dim)
        #expect(try style(of: "reload the dictionary (after an error)", in: frame) == .dim)
        #expect(try style(of: "search: move in the query", in: frame) == .dim)
        #expect(try style(of: "details: next stroke (s .), previous (,)", in: frame) == .dim)
        #expect(try style(of: "move the cursor", in: frame) == .bold)
        #expect(try style(of: "search by kanji, kana, romaji or English", in: frame) == .bold)
        // `a` is refused on the All list, but H ' c work: the row works.
        #expect(try style(of: "all a, history H, marks ', parts c, pad w, read R", in: frame) == .bold)
        #expect(try style(of: "quit", in: frame) == .bold)
    }

    @Test func overADetailsScreenBackWorks() throws {
        let (_, frame) = try help(after: [.enter])
        #expect(try style(of: "back one screen", in: frame) == .bold)
        #expect(try style(of: "bookmark the row (m), the screen (M); d: remove", in: frame) == .bold)
    }

    /// On every screen the help can open over, a row the help draws in full has a key that works
    /// there (pressed, it makes no refused move and no "Already"/"Can't" notice), and a dimmed row
    /// of the navigation's keys has none that moves.
    @Test(arguments: NavigationState.allCases.filter { $0 != .search })
    func aRowInFullIsAKeyThatWorks(state: NavigationState) throws {
        let store = try ComponentSample.store()  // the picker has components to move over
        let path = try #require(NavigationRulesTests.keys(reaching: state, store: store))
        let stack = try #require(try NavigationRulesTests.app(store: store, pressing: path).navigation?.stack)
        for binding in Keymap.browsing.flatMap(\.bindings) {
            for (key, _) in binding.keys {
                let app = try NavigationRulesTests.app(store: store, pressing: path)
                let recorder = TransitionRecorder()
                app.navigation?.machine.addObserver(recorder)
                let handled = app.navigation?.handle(key, layout: Layout(width: 80, height: 24)) ?? false
                let refused = recorder.attempts.contains { !$0.outcome.isAccepted }
                    || app.navigation?.notice.map { $0.hasPrefix("Already") || $0.hasPrefix("Can't") } == true
                if stack.works(binding), let command = binding.command(for: key), stack.command(for: key) == command,
                   stack.offers(command) {
                    #expect(handled && !refused, "\(state): \(binding.keyNames) drawn in full, \(key) does not work")
                } else if !stack.works(binding), Keymap.navigation.holds(binding) {
                    #expect(!recorder.attempts.contains { $0.outcome.isAccepted }, "\(state): \(binding.keyNames) dimmed, \(key) moved")
                }
            }
        }
    }
}

/// On a narrow terminal each description goes under its keys and wraps, so none is cut short.
@Suite struct NarrowHelpTests {
    @Test func atFortyColumnsEveryDescriptionIsShownWhole() throws {
        let app = try NavigationRulesTests.app(store: try SampleDictionary.store(), pressing: [.character("?")])
        let rows = Keymap<Command>.helpRows(works: { _ in true }, appWorks: { _ in true })
        let frame = app.frame(width: 40, height: 4 * rows.count + 40)
        let body = frame.text.split(separator: "\n").dropFirst(2).dropLast(2)
        #expect(!body.contains { $0.contains("…") }, "a description is cut:\n\(frame.text)")
        let joined = body.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        for row in rows {
            #expect(joined.contains(row.help), "\(row.help) is not whole at 40 columns:\n\(frame.text)")
        }
    }

    /// Every mark the lists draw is explained: the cursor's >, the bookmarks' ★, the common words' *.
    @Test func theHelpSaysWhatEveryMarkMeans() throws {
        let app = try NavigationRulesTests.app(store: try SampleDictionary.store(), pressing: [.character("?")])
        let rows = Keymap<Command>.helpRows(works: { _ in true }, appWorks: { _ in true })
        let lines = app.frame(width: 80, height: rows.count + 40).text.split(separator: "\n").map(String.init)
        for (mark, meaning) in [(">", "the cursor"), ("★", "bookmarked"), ("*", "a common word")] {
            #expect(lines.contains { $0.hasPrefix(" \(mark) ") && $0.contains(meaning) }, "\(mark) is not explained:\n\(lines.joined(separator: "\n"))")
        }
        #expect(lines.contains { $0.contains("Manual") && $0.contains("docs/manual.md") })
    }
}
