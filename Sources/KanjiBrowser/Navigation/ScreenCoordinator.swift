import KanjiDictionary

/// A coordinator that shows a screen and hears what the user did on it.
protocol ScreenCoordinator: AnyObject {
    func screen(didReport action: ScreenAction)
}

/// Where coordinators send what the user asked for. The application coordinator decides,
/// through the navigation machine, whether and how it happens.
protocol NavigationRequests: AnyObject {
    func requestDetail(of kanji: KanjiEntry)
    func requestKanjiList(of word: String)
    func notify(_ message: String)
}
