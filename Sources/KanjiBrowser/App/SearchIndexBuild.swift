import KanjiDictionary
import KanjiSearch

/// The dictionary's search index, built on its own thread as soon as the dictionary is loaded:
/// browsing never waits for it, and a search typed before it is ready says "indexing…".
final class SearchIndexBuild: Sendable {
    private let work: BackgroundWork<SearchIndex, Never>

    init(store: KanjiStore) {
        work = BackgroundWork { SearchIndex(store: store) }
    }

    /// The index once built; nil while it is being built.
    var index: SearchIndex? {
        if case .success(let index) = work.outcome { return index }
        return nil
    }
}
