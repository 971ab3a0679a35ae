import KanjiDictionary
import StateMachineKit

/// A kanji's details. Set `kanji` before entering to open one; set `isReturning` to come back
/// to the detail screen under the top one.
final class DetailState: State {
    private let context: NavigationContext
    var kanji: KanjiEntry?
    var isReturning = false
    private var kanjiDetailCoordinator: KanjiDetailCoordinator?

    init(context: NavigationContext) {
        self.context = context
        super.init()
    }

    override func isValidNextState(_ stateClass: State.Type) -> Bool {
        stateClass == AllState.self || stateClass == ListState.self
    }

    override func didEnter(from previousState: State?) {
        if isReturning {
            context.presenter.pop()
            return
        }
        guard let kanji else { return }
        let coordinator = KanjiDetailCoordinator(
            presenter: context.presenter, kanji: kanji, store: context.store, requests: context.requests)
        kanjiDetailCoordinator = coordinator
        coordinator.start()
    }
}
