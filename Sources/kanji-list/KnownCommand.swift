import ArgumentParser
import Foundation
import LearnerData

/// `kanji-list known`: the words the learner knows, marked from a script or brought from Anki.
struct KnownCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "known",
        _superCommandName: "kanji-list",
        abstract: "Mark words known (or not), list the known ones, import them from a list or an Anki export.",
        discussion: """
            A word is known when marked so, or when its reviews give it an FSRS stability of 21 days or more; \
            the Read screen shows it plain and counts it in "87% known" (K there marks the word under the cursor). \
            Marks are kept in $XDG_DATA_HOME/kanji-list/known.tsv (~/.local/share/… when unset), shared with the browser.
            """,
        subcommands: [List.self, Add.self, Remove.self, Import.self],
        defaultSubcommand: List.self)

    /// The store at its usual place, read; a damaged file ends the command, naming its line.
    static func openStore() throws -> KnownMarksStore {
        let store = KnownMarksStore(path: KnownMarksStore.defaultPath())
        try reporting { () throws(KnownMarksError) in try store.reload() }
        return store
    }

    /// Runs `body`, printing its error and exiting non-zero on failure.
    static func reporting<T>(_ body: () throws(KnownMarksError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            printError("kanji-list: \(error)")
            throw ExitCode.failure
        }
    }

    /// The subjects named on the command line, each by the rule the file keeps.
    static func subjects(_ texts: [String], kanji: Bool) throws -> [StudySubject] {
        try texts.enumerated().map { index, text in
            do {
                return try StudySubject(checking: text, kind: kanji ? .kanji : .word)
            } catch {
                printError("kanji-list: argument \(index + 1): \(error)")
                throw ExitCode.failure
            }
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "Print every known word and kanji (the default): text, kind, and why (marked, reviews).")

        func run() throws {
            let marks = try KnownCommand.openStore().marks
            let log = try StudyCommand.openReviewLog()
            let states = LearnerStates(schedule: log.schedule, marks: marks)
            let known = Set(marks.filter { $0.value == .known }.keys).union(states.knownByReviews)
                .filter { states.state(of: $0) == .known }
                .sorted { ($0.kind.rawValue, $0.text) < ($1.kind.rawValue, $1.text) }
            let lines = known.map { "\(ControlCharacters.escaped($0.text))\t\($0.kind.rawValue)\t\(marks[$0] == .known ? "marked" : "reviews")\n" }
            try printOutput(lines.joined())
        }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Mark words (or with --kanji, kanji) known, or ignored.")

        @Flag(help: "The texts are kanji, not words.")
        var kanji = false

        @Flag(help: "Mark them ignored (names, words not worth studying) instead of known.")
        var ignored = false

        @Argument(help: "Words (日本), or kanji with --kanji.")
        var texts: [String]

        func run() throws {
            let subjects = try KnownCommand.subjects(texts, kanji: kanji)
            let store = try KnownCommand.openStore()
            let changed = try KnownCommand.reporting { () throws(KnownMarksError) in try store.set(ignored ? .ignored : .known, for: subjects) }
            printError("kanji-list: \(changed) of \(subjects.count) marked \(ignored ? "ignored" : "known")")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove",
            abstract: "Take words' marks away; a word its reviews call known is marked unknown instead.")

        @Flag(help: "The texts are kanji, not words.")
        var kanji = false

        @Argument(help: "Words, or kanji with --kanji.")
        var texts: [String]

        func run() throws {
            let subjects = try KnownCommand.subjects(texts, kanji: kanji)
            let store = try KnownCommand.openStore()
            let states = LearnerStates(schedule: try StudyCommand.openReviewLog().schedule, marks: store.marks)
            let byReviews = subjects.filter(states.knownByReviews.contains)
            let others = subjects.filter { !states.knownByReviews.contains($0) }
            let changed = try KnownCommand.reporting { () throws(KnownMarksError) in
                try store.set(.unknown, for: byReviews) + store.set(nil, for: others)
            }
            printError("kanji-list: \(changed) of \(subjects.count) no longer known")
        }
    }

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Mark known every word of FILE: one word a line, or an Anki notes export (the first field of each note).",
            discussion: """
                Anki: File › Export, "Notes in Plain Text" (.txt); its header lines say the separator, HTML and \
                the columns of GUID, note type and deck, which are passed over. kanji-list bookmarks --format anki \
                writes the same form. Lines that hold no word are named on standard error.
                """)

        @Argument(help: "The file, or - for standard input.")
        var file: String

        func run() throws {
            let text: String
            do {
                text = try ReadCommand.readText(file, atMost: 64 << 20, tooLarge: "more than a list of words holds")
            } catch {
                printError("kanji-list: \(error.description)")
                throw ExitCode(2)
            }
            let found = KnownWordsImport.read(text)
            for line in found.skipped.prefix(20) { printError("kanji-list: \(file): \(line)") }
            if found.skipped.count > 20 { printError("kanji-list: \(file): \(found.skipped.count - 20) more lines skipped") }
            let store = try KnownCommand.openStore()
            let changed = try KnownCommand.reporting { () throws(KnownMarksError) in
                try store.set(.known, for: found.words.map(StudySubject.word))
            }
            let read = found.words.count == 1 ? "1 word read" : "\(found.words.count) words read"
            printError("kanji-list: \(read), \(changed) newly marked known")
            if found.words.isEmpty { throw ExitCode.failure }
        }
    }
}
