import KanjiDictionary
import PropertyBased
import Testing
@testable import KanjiBrowser

/// Long random key sequences never let the machine and the stack disagree, and reach every
/// screen. The keys are every key the keymaps bind (so a screen added later, with its key in
/// `Keymap.navigation`, is walked into with no change here) and some they do not.
@Suite struct NavigationPropertyTests {
    static let keys: [Key] = Keymap.keys(of: Keymap.browsing) + [.character("x"), .character("1"), .control("z")]

    @Test func machineStateAlwaysMatchesTheTopScreen() async throws {
        let store = try SampleDictionary.store()
        await propertyCheck(count: 200, input: Gen.int(in: 0...(Self.keys.count - 1)).array(of: 1...200)) { indices in
            let coordinator = NavigationCoordinator(store: store)
            coordinator.start()
            for index in indices {
                _ = coordinator.handle(Self.keys[index], layout: Layout(width: 60, height: 10))
                Self.expectInvariants(coordinator)
            }
        }
    }

    /// A walk of seeded random keys visits every state the navigation has, the invariants holding
    /// at every step. Long enough to come to a verb's page and press i there (the sample's 食べる,
    /// under the All list's last kanji).
    @Test func aRandomWalkReachesEveryScreen() throws {
        let coordinator = NavigationCoordinator(store: try SampleDictionary.store())
        coordinator.start()
        var random = Xoshiro(seed: (0x6B61_6E6A_692D_6C69, 0x7374_2D77_616C_6B00, 2, 21))
        var visited: Set<NavigationState> = [.all]
        for _ in 0..<20_000 {
            _ = coordinator.handle(Self.keys[Int.random(in: 0..<Self.keys.count, using: &random)],
                                   layout: Layout(width: 60, height: 10))
            Self.expectInvariants(coordinator)
            if let state = coordinator.machine.currentState { visited.insert(state) }
        }
        #expect(visited == Set(NavigationState.allCases), "never reached: \(Set(NavigationState.allCases).subtracting(visited))")
    }

    /// The machine is in the top screen's state; the root is the All list; going back from any
    /// screen over another is a move the table accepts.
    static func expectInvariants(_ coordinator: NavigationCoordinator) {
        #expect(coordinator.machine.currentState == coordinator.stack.top.content.navigationState)
        if let below = coordinator.stack.belowTop {
            let canGoBack = coordinator.stack.offers(.back)
            #expect(canGoBack, "\(coordinator.stack.top.content.navigationState) cannot go back to \(below.content.navigationState)")
        }
        guard case .kanjiList = coordinator.stack.screens.first else {
            Issue.record("the root screen is not the All list")
            return
        }
    }
}
