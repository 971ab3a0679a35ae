import KanjiDictionary

/// What the navigation states need to start coordinators: the seed's KanjiStateMachine
/// properties (presenter, kanji storage), passed to each state instead of subclassing the machine.
final class NavigationContext {
    let presenter: NavigationStack
    let store: KanjiStore
    unowned let requests: NavigationRequests

    init(presenter: NavigationStack, store: KanjiStore, requests: NavigationRequests) {
        self.presenter = presenter
        self.store = store
        self.requests = requests
    }
}
