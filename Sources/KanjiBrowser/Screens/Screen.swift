/// A screen on the navigation stack, as plain data that tests can compare. A new screen is a
/// new case here, a value conforming to ``ScreenContent``, and its renderer.
enum Screen: Equatable, Sendable {
    case kanjiList(KanjiListScreen)
    case kanjiDetail(KanjiDetailScreen)
    case search(SearchScreen)
    case history(HistoryScreen)
    case bookmarks(BookmarksScreen)
    case components(ComponentPickerScreen)

    var content: any ScreenContent {
        switch self {
        case .kanjiList(let list): list
        case .kanjiDetail(let detail): detail
        case .search(let search): search
        case .history(let history): history
        case .bookmarks(let bookmarks): bookmarks
        case .components(let picker): picker
        }
    }

    public var title: String { content.title }

    public var subject: String? { content.subject }

    mutating func handle(_ key: Key, layout: Layout) -> ScreenResponse {
        switch self {
        case .kanjiList(var list):
            defer { self = .kanjiList(list) }
            return list.handle(key, layout: layout)
        case .kanjiDetail(var detail):
            defer { self = .kanjiDetail(detail) }
            return detail.handle(key, layout: layout)
        case .search(var search):
            defer { self = .search(search) }
            return search.handle(key, layout: layout)
        case .history(var history):
            defer { self = .history(history) }
            return history.handle(key, layout: layout)
        case .bookmarks(var bookmarks):
            defer { self = .bookmarks(bookmarks) }
            return bookmarks.handle(key, layout: layout)
        case .components(var picker):
            defer { self = .components(picker) }
            return picker.handle(key, layout: layout)
        }
    }

    /// Lets a screen waiting for background work (the search index) show its result; true when
    /// it changed.
    mutating func refresh() -> Bool {
        guard case .search(var search) = self else { return false }
        defer { self = .search(search) }
        return search.refresh()
    }
}
