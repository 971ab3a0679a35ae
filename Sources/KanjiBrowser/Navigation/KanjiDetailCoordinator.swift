import KanjiDictionary

/// Shows one kanji's details and passes a chosen word up, as the seed's KanjiDetailCoordinator
/// posts its KanjiList notification.
final class KanjiDetailCoordinator: ScreenCoordinator {
    private let presenter: NavigationStack
    private let kanji: KanjiEntry
    private let store: KanjiStore
    private weak var requests: NavigationRequests?

    init(presenter: NavigationStack, kanji: KanjiEntry, store: KanjiStore, requests: NavigationRequests) {
        self.presenter = presenter
        self.kanji = kanji
        self.store = store
        self.requests = requests
    }

    func start() {
        let screen = KanjiDetailScreen(kanji: kanji, words: store.words(containing: kanji.character))
        presenter.push(.kanjiDetail(screen), handledBy: self)
    }

    func screen(didReport action: ScreenAction) {
        switch action {
        case .selectWord(let word): requests?.requestKanjiList(of: word)
        case .notice(let message): requests?.notify(message)
        case .selectKanji: break
        }
    }
}
