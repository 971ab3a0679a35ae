import KanjiDictionary
import PropertyBased
import Testing
@testable import KanjiBrowser

/// Long random key sequences never let the machine and the stack disagree.
@Suite struct NavigationPropertyTests {
    static let keys: [Key] = [
        .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .backspace, .escape,
        .character("a"), .character("j"), .character("k"), .character("h"), .character("l"),
        .character("g"), .character("G"),
    ]

    @Test func machineStateAlwaysMatchesTheTopScreen() async throws {
        let store = try SampleDictionary.store()
        await propertyCheck(count: 200, input: Gen.int(in: 0...(Self.keys.count - 1)).array(of: 1...200)) { indices in
            let coordinator = ApplicationCoordinator(store: store)
            coordinator.start()
            for index in indices {
                coordinator.handle(Self.keys[index], pageHeight: 5)
                let top = coordinator.presenter.top
                #expect(top != nil)
                if let top {
                    let machineState = coordinator.machine.currentState.map { type(of: $0).name }
                    #expect(machineState == ApplicationCoordinator.stateName(of: top))
                }
                if case .kanjiList(let root) = coordinator.presenter.screens.first {
                    #expect(root.kind == .all(order: "by frequency"))
                } else {
                    Issue.record("the root screen is not the All list")
                }
            }
        }
    }
}
