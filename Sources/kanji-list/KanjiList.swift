import ArgumentParser

@main
struct KanjiList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kanji-list",
        abstract: "Browse kanji, their readings and the words that use them, in the terminal.",
        discussion: """
            Dictionary: --dictionary PATH if given; otherwise your imported dictionary, \
            $XDG_DATA_HOME/kanji-list/dictionary.json (~/.local/share/… when unset), when it exists \
            (make it with `kanji-list import`); otherwise the bundled one. \
            Data: KANJIDIC2 and EDICT by the Electronic Dictionary Research and Development Group, CC BY-SA 4.0.
            """,
        version: "0.1.0",
        subcommands: [
            BrowseCommand.self, LookupCommand.self, SearchCommand.self, HistoryCommand.self, BookmarksCommand.self,
            ImportCommand.self, GraphCommand.self,
        ],
        defaultSubcommand: BrowseCommand.self
    )
}
