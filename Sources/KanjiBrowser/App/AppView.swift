import KanjiDictionary

/// What the app shows at a moment, as plain data: BrowserApp says which, AppFrameRenderer draws it.
enum AppView {
    case loading(elapsed: Duration)
    case failure(DictionaryError?)
    case empty
    /// The screens, and what is bookmarked for the marks in their lists.
    case browsing(NavigationStack, marks: Set<StudySubject>)
    /// Help, scrolled to show from line `top`.
    case help(HelpRenderer.Info, top: Int)
}
