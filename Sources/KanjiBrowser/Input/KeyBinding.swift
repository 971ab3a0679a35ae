/// One row of the keymap: related keys and the commands they give, and how help and the footer
/// name them ("↑ ↓  k j" moves the cursor either way). `Action` is what its keys ask for: a
/// screen's or the navigation's ``Command``, or an ``AppCommand``.
public struct KeyBinding<Action: Equatable & Sendable>: Sendable {
    public let keys: [(key: Key, command: Action)]
    /// The keys as the help screen lists them.
    public let keyNames: String
    /// What the keys do, for the help screen.
    public let help: String
    /// The footer's short form ("j/k move"); nil keeps the row out of the footer.
    public let footer: String?
    /// Which entries a narrow footer drops first.
    public let footerPriority: FooterEntry.Priority

    public init(_ keys: KeyValuePairs<Key, Action>, keyNames: String, help: String, footer: String? = nil,
                footerPriority: FooterEntry.Priority = .normal) {
        self.keys = keys.map { (key: $0.key, command: $0.value) }
        self.keyNames = keyNames
        self.help = help
        self.footer = footer
        self.footerPriority = footerPriority
    }

    public func command(for key: Key) -> Action? {
        keys.first { $0.key == key }?.command
    }

    /// What the footer's entry offers: the command of the key it names first ("a all" for the
    /// row of `a H ' c`), which a footer shows only where it would be accepted.
    var footerCommand: Action? { keys.first?.command }

}

/// A binding's keys and what they do, as the help screen lists them, whatever its action type,
/// and whether they work on the view under the help (the help dims those that do not).
struct HelpRow: Equatable, Sendable {
    let keyNames: String
    let help: String
    let works: Bool

    init<Action>(_ binding: KeyBinding<Action>, works: Bool) {
        keyNames = binding.keyNames
        help = binding.help
        self.works = works
    }
}
