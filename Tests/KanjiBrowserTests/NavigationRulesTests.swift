import Foundation
import KanjiDictionary
import StateMachineKit
import Testing
@testable import KanjiBrowser
import LearnerData

/// The navigation's one table, and what is made from it: the manual's table, the messages of
/// refused moves, and footers that offer only what is accepted.
@Suite struct NavigationRulesTests {
    static let manual = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/manual.md")

    /// The history and the commands read the log without the browser, by `LoggedNavigation`'s
    /// names: they must be the navigation's own, or the history would silently come up empty.
    @Test func theLogsNamesOfTheNavigationAreTheMachinesOwn() {
        #expect(NavigationState.makeMachine().name == LoggedNavigation.machine)
        for state in NavigationState.allCases {
            let shows: StudySubject.Kind? = switch state {
            case .detail: .kanji
            case .list: .word
            default: nil
            }
            #expect(LoggedNavigation.subjectKind(ofState: state.rawValue) == shows, "\(state)")
        }
    }

    /// The rule said once: every screen reaches every other, none itself but the search (its
    /// query), and List and Conjugation only from a screen that can hold a word (not the All list).
    @Test func browsingScreensReachEachOtherAndListNeedsAWord() {
        for from in NavigationState.allCases {
            for to in NavigationState.allCases {
                let expected = from == to ? from == .search : !(from == .all && (to == .list || to == .conjugation))
                #expect(from.isValidNextState(to) == expected, "\(from) → \(to)")
            }
        }
        #expect(NavigationState.all.isValidNextState(.all, event: NavigationEvent.order.rawValue))
        #expect(!NavigationState.all.isValidNextState(.all, event: NavigationEvent.all.rawValue))
    }

    @Test func theManualsTableIsTheOneGeneratedFromTheRules() throws {
        let text = try String(contentsOf: Self.manual, encoding: .utf8)
        let start = try #require(text.range(of: "<!-- navigation table: kanji-list graph --format table -->\n"))
        let end = try #require(text.range(of: "<!-- end of navigation table -->", range: start.upperBound..<text.endIndex))
        let generated = try #require(MachineCatalog.graph(of: MachineCatalog.navigation)).rendered(.table)
        #expect(String(text[start.upperBound..<end.lowerBound]) == generated)
    }

    @Test func theMachineAcceptsExactlyTheTablesMoves() {
        let machine = NavigationState.makeMachine()
        let edges = machine.stateGraph.edges.map { "\($0.from)→\($0.to)" + ($0.label.map { " (\($0))" } ?? "") }
        let table = NavigationState.allCases.flatMap { from in
            NavigationState.allCases.filter(from.isValidNextState).map { "\(from)→\($0)" }
        } + NavigationState.allCases.flatMap { from in from.eventOnlyMoves.map { "\(from)→\($0.next) (\($0.event))" } }
        #expect(edges == table)
        // `o`'s move is drawn with its event, and accepted for it alone (`a` there is refused).
        #expect(edges.last == "All→All (order)")
        #expect(NavigationState.all.isValidNextState(.all, event: "order") && !NavigationState.all.isValidNextState(.all, event: "all"))
        #expect(machine.stateGraph.nodes.map(\.name) == NavigationState.allCases.map(\.rawValue))
    }

    /// A refused move's message names screens as the user knows them, never a state's name.
    @Test func aRefusedMoveSaysWhereInWordsTheUserKnows() throws {
        let driver = NavigationDriver(store: try SampleDictionary.store())
        driver.press(.character("a"))
        #expect(driver.coordinator.notice == "Already on the kanji list")
        driver.press(.character("c"), .character("c"))
        #expect(driver.coordinator.notice == "Already on the component picker")
        for state in NavigationState.allCases {
            #expect(driver.coordinator.notice?.contains(state.rawValue) == false)
        }
    }

    /// `/` shows the search from every screen that leaves it the key: the footers of the history,
    /// the bookmarks and the component picker offer it, and it works there.
    @Test(arguments: ["H", "'", "c"])
    func theSearchOpensFromTheScreensAKeyShows(key: Character) throws {
        let driver = NavigationDriver(store: try SampleDictionary.store())
        driver.press(.character(key), .character("/"))
        #expect(driver.state == "Search")
        #expect(driver.coordinator.notice == nil)
    }

