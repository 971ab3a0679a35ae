/// A screen on the navigation stack, as plain data that tests can compare. A new screen is a
/// new case here, a value conforming to ``ScreenContent``, and its renderer.
enum Screen: Equatable, Sendable {
    case kanjiList(KanjiListScreen)
    case kanjiDetail(KanjiDetailScreen)

    var content: any ScreenContent {
        switch self {
        case .kanjiList(let list): list
        case .kanjiDetail(let detail): detail
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
        }
    }
}
