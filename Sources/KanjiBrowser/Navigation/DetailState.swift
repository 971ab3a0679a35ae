import KanjiDictionary
import StateMachineKit

/// A kanji's details. Set `kanji` before entering to open one; set `isReturning` to come back
/// to the detail screen under the top one.
final class DetailState: ScreenState {
    var kanji: KanjiEntry?

    override func isValidNextState(_ stateClass: State.Type) -> Bool {
        stateClass == AllState.self || stateClass == ListState.self
    }

    override func openScreen() {
        guard let kanji else { return }
        KanjiDetailCoordinator(presenter: context.presenter, kanji: kanji, store: context.store, requests: context.requests)
            .start()
    }
}
