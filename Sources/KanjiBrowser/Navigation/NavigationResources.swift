import KanjiDictionary

/// What the navigation makes from the dictionary alone, made once and shared by every navigation
/// over it: the All list, the search index, the blank component picker and the writing pad's recogniser. A replay starts a new
/// navigation at every `start` line of its log, and with one of these each start costs nothing
/// the log does not ask for.
final class NavigationResources {
    let store: KanjiStore
    private let buildsSearchIndex: Bool
    private let buildsRecognizer: Bool

    /// `buildsSearchIndex` false gives searches an index that is never built (``SearchIndexBuild/never``);
    /// `buildsRecognizer` false gives writing pads no recogniser (``HandwritingBuild/never``).
    init(store: KanjiStore, buildsSearchIndex: Bool = true, buildsRecognizer: Bool = true) {
        self.store = store
        self.buildsSearchIndex = buildsSearchIndex
        self.buildsRecognizer = buildsRecognizer
    }

    private var allLists: [KanjiListOrder: KanjiListScreen] = [:]

    /// The kanji's numbers, which the All list sorts by: read from the image, not decoded.
    private lazy var facts = KanjiFacts(store: store)

    /// The root of every stack: every kanji in `order`, sorted the first time it is asked for; its
    /// rows decoded as they are drawn.
    func allList(in order: KanjiListOrder) -> KanjiListScreen {
        if let list = allLists[order] { return list }
        let list = KanjiListScreen(order: order, described: order.describe(facts),
                                   items: KanjiRows(store: store, indices: order.sorted(facts)))
        allLists[order] = list
        return list
    }

    /// Started the first time it is asked for (the app asks when the navigation starts, so the
    /// index is usually ready by the time the user searches).
    private(set) lazy var searchIndex = buildsSearchIndex ? SearchIndexBuild(store: store) : .never

    /// The writing pad's recogniser, made in the background the first time the pad opens.
    private(set) lazy var handwriting = buildsRecognizer ? HandwritingBuild(store: store) : .never

    /// The Read screen's segmenter, its lexicon made in the background the first time the screen opens.
    private(set) lazy var reading = buildsRecognizer ? ReadingBuild(store: store) : .never
    /// The component picker with nothing picked: it depends only on the dictionary.
    private(set) lazy var blankComponentPicker = ComponentPickerScreen(kanji: store.kanji, componentStrokes: store.componentStrokes)
}
