import KanjiDictionary
import StateMachineKit
import Testing
@testable import KanjiBrowser

/// `c` opens the picker from every browsing screen; what it opens and where back goes are moves
/// of the navigation machine like the others, and a log of them replays.
@Suite struct ComponentNavigationTests {
    let recorder = TransitionRecorder()
    let coordinator: NavigationCoordinator

    init() throws {
        coordinator = NavigationCoordinator(store: try ComponentSample.store())
        coordinator.machine.addObserver(recorder)
        coordinator.start()
    }

    var state: String? { coordinator.machine.currentState.map { type(of: $0).name } }
    var titles: [String] { coordinator.stack.screens.map(\.title) }

    func press(_ keys: Key...) {
        for key in keys { _ = coordinator.handle(key, layout: Layout(width: 80, height: 15)) }
    }

    @Test func cOpensThePickerWhichOpensAKanjiAndBackReturnsToThePicks() {
        press(.character("c"))
        #expect(state == "Components" && titles == ["Kanji list", "Components"])
        press(.character("l"), .character("l"), .enter)  // 日
        press(.tab, .down, .enter)  // 明
        #expect(state == "Detail" && titles == ["Kanji list", "Components", "明"])
        press(.left)
        #expect(state == "Components")
        guard case .components(let picker) = coordinator.stack.top else {
            Issue.record("the picker is not on top")
            return
        }
        #expect(picker.selected == ["日"] && picker.focus == .results)
        press(.escape)
        #expect(state == "All")
        #expect(recorder.attempts.map(\.event) == ["start", "components", "open", "back", "back"])
    }

    @Test func cFromDetailsHistoryAndBookmarksButNotFromItselfOrTheSearch() {
        press(.enter, .character("c"))
        #expect(titles == ["Kanji list", "日", "Components"])
        press(.character("c"))
        #expect(coordinator.notice == "Can't go from Components to Components")
        press(.character("H"), .character("c"))
        #expect(state == "Components")
        press(.character("'"), .character("c"))
        #expect(titles == ["Kanji list", "日", "Components", "History", "Components", "Bookmarks", "Components"])
        press(.character("a"), .character("/"), .character("c"))
        #expect(state == "Search" && coordinator.stack.top.subject == "c")
    }
}
