import KanjiDictionary
import StateMachineKit

/// The navigation, split as states decide and coordinators present: the navigation machine
/// (a ``StateMachine`` of class states) decides whether a move is valid, and this coordinator
/// presents it by keeping the new stack. Every move (open,
/// back, all) is a transition of the machine into the state of the stack's new top, so the
/// machine's state is always the top screen's.
final class NavigationCoordinator {
    public private(set) var stack: NavigationStack
    public let machine: StateMachine
    /// A message for the user about the last key (an unknown character, a refused move).
    public private(set) var notice: String?

    private let store: KanjiStore
    private let observers: [NavigationObserver]
    /// Started with the navigation, so the index is usually ready by the time the user searches.
    private var searchIndex: SearchIndexBuild?
    private let lastAttempt = LastAttempt()

    public init(store: KanjiStore, observers: [NavigationObserver] = []) {
        self.store = store
        self.observers = observers
        let all = KanjiListScreen(
            kind: .all(order: KanjiOrder.describe(store.kanji)),
            items: store.kanji.map { .kanji($0, written: $0.character) })
        stack = NavigationStack(root: .kanjiList(all))
        machine = StateMachine(states: [AllState(), DetailState(), WordKanjiState(), SearchState()], name: "navigation")
        machine.addObserver(lastAttempt)
    }

    /// Enters the All list, and over it opens the details of `kanji` when one is given.
    public func start(openingKanji character: Character? = nil) {
        searchIndex = SearchIndexBuild(store: store)
        attempt(event: "start", next: stack)
        guard let character else { return }
        if let kanji = store.kanji(for: character) {
            open(.kanji(kanji))
        } else {
            notice = "\(character) is not in the dictionary"
        }
    }

    /// Lets the screen on top act on `key`, then the navigation's own keys (back, all); false
    /// when the key is neither's.
    func handle(_ key: Key, layout: Layout) -> Bool {
        notice = nil
        switch stack.handleOnTop(key, layout: layout) {
        case .ignored:
            switch Keymap.navigation.command(for: key) {
            case .back: back()
            case .all: showAll()
            case .search: openSearch()
            default: return false
            }
        case .handled: break
        case .open(let destination): open(destination)
        case .notice(let message): notice = message
        }
        return true
    }

    func open(_ destination: ScreenResponse.Destination) {
        let screen: Screen = switch destination {
        case .kanji(let kanji):
            .kanjiDetail(KanjiDetailScreen(kanji: kanji, words: store.words(containing: kanji.character)))
        case .word(let word):
            .kanjiList(KanjiListScreen(kind: .word(word), items: store.kanji(ofWord: word)))
        }
        settleQuery()
        attempt(event: "open", next: stack.pushing(screen))
    }

    func openSearch() {
        notice = nil
        attempt(event: "search", next: stack.pushing(.search(SearchScreen(indexBuild: searchIndex ?? SearchIndexBuild(store: store)))))
    }

    /// Records the query on the search screen on top as the one the user settled on: a move from
    /// the search to itself, logged with the query as its subject. Called before leaving it.
    func settleQuery() {
        guard case .search(let search) = stack.top, search.subject != nil else { return }
        attempt(event: "query", next: stack)
    }

    /// Lets the screen on top show what background work has finished; true when it changed.
    func refreshTop() -> Bool {
        stack.refreshTop()
    }

    /// Going back one screen is a transition to the state of the screen below.
    func back() {
        notice = nil
        settleQuery()
        guard stack.belowTop != nil else {
            notice = "Already at the kanji list"
            return
        }
        attempt(event: "back", next: stack.popped())
    }

    func showAll() {
        notice = nil
        settleQuery()
        attempt(event: "all", next: stack.poppedToRoot())
    }

    /// Asks the machine for the move into the state of `next`'s top screen and keeps `next` if it
    /// agrees; observers hear of the attempt with the stack as it then is.
    private func attempt(event: String, next: NavigationStack) {
        let target = next.top.content.navigationState
        if machine.enter(target, event: event) {
            stack = next
        } else if let current = machine.currentState {
            notice = "Can't go from \(type(of: current).name) to \(target.name)"
        }
        guard let attempt = lastAttempt.take() else { return }
        for observer in observers {
            observer.navigationDidAttempt(attempt, subject: next.top.subject, depth: stack.depth)
        }
    }
}

/// Hears of every attempted navigation, with what the engine does not know: the kanji or word
/// the move is about and the stack's depth after it.
protocol NavigationObserver: AnyObject {
    func navigationDidAttempt(_ attempt: TransitionAttempt, subject: String?, depth: Int)
}

/// Keeps the machine's report of the attempt under way until the coordinator adds the subject.
private final class LastAttempt: TransitionObserver {
    private var attempt: TransitionAttempt?

    func machineDidAttempt(_ attempt: TransitionAttempt) { self.attempt = attempt }

    func take() -> TransitionAttempt? {
        defer { attempt = nil }
        return attempt
    }
}
