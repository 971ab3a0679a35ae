/// The stack of screens, owned by the application coordinator: the terminal's UINavigationController.
/// Coordinators push; states pop. Each entry remembers the coordinator that handles its screen's actions.
public final class NavigationStack {
    struct Entry {
        var screen: Screen
        let coordinator: ScreenCoordinator
    }

    private(set) var entries: [Entry] = []

    public init() {}

    /// The screens, bottom first: plain values that tests compare exactly.
    public var screens: [Screen] { entries.map(\.screen) }

    public var depth: Int { entries.count }

    public var top: Screen? { entries.last?.screen }

    func push(_ screen: Screen, handledBy coordinator: ScreenCoordinator) {
        entries.append(Entry(screen: screen, coordinator: coordinator))
    }

    func pop() {
        guard entries.count > 1 else { return }
        entries.removeLast()
    }

    func popToRoot() {
        guard let root = entries.first else { return }
        entries = [root]
    }

    /// Lets the top screen act on a key, keeping its new cursor, and hands back what it reported
    /// together with the coordinator that should hear of it.
    func handleOnTop(_ key: Key, pageHeight: Int) -> (ScreenAction, ScreenCoordinator)? {
        guard var entry = entries.last else { return nil }
        let action = entry.screen.handle(key, pageHeight: pageHeight)
        entries[entries.count - 1] = entry
        guard let action else { return nil }
        return (action, entry.coordinator)
    }

    /// The screen below the top one: where going back leads.
    var belowTop: Screen? {
        entries.count > 1 ? entries[entries.count - 2].screen : nil
    }
}

extension NavigationStack {
    /// Keeps what drawing learned about the top screen (its scroll position at this height).
    func replaceTop(with screen: Screen) {
        guard !entries.isEmpty else { return }
        entries[entries.count - 1].screen = screen
    }
}
