import KanjiDictionary
import StateMachineKit
import Testing
@testable import KanjiBrowser

@Suite struct NavigationTests {
    let recorder = TransitionRecorder()
    let coordinator: NavigationCoordinator

    init() throws {
        coordinator = NavigationCoordinator(store: try SampleDictionary.store())
        coordinator.machine.addObserver(recorder)
        coordinator.start()
    }

    var state: String? { coordinator.machine.currentState.map { type(of: $0).name } }
    var titles: [String] { coordinator.stack.screens.map(\.title) }

    func press(_ keys: Key...) {
        for key in keys { _ = coordinator.handle(key, layout: Layout(width: 80, height: 15)) }
    }

    @Test func startsOnTheAllList() {
        #expect(state == "All")
        #expect(titles == ["Kanji list"])
        #expect(recorder.attempts.map(\.event) == ["start"])
        #expect(recorder.attempts.first?.from == nil)
    }

    @Test func opensAKanjiThenAWordThenAKanjiOfTheWord() {
        press(.enter)
        #expect(state == "Detail")
        #expect(titles == ["Kanji list", "日"])
        press(.enter)  // words of 日, common and shorter first: 日本, 日々, 日曜日, 日本語, 本日
        #expect(state == "List")
        #expect(titles == ["Kanji list", "日", "日本"])
        press(.down, .character("l"))
        #expect(state == "Detail")
        #expect(titles == ["Kanji list", "日", "日本", "本"])
    }

    @Test func goingBackIsATransitionToTheStateOfTheScreenBelow() {
        press(.enter, .enter, .down, .enter)
        press(.left)
        #expect(state == "List")
        #expect(titles == ["Kanji list", "日", "日本"])
        press(.escape)
        #expect(state == "Detail")
        press(.backspace)
        #expect(state == "All")
        #expect(titles == ["Kanji list"])
        let backs = recorder.attempts.filter { $0.event == "back" }
        #expect(backs.map(\.to) == ["List", "Detail", "All"])
        #expect(backs.allSatisfy { $0.outcome == .accepted })
    }

    @Test func allPopsToTheRoot() {
        press(.enter, .enter, .down, .enter, .character("a"))
        #expect(state == "All")
        #expect(titles == ["Kanji list"])
    }

    @Test func allFromAllIsRefusedAndChangesNothing() {
        press(.down, .character("a"))
        #expect(state == "All")
        #expect(titles == ["Kanji list"])
        let last = recorder.attempts.last
        #expect(last?.event == "all")
        #expect(last?.outcome.isAccepted == false)
        #expect(coordinator.notice != nil)
    }

    @Test func backAtTheRootSaysSoAndStays() {
        press(.left)
        #expect(state == "All")
        #expect(coordinator.notice == "Already at the kanji list")
    }

    @Test func aCharacterNotInTheDictionaryIsListedAndCannotBeOpened() throws {
        press(.enter)  // 日
        press(.down, .down, .enter)  // 日曜日: 日, 曜 (unknown), 日
        let top = coordinator.stack.top
        guard case .kanjiList(let list) = top else {
            Issue.record("expected the word's kanji list, got \(top)")
            return
        }
        #expect(list.items.count == 3)
        #expect(list.items[1] == .unknown("曜"))
        press(.down, .enter)
        #expect(state == "List")
        #expect(coordinator.notice == "曜 is not in the dictionary")
    }

    @Test func theValidTransitionsAreExactlyTheTutorials() {
        let machine = coordinator.machine
        let all = AllState.self, detail = DetailState.self, list = WordKanjiState.self
        #expect(state == "All")
        #expect(machine.canEnterState(detail) && !machine.canEnterState(list) && !machine.canEnterState(all))
        press(.enter)
        #expect(machine.canEnterState(all) && machine.canEnterState(list) && !machine.canEnterState(detail))
        press(.enter)
        #expect(machine.canEnterState(detail) && machine.canEnterState(all) && !machine.canEnterState(list))
    }

    @Test func startingOnAKanjiOpensItsDetailsOverTheList() throws {
        let other = NavigationCoordinator(store: try SampleDictionary.store())
        other.start(openingKanji: "語")
        #expect(other.stack.screens.map(\.title) == ["Kanji list", "語"])
        #expect(other.machine.currentState.map { type(of: $0).name } == "Detail")
    }
}
