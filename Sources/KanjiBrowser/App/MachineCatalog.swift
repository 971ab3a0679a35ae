import KanjiDictionary
import StateMachineKit

/// The app's state machines by name, for `kanji-list graph`. Built without a dictionary: the
/// pictures show rules, not data.
public enum MachineCatalog {
    public static let navigation = "navigation"

    public static var names: [String] { [navigation] }

    public static func graph(of name: String, format: GraphFormat) -> String? {
        switch name {
        case navigation:
            guard let store = try? KanjiStore(source: nil, kanji: [], words: []) else { return nil }
            return ApplicationCoordinator(store: store).machine.graph(format)
        default:
            return nil
        }
    }
}
