import KanjiDictionary
import StateMachineKit
import Testing
@testable import KanjiBrowser

@Suite struct NavigationTests {
    let driver: NavigationDriver

    init() throws {
        driver = NavigationDriver(store: try SampleDictionary.store())
    }

    @Test func startsOnTheAllList() {
        #expect(driver.state == "All")
        #expect(driver.titles == ["Kanji list"])
        #expect(driver.recorder.attempts.map(\.event) == ["start"])
        #expect(driver.recorder.attempts.first?.from == nil)
    }

    @Test func opensAKanjiThenAWordThenAKanjiOfTheWord() {
        driver.press(.enter)
        #expect(driver.state == "Detail")
        #expect(driver.titles == ["Kanji list", "日"])
        driver.press(.enter)  // words of 日, common and shorter first: 日本, 日々, 日曜日, 日本語, 本日
        #expect(driver.state == "List")
        #expect(driver.titles == ["Kanji list", "日", "日本"])
        driver.press(.down, .character("l"))
        #expect(driver.state == "Detail")
        #expect(driver.titles == ["Kanji list", "日", "日本", "本"])
    }

    @Test func goingBackIsATransitionToTheStateOfTheScreenBelow() {
        driver.press(.enter, .enter, .down, .enter)
        driver.press(.left)
        #expect(driver.state == "List")
        #expect(driver.titles == ["Kanji list", "日", "日本"])
        driver.press(.escape)
        #expect(driver.state == "Detail")
        driver.press(.backspace)
        #expect(driver.state == "All")
        #expect(driver.titles == ["Kanji list"])
        let backs = driver.recorder.attempts.filter { $0.event == "back" }
        #expect(backs.map(\.to) == ["List", "Detail", "All"])
        #expect(backs.allSatisfy { $0.outcome == .accepted })
    }

    @Test func allPopsToTheRoot() {
        driver.press(.enter, .enter, .down, .enter, .character("a"))
        #expect(driver.state == "All")
        #expect(driver.titles == ["Kanji list"])
    }

    @Test func allFromAllIsRefusedAndChangesNothing() {
        driver.press(.down, .character("a"))
        #expect(driver.state == "All")
        #expect(driver.titles == ["Kanji list"])
        let last = driver.recorder.attempts.last
        #expect(last?.event == "all")
        #expect(last?.outcome.isAccepted == false)
        #expect(driver.coordinator.notice != nil)
    }

    @Test func backAtTheRootSaysSoAndStays() {
        driver.press(.left)
        #expect(driver.state == "All")
        #expect(driver.coordinator.notice == "Already at the kanji list")
    }

    @Test func aCharacterNotInTheDictionaryIsListedAndCannotBeOpened() throws {
        driver.press(.enter)  // 日
        driver.press(.down, .down, .enter)  // 日曜日: 日, 曜 (unknown), 日
        let top = driver.coordinator.stack.top
        guard case .word(let list) = top else {
            Issue.record("expected the word's kanji list, got \(top)")
            return
        }
        #expect(list.items.count == 3)
        #expect(list.items[1] == .unknown("曜"))
        driver.press(.down, .enter)
        #expect(driver.state == "List")
        #expect(driver.coordinator.notice == "曜 is not in the dictionary")
    }

    @Test func theValidTransitionsAreExactlyTheTutorials() {
        let machine = driver.coordinator.machine
        let all = NavigationState.all, detail = NavigationState.detail, list = NavigationState.list
        #expect(driver.state == "All")
        #expect(machine.canEnterState(detail) && !machine.canEnterState(list) && !machine.canEnterState(all))
        driver.press(.enter)
        #expect(machine.canEnterState(all) && machine.canEnterState(list) && !machine.canEnterState(detail))
        driver.press(.enter)
        #expect(machine.canEnterState(detail) && machine.canEnterState(all) && !machine.canEnterState(list))
    }

    @Test func startingOnAKanjiOpensItsDetailsOverTheList() throws {
        let other = NavigationCoordinator(store: try SampleDictionary.store())
        other.start(openingKanji: "語")
        #expect(other.stack.screens.map(\.title) == ["Kanji list", "語"])
        #expect(other.machine.currentState == .detail)
    }
}
