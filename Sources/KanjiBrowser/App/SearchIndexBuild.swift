import KanjiDictionary
import KanjiSearch

/// The dictionary's search index: read in place from the dictionary's image when it has one, so
/// search is ready at the first frame; otherwise built on its own thread as soon as the
/// dictionary is loaded, so browsing never waits for it, and a search typed before it is ready
/// says "indexing…".
final class SearchIndexBuild: Sendable {
    private let ready: SearchIndex?
    private let work: BackgroundWork<SearchIndex, Never>?

    init(store: KanjiStore) {
        ready = SearchIndex(inImageOf: store)
        work = ready == nil ? BackgroundWork { SearchIndex(building: store) } : nil
    }

    private init() {
        ready = nil
        work = nil
    }

    /// An index never built, for a replay that prints no screens: it needs the queries typed, not
    /// what they find.
    static let never = SearchIndexBuild()

    /// The index once built; nil while it is being built, and always for `never`.
    var index: SearchIndex? {
        if let ready { return ready }
        if case .success(let index) = work?.outcome { return index }
        return nil
    }
}
