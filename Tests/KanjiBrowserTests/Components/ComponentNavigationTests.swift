import KanjiDictionary
import StateMachineKit
import Testing
@testable import KanjiBrowser
@testable import LearnerData

/// `c` opens the picker from every browsing screen; what it opens and where back goes are moves
/// of the navigation machine like the others, and a log of them replays.
@Suite struct ComponentNavigationTests {
    let driver: NavigationDriver

    init() throws {
        driver = NavigationDriver(store: try ComponentSample.store())
    }

    @Test func cOpensThePickerWhichOpensAKanjiAndBackReturnsToThePicks() {
        driver.press(.character("c"))
        #expect(driver.state == "Components" && driver.titles == ["Kanji list", "Components"])
        driver.press(.character("l"), .character("l"), .enter)  // 日
        driver.press(.tab, .down, .enter)  // 明
        #expect(driver.state == "Detail" && driver.titles == ["Kanji list", "Components", "明"])
        driver.press(.left)
        #expect(driver.state == "Components")
        guard case .components(let picker) = driver.coordinator.stack.top else {
            Issue.record("the picker is not on top")
            return
        }
        #expect(picker.selected == ["日"] && picker.focus == .results)
        driver.press(.escape)
        #expect(driver.state == "All")
        #expect(driver.recorder.attempts.map(\.event) == ["start", "components", "open", "back", "back"])
    }

    @Test func cFromDetailsHistoryAndBookmarksButNotFromItselfOrTheSearch() {
        driver.press(.enter, .character("c"))
        #expect(driver.titles == ["Kanji list", "日", "Components"])
        driver.press(.character("c"))
        #expect(driver.coordinator.notice == "Already on the component picker")
        driver.press(.character("H"), .character("c"))
        #expect(driver.state == "Components")
        driver.press(.character("'"), .character("c"))
        #expect(driver.titles == ["Kanji list", "日", "Components", "History", "Components", "Bookmarks", "Components"])
        driver.press(.character("a"), .character("/"), .character("c"))
        #expect(driver.state == "Search" && driver.coordinator.stack.top.subject == "c")
    }
}
