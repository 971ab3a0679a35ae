/// The screens the user has opened, bottom first: the one record of where the user is, as plain
/// data that tests compare exactly. Moves make a new stack; the coordinator keeps it only when
/// the navigation machine accepts the move.
struct NavigationStack: Equatable, Sendable {
    public private(set) var screens: [Screen]

    public init(root: Screen) {
        screens = [root]
    }

    public var depth: Int { screens.count }

    public var top: Screen { screens[screens.count - 1] }

    /// The screen below the top one: where going back leads.
    public var belowTop: Screen? {
        screens.count > 1 ? screens[screens.count - 2] : nil
    }

    func pushing(_ screen: Screen) -> NavigationStack {
        var next = self
        next.screens.append(screen)
        return next
    }

    /// The stack without its top; the root stays.
    func popped() -> NavigationStack {
        var next = self
        if next.screens.count > 1 { next.screens.removeLast() }
        return next
    }

    func poppedToRoot() -> NavigationStack {
        NavigationStack(root: screens[0])
    }

    /// The same screens with a new top (the bookmarks screen after a removal): not a move.
    mutating func replaceTop(with screen: Screen) {
        screens[screens.count - 1] = screen
    }

    /// Lets the top screen act on a key, keeping what it changed (its cursor).
    mutating func handleOnTop(_ key: Key, layout: Layout) -> ScreenResponse {
        screens[screens.count - 1].handle(key, layout: layout)
    }

    mutating func refreshTop() -> Bool {
        screens[screens.count - 1].refresh()
    }
}
