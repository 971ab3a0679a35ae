import KanjiDictionary
import StateMachineKit

/// The root coordinator: owns the navigation stack and the GameplayKit-style navigation machine,
/// and turns what screens report into transitions. The machine decides whether a move is valid;
/// its states push and pop. After every key, the machine's state is the state of the top screen.
public final class ApplicationCoordinator {
    public let presenter = NavigationStack()
    public let machine: StateMachine
    /// The kanji or word the transition under way is about, for observers such as the log.
    public private(set) var subjectOfAttempt: String?
    /// A message for the user about the last key (an unknown character, a refused move).
    public private(set) var notice: String?

    private let store: KanjiStore
    private var requestsRelay: RequestsRelay?

    public init(store: KanjiStore, observers: [TransitionObserver] = []) {
        self.store = store
        let relay = RequestsRelay()
        let context = NavigationContext(presenter: presenter, store: store, requests: relay)
        machine = StateMachine(
            states: [AllState(context: context), DetailState(context: context), ListState(context: context)],
            name: "navigation")
        requestsRelay = relay
        relay.coordinator = self
        for observer in observers { machine.addObserver(observer) }
    }

    /// Shows the All list, and over it the details of `kanji` when one is given.
    public func start(openingKanji character: Character? = nil) {
        attempt(AllState.self, event: "start", subject: nil)
        guard let character else { return }
        if let kanji = store.kanji(for: character) {
            requestDetail(of: kanji)
        } else {
            notify("\(character) is not in the dictionary")
        }
    }

    /// The navigation state class of the screen on top, for checking that machine and stack agree.
    public static func stateName(of screen: Screen) -> String {
        switch screen {
        case .kanjiList(let list):
            if case .all = list.kind { return AllState.name }
            return ListState.name
        case .kanjiDetail: return DetailState.name
        }
    }

    /// Acts on a key meant for navigation or for the screen on top.
    public func handle(_ key: Key, pageHeight: Int) {
        notice = nil
        switch key {
        case .left, .character("h"), .backspace, .escape:
            back()
        case .character("a"):
            attempt(AllState.self, event: "all", subject: nil)
        default:
            if let (action, coordinator) = presenter.handleOnTop(key, pageHeight: pageHeight) {
                coordinator.screen(didReport: action)
            }
        }
    }

    /// Going back one screen is a transition of the machine too, to the state of the screen below.
    public func back() {
        guard let below = presenter.belowTop else {
            notify("Already at the kanji list")
            return
        }
        switch below {
        case .kanjiList(let list):
            if case .all = list.kind {
                attempt(AllState.self, event: "back", subject: nil)
            } else {
                returnTo(ListState.self, subject: below.subject)
            }
        case .kanjiDetail:
            returnTo(DetailState.self, subject: below.subject)
        }
    }

    private func returnTo<S: ScreenState>(_ stateClass: S.Type, subject: String?) {
        guard let state = machine.state(forClass: stateClass) else { return }
        state.isReturning = true
        attempt(stateClass, event: "back", subject: subject)
        state.isReturning = false
    }

    @discardableResult
    private func attempt(_ stateClass: State.Type, event: String, subject: String?) -> Bool {
        subjectOfAttempt = subject
        defer { subjectOfAttempt = nil }
        let entered = machine.enter(stateClass, event: event)
        if !entered, let current = machine.currentState {
            notice = "Can't go from \(type(of: current).name) to \(stateClass.name)"
        }
        return entered
    }

    fileprivate func requestDetail(of kanji: KanjiEntry) {
        guard let state = machine.state(forClass: DetailState.self) else { return }
        state.kanji = kanji
        attempt(DetailState.self, event: "open", subject: String(kanji.character))
        state.kanji = nil
    }

    fileprivate func requestKanjiList(of word: String) {
        guard let state = machine.state(forClass: ListState.self) else { return }
        state.word = word
        attempt(ListState.self, event: "open", subject: word)
        state.word = nil
    }

    fileprivate func notify(_ message: String) {
        notice = message
    }
}

/// Receives coordinators' requests for the application coordinator without a reference cycle
/// through the states it owns.
private final class RequestsRelay: NavigationRequests {
    weak var coordinator: ApplicationCoordinator?

    func requestDetail(of kanji: KanjiEntry) { coordinator?.requestDetail(of: kanji) }
    func requestKanjiList(of word: String) { coordinator?.requestKanjiList(of: word) }
    func notify(_ message: String) { coordinator?.notify(message) }
}
