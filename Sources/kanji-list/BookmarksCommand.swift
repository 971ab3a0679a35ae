import ArgumentParser
import Foundation
import KanjiDictionary
import LearnerData

/// `kanji-list bookmarks`: the bookmarks for scripts and for Anki, and adding or removing them.
struct BookmarksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bookmarks",
        _superCommandName: "kanji-list",
        abstract: "Print, export, add or remove bookmarks.",
        discussion: "Stored in $XDG_DATA_HOME/kanji-list/bookmarks.json (~/.local/share/… when unset), shared with the browser.",
        subcommands: [List.self, Add.self, Remove.self],
        defaultSubcommand: List.self)

    /// An argument as a subject by the rule the bookmarks file keeps: one character is a kanji,
    /// more are a word; one the rule refuses is said, naming the argument, and ends the command.
    static func subject(_ text: String, argument: Int) throws -> StudySubject {
        do {
            return try StudySubject(checking: text, kind: text.count == 1 ? .kanji : .word)
        } catch {
            printError("kanji-list: argument \(argument): \(error)")
            throw ExitCode.failure
        }
    }

    /// The store at its usual place, with what it has to say about the file printed first.
    static func openStore() throws -> BookmarkStore {
        let store = BookmarkStore(path: BookmarkStore.defaultPath())
        store.whileWaitingForLock = { holder in printError("kanji-list: waiting for the bookmarks: locked by \(holder)") }
        do {
            try store.reload()
        } catch {
            printError("kanji-list: \(error)")
            throw ExitCode.failure
        }
        for notice in store.takeNotices() { printError("kanji-list: \(notice)") }
        return store
    }

    /// Runs one change of the store, printing its error and exiting non-zero on failure.
    static func change(_ operation: (StudySubject) throws(BookmarkError) -> Bool, _ subject: StudySubject) throws -> Bool {
        do {
            return try operation(subject)
        } catch {
            printError("kanji-list: \(error)")
            throw ExitCode.failure
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "Print the bookmarks in the order they were added (the default).",
            discussion: "anki writes notes Anki imports (File › Import): kanji-list bookmarks --format anki > kanji.txt")

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, json, anki
        }

        @Option(help: "text (tab-separated: text, kind, when added), json, or anki.")
        var format: Format = .text

        @OptionGroup var dictionary: DictionaryOptions

        func run() throws {
            let bookmarks = try BookmarksCommand.openStore().bookmarks
            let output: String
            switch format {
            case .text: output = StudyListOutput.text(bookmarks)
            case .json: output = StudyListOutput.json(bookmarks)
            case .anki:
                let notes = AnkiNotes.file(for: bookmarks, in: try dictionary.load())
                if !notes.missing.isEmpty {
                    printError("kanji-list: left out, not in \(dictionary.path): "
                        + notes.missing.map(\.text).joined(separator: " "))
                }
                output = notes.text
            }
            try printOutput(output)
        }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Bookmark kanji or words: a single kanji is its details, anything longer a word.")

        @Argument(help: "Kanji (日) or words (日本).")
        var texts: [String]

        @OptionGroup var dictionary: DictionaryOptions

        func run() throws {
            let store = try dictionary.load()
            var subjects: [StudySubject] = []
            for (index, text) in texts.enumerated() {
                let subject = try BookmarksCommand.subject(text, argument: index + 1)
                guard StudyCard(subject, in: store) != nil else {
                    printError("kanji-list: \(subject.text) is not in the dictionary (\(dictionary.path))")
                    throw ExitCode.failure
                }
                subjects.append(subject)
            }
            let bookmarks = try BookmarksCommand.openStore()
            for subject in subjects where try BookmarksCommand.change(bookmarks.add, subject) == false {
                printError("kanji-list: \(subject.text) was already bookmarked")
            }
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove bookmarks.")

        @Argument(help: "Kanji or words, as bookmarked.")
        var texts: [String]

        func run() throws {
            let bookmarks = try BookmarksCommand.openStore()
            for (index, text) in texts.enumerated() {
                let subject = try BookmarksCommand.subject(text, argument: index + 1)
                if try BookmarksCommand.change(bookmarks.remove, subject) == false {
                    printError("kanji-list: \(subject.text) is not bookmarked")
                    throw ExitCode.failure
                }
            }
        }
    }
}
