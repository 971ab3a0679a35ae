/// One row of the keymap: related keys and the commands they give, and how help and the footer
/// name them ("↑ ↓  k j" moves the cursor either way).
public struct KeyBinding: Sendable {
    public let keys: [(key: Key, command: Command)]
    /// The keys as the help screen lists them.
    public let keyNames: String
    /// What the keys do, for the help screen.
    public let help: String
    /// The footer's short form ("j/k move"); nil keeps the row out of the footer.
    public let footer: String?

    public init(_ keys: KeyValuePairs<Key, Command>, keyNames: String, help: String, footer: String? = nil) {
        self.keys = keys.map { (key: $0.key, command: $0.value) }
        self.keyNames = keyNames
        self.help = help
        self.footer = footer
    }

    public func command(for key: Key) -> Command? {
        keys.first { $0.key == key }?.command
    }
}
