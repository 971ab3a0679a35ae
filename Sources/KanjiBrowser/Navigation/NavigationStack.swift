/// The screens the user has opened, bottom first: the one record of where the user is, as plain
/// data that tests compare exactly. Moves make a new stack; the coordinator keeps it only when
/// the navigation machine accepts the move.
struct NavigationStack: Equatable, Sendable {
    private(set) var screens: [Screen]
    /// Whether there is a voice to say words with (`p`): a footer offers it only then.
    let speaks: Bool

    init(root: Screen, speaks: Bool = false) {
        screens = [root]
        self.speaks = speaks
    }

    var depth: Int { screens.count }

    var top: Screen { screens[screens.count - 1] }

    /// The screen below the top one: where going back leads.
    var belowTop: Screen? {
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
        NavigationStack(root: screens[0], speaks: speaks)
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

extension NavigationStack {
    /// The state a navigation command would enter from here: the screen below for back, the All
    /// list, a screen a key shows; nil for a command that is no move, or back from the root.
    func target(of command: Command) -> NavigationState? {
        switch command {
        case .back: belowTop?.content.navigationState
        case .all: .all
        case .show(let state): state
        default: nil
        }
    }

    /// Whether a footer may offer `command` here: a move only where the navigation's table
    /// accepts it from the screen on top, `m` only where there is something under the cursor to
    /// mark (known, too); the screen's own keys always.
    func offers(_ command: Command) -> Bool {
        switch command {
        case .back, .all, .show:
            target(of: command).map(top.content.navigationState.isValidNextState) ?? false
        case .toggleBookmark, .toggleKnown:
            top.content.markableUnderCursor != nil
        case .conjugate:
            top.content.conjugable != nil && top.content.navigationState.isValidNextState(.conjugation)
        case .speak:
            speaks && top.content.spokenText != nil
        case .speakSentence:
            speaks && top.content.spokenSentence != nil
        default:
            true
        }
    }

    /// The command `key` gives here: the top screen's keymap first, then, for a key the screen
    /// leaves (a letter it does not take as text), the bookmarks', the known words' and the navigation's.
    func command(for key: Key) -> Command? {
        if let command = top.content.keymap.command(for: key) { return command }
        if case .character = key, top.content.takesText { return nil }
        return Keymap.marking.command(for: key) ?? Keymap.knowing.command(for: key) ?? Keymap.speaking.command(for: key)
            ?? Keymap.navigation.command(for: key)
    }

    /// Whether the help shows `binding` as working here: it is a row of a keymap in use on the
    /// screen on top, and one of its keys gives its command here and would be accepted.
    func works(_ binding: KeyBinding<Command>) -> Bool {
        let inUse = top.content.keymap.holds(binding) || Keymap.marking.holds(binding) || Keymap.knowing.holds(binding)
            || Keymap.speaking.holds(binding)
            || Keymap.navigation.holds(binding)
        return inUse && binding.keys.contains { command(for: $0.key) == $0.command && offers($0.command) }
    }

    /// The footer's entries for the screen on top at `layout`'s size, after the app's.
    func footer(layout: Layout) -> [FooterEntry] {
        Keymap.footer(top.content.footerKeymaps(layout: layout), offering: offers)
    }
}
