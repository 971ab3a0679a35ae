import KanjiDictionary
import StateMachineKit
@testable import KanjiBrowser

/// A started navigation on a store, with what tests of it look at: the machine's state, the
/// screens' titles, every attempt; keys pressed at 80x15.
struct NavigationDriver {
    let recorder = TransitionRecorder()
    let coordinator: NavigationCoordinator

    init(store: KanjiStore) {
        coordinator = NavigationCoordinator(store: store)
        coordinator.machine.addObserver(recorder)
        coordinator.start()
    }

    var state: String? { coordinator.machine.currentState?.rawValue }
    var titles: [String] { coordinator.stack.screens.map(\.title) }

    func press(_ keys: Key...) {
        for key in keys { _ = coordinator.handle(key, layout: Layout(width: 80, height: 15)) }
    }
}

extension NavigationDriver {
    func press(_ keys: [Key]) {
        for key in keys { _ = coordinator.handle(key, layout: Layout(width: 80, height: 15)) }
    }
}
