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
            let coordinator = NavigationCoordinator(store: store)
            coordinator.start()
            for index in indices {
                _ = coordinator.handle(Self.keys[index], layout: Layout(width: 60, height: 10))
                #expect(coordinator.machine.currentState == coordinator.stack.top.content.navigationState)
                if case .kanjiList(let root) = coordinator.stack.screens.first {
                    #expect(root.kind == .all(order: "by frequency"))
                } else {
                    Issue.record("the root screen is not the All list")
                }
            }
        }
    }
}
