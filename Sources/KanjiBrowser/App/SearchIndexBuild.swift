import KanjiDictionary
import KanjiSearch

/// The dictionary's search index, built on its own thread as soon as the dictionary is loaded:
/// browsing never waits for it, and a search typed before it is ready says "indexing…".
final class SearchIndexBuild: Sendable {
    private let work: BackgroundWork<SearchIndex, Never>?

    init(store: KanjiStore) {
        work = BackgroundWork { SearchIndex(store: store) }
    }

    private init() {
        work = nil
    }

    /// An index never built, for a replay that prints no screens: it needs the queries typed, not
    /// what they find.
    static let never = SearchIndexBuild()

    /// The index once built; nil while it is being built, and always for `never`.
    var index: SearchIndex? {
        if case .success(let index) = work?.outcome { return index }
        return nil
    }
}