    /// On every screen, each footer entry's key does what it offers: a move it shows is accepted,
    /// a key of the screen's is used, an app key reaches the app; a navigation entry left out
    /// would have been refused.
    @Test(arguments: NavigationState.allCases)
    func everyKeyAFooterShowsWorksThere(state: NavigationState) throws {
        let store = try SampleDictionary.store()
        let path = try #require(Self.keys(reaching: state, store: store), "no keys reach \(state)")
        let app = try Self.app(store: store, pressing: path)
        let stack = try #require(app.navigation?.stack)
        #expect(stack.top.content.navigationState == state)
        let bindings = stack.top.content.footerKeymaps.flatMap(\.bindings).filter { $0.footer != nil }
        #expect(!bindings.isEmpty)
        for binding in bindings {
            let command = try #require(binding.footerCommand)
            let key = try #require(binding.keys.first?.key)
            let fresh = try Self.app(store: store, pressing: path)
            let recorder = TransitionRecorder()
            fresh.navigation?.machine.addObserver(recorder)
            let before = fresh.navigation?.stack
            _ = fresh.handle(key)
            let refused = recorder.attempts.contains { !$0.outcome.isAccepted }
            if stack.offers(command) {
                #expect(!refused, "\(state): \(binding.footer ?? "") was refused")
                if stack.target(of: command) != nil {
                    #expect(recorder.attempts.last?.outcome.isAccepted == true, "\(state): \(binding.footer ?? "") made no move")
                    #expect(fresh.navigation?.notice == nil, "\(state): \(binding.footer ?? "")")
                }
                #expect(fresh.navigation?.notice?.hasPrefix("Can't") != true)
            } else if let target = stack.target(of: command) {
                #expect(!stack.top.content.navigationState.isValidNextState(target))
                #expect(fresh.navigation?.stack == before, "\(state): a hidden \(binding.footer ?? "") moved")
            }
        }
        if !stack.top.content.takesText {
            for binding in Keymap<AppCommand>.app.bindings where binding.footerCommand == .help {
                let fresh = try Self.app(store: store, pressing: path)
                _ = fresh.handle(try #require(binding.keys.first?.key))
                #expect(fresh.flow?.currentState(as: AppFlow.State.self) == .help, "\(state): ? did not open the help")
            }
        }
    }

    /// The shortest way to a state by the keys the keymaps bind (found by search, so a screen added
    /// later is reached with no change here): open, and every key of the navigation's keymap. A
    /// conjugation table needs a verb under the cursor: the sample's 食べる, the only word of 食,
    /// the All list's last kanji (G, then open twice, then i).
    static func keys(reaching state: NavigationState, store: KanjiStore) -> [Key]? {
        if state == .conjugation {
            return [Keymap.list.key(for: .last), Keymap.list.key(for: .open), Keymap.list.key(for: .open), Keymap.wordPage.key(for: .conjugate)]
                .compactMap { $0 }
        }
        let keys = [Keymap.list.key(for: .open)].compactMap { $0 } + Keymap.navigation.bindings.flatMap { $0.keys.map(\.key) }
        var paths: [[Key]] = [[]]
        var seen = Set<NavigationState>()
        while !paths.isEmpty {
            var next: [[Key]] = []
            for path in paths {
                let driver = NavigationDriver(store: store)
                driver.press(path)
                guard let reached = driver.coordinator.machine.currentState, seen.insert(reached).inserted else { continue }
                if reached == state { return path }
                next += keys.map { path + [$0] }
            }
            paths = next
        }
        return nil
    }

    static func app(store: KanjiStore, pressing keys: [Key]) throws -> BrowserApp {
        let configuration = BrowserConfiguration(dictionaryPath: "sample.json", dictionaryKind: "bundled")
        let app = BrowserApp(configuration: configuration, log: nil, load: { _ in store })
        app.waitUntilLoaded()
        for key in keys { _ = app.handle(key) }
        return app
    }
}
