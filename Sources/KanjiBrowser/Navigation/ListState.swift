import KanjiDictionary
import StateMachineKit

/// The kanji of a word. Set `word` before entering to open one; set `isReturning` to come back
/// to the word's list under the top screen.
final class ListState: ScreenState {
    var word: String?

    override func isValidNextState(_ stateClass: State.Type) -> Bool {
        stateClass == DetailState.self || stateClass == AllState.self
    }

    override func openScreen() {
        guard let word else { return }
        let screen = KanjiListScreen(kind: .word(word), items: context.store.kanji(ofWord: word))
        KanjiListCoordinator(presenter: context.presenter, screen: screen, requests: context.requests).start()
    }
}
