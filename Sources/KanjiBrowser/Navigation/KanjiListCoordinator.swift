import KanjiDictionary

/// Shows a list of kanji (all of them, or a word's) and passes a chosen kanji up, as the seed's
/// KanjiListCoordinator posts its KanjiDetail notification.
final class KanjiListCoordinator: ScreenCoordinator {
    private let presenter: NavigationStack
    private let screen: KanjiListScreen
    private weak var requests: NavigationRequests?

    init(presenter: NavigationStack, screen: KanjiListScreen, requests: NavigationRequests) {
        self.presenter = presenter
        self.screen = screen
        self.requests = requests
    }

    func start() {
        presenter.push(.kanjiList(screen), handledBy: self)
    }

    func screen(didReport action: ScreenAction) {
        switch action {
        case .selectKanji(let kanji): requests?.requestDetail(of: kanji)
        case .notice(let message): requests?.notify(message)
        case .selectWord: break
        }
    }
}
