import KanjiDictionary
import StateMachineKit

/// The kanji of a word. Set `word` before entering to open one; set `isReturning` to come back
/// to the word's list under the top screen.
final class ListState: State {
    private let context: NavigationContext
    var word: String?
    var isReturning = false
    private var kanjiListCoordinator: KanjiListCoordinator?

    init(context: NavigationContext) {
        self.context = context
        super.init()
    }

    override func isValidNextState(_ stateClass: State.Type) -> Bool {
        stateClass == DetailState.self || stateClass == AllState.self
    }

    override func didEnter(from previousState: State?) {
        if isReturning {
            context.presenter.pop()
            return
        }
        guard let word else { return }
        let screen = KanjiListScreen(kind: .word(word), items: context.store.kanji(ofWord: word))
        let coordinator = KanjiListCoordinator(presenter: context.presenter, screen: screen, requests: context.requests)
        kanjiListCoordinator = coordinator
        coordinator.start()
    }
}
