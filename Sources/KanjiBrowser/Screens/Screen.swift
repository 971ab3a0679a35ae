/// A screen on the navigation stack, as plain data that tests can compare. A new screen is a
/// new case here and in `content`, a value conforming to ``ScreenContent``, and its renderer.
enum Screen: Equatable, Sendable {
    case kanjiList(KanjiListScreen)
    case word(WordScreen)
    case kanjiDetail(KanjiDetailScreen)
    case search(SearchScreen)
    case history(HistoryScreen)
    case bookmarks(BookmarksScreen)
    case components(ComponentPickerScreen)
    case writing(WritingPadScreen)
    case study(StudyScreen)
    case read(ReadScreen)
    case conjugation(ConjugationScreen)

    var content: any ScreenContent {
        switch self {
        case .kanjiList(let list): list
        case .word(let word): word
        case .kanjiDetail(let detail): detail
        case .search(let search): search
        case .history(let history): history
        case .bookmarks(let bookmarks): bookmarks
        case .components(let picker): picker
        case .writing(let pad): pad
        case .study(let study): study
        case .read(let page): page
        case .conjugation(let table): table
        }
    }

    var title: String { content.title }

    var subject: String? { content.subject }

    /// Lets the screen act on `key`, keeping what it changed (its cursor, its query).
    mutating func handle(_ key: Key, layout: Layout) -> ScreenResponse {
        if case .read(var page) = self {
            // A key typed onto a long page changes its text and words in place, not a copy of them.
            self = .read(page.emptied)
            defer { self = .read(page) }
            return page.handle(key, layout: layout)
        }
        var content = content
        defer { self = content.screen }
        return content.handle(key, layout: layout)
    }

    /// Lets a screen waiting for background work (the search index) show its result; true when
    /// it changed.
    mutating func refresh() -> Bool {
        if case .read(var page) = self {
            // A long text's segments grow here many times a second: the page is taken out of the
            // stack first, so that they are added to in place, not copied whole each time.
            self = .read(page.emptied)
            defer { self = .read(page) }
            return page.refresh()
        }
        var content = content
        defer { self = content.screen }
        return content.refresh()
    }
}
