import KanjiDictionary

/// What the app shows at a moment, as plain data: BrowserApp says which, AppFrameRenderer draws it.
enum AppView {
    case loading(elapsed: Duration)
    case failure(DictionaryError?)
    case empty
    case browsing(NavigationStack)
    case help(HelpRenderer.Info)
}
