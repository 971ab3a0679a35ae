import KanjiDictionary
import StateMachineKit

/// The All screen: every kanji. Entered first, it starts the list coordinator; entered again
/// (the "a" key, or going back from the first detail), it pops to the root like the seed's All button.
final class AllState: State {
    private let context: NavigationContext
    private lazy var allKanjiListCoordinator = KanjiListCoordinator(
        presenter: context.presenter,
        screen: KanjiListScreen(
            kind: .all(order: KanjiOrder.describe(context.store.kanji)),
            items: context.store.kanji.map { .kanji($0, written: $0.character) }
        ),
        requests: context.requests
    )

    init(context: NavigationContext) {
        self.context = context
        super.init()
    }

    override func isValidNextState(_ stateClass: State.Type) -> Bool {
        stateClass == DetailState.self
    }

    override func didEnter(from previousState: State?) {
        if previousState == nil {
            allKanjiListCoordinator.start()
        } else {
            context.presenter.popToRoot()
        }
    }
}
