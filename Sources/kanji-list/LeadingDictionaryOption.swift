/// `kanji-list --dictionary FILE search sun`: the dictionary named before a command, as git and
/// most tools with commands take a global option. ArgumentParser gives options before a command
/// name to the default command (the browser, which then took `search` for a kanji), so the option
/// is moved after the command's name before parsing.
enum LeadingDictionaryOption {
    /// The arguments (without the program's name) with a leading `--dictionary FILE` or
    /// `--dictionary=FILE` put after the command name that follows it; others unchanged.
    static func movedAfterCommand(_ arguments: [String], commandNames: Set<String>) -> [String] {
        guard let first = arguments.first else { return arguments }
        let optionLength = first == "--dictionary" ? 2 : first.hasPrefix("--dictionary=") ? 1 : 0
        guard optionLength > 0, arguments.count > optionLength, commandNames.contains(arguments[optionLength]) else {
            return arguments
        }
        return [arguments[optionLength]] + arguments[..<optionLength] + arguments[(optionLength + 1)...]
    }
}
