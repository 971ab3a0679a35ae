import ArgumentParser
import Pronunciation
import Foundation
import KanjiBrowser
import KanjiDictionary
import KanjiTerminal
import LearnerData
import Synchronization

/// The browser: the default command.
struct BrowseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        _superCommandName: "kanji-list",
        abstract: "Open the browser (the default): the list of all kanji, or a kanji's details over it.")

    @Argument(help: "A kanji to open over the list.")
    var kanji: String?

    @OptionGroup var dictionary: DictionaryOptions

    @OptionGroup var log: LogOptions

    @Option(help: ArgumentHelp(
        "New study cards a day, for this run.",
        discussion: "Default: what Study's start screen last set (+ and -), kept in $XDG_STATE_HOME/kanji-list/study.json; else 10.",
        valueName: "N"))
    var newPerDay: Int?

    func validate() throws {
        if let kanji, kanji.count != 1 {
            throw ValidationError("'\(kanji)' is not a single kanji; try `kanji-list lookup \(kanji)` for a word")
        }
        try StudyCommand.validate(newPerDay: newPerDay)
    }

    func run() throws {
        try BrowseCommand.browse(dictionary: dictionary, log: log, newPerDay: newPerDay, openingKanji: kanji?.first)
    }

    /// The browser on the dictionary and log given, opening a kanji's details or a text to read.
    static func browse(
        dictionary: DictionaryOptions, log: LogOptions, newPerDay: Int? = nil, openingKanji: Character? = nil,
        openingText: (text: String, source: String)? = nil, showsWordStates: Bool = true
    ) throws {
        // Before the terminal is touched: a FIFO as the log would block its open before the first frame.
        if let problem = RegularFile.problem(at: log.path, allowingCharacterDevices: true) {
            printError("kanji-list: \(log.path): \(problem)")
            throw ExitCode.failure
        }
        if let reason = TerminalSession.unavailableReason() {
            printError("kanji-list: \(reason)")
            throw ExitCode(2)
        }
        let now: @Sendable () -> Date
        do {
            now = try StudyClock.now()
        } catch {
            printError("kanji-list: \(error)")
            throw ExitCode(2)
        }
        CrashReporterSetting.makeNonInteractive()
        let transitionLog = TransitionLog(path: log.path)
        var configuration = BrowserConfiguration(
            dictionaryPath: dictionary.path, dictionaryKind: dictionary.kind, openingKanji: openingKanji,
            bookmarksPath: BookmarkStore.defaultPath(), reviewLogPath: ReviewLog.defaultPath(), now: now,
            newPerDay: newPerDay, studySettingsPath: StudySettings.defaultPath(), openingText: openingText,
            listOrderPath: ListOrderFile.defaultPath(), knownMarksPath: KnownMarksStore.defaultPath(),
            speech: SpeechPlayer())
        configuration.showsWordStates = showsWordStates
        // What the image cache says while the terminal is the browser's is said once it is given back.
        let cacheNotices = Mutex<[String]>([])
        let app = BrowserApp(configuration: configuration, log: transitionLog) { path throws(DictionaryError) in
            let store = try KanjiStore.load(contentsOf: path, cache: .app()) { notice in
                cacheNotices.withLock { $0.append(notice) }
            }
            LoadedDictionary.remember(store, path: path)
            return store
        }
        TerminalRestorer.faultFilter = DictionaryImageFaults.handler
        let status = TerminalSession.run(app)
        for notice in cacheNotices.withLock({ $0 }) {
            printError("kanji-list: \(notice)")
        }
        if let problem = transitionLog.problem {
            printError("kanji-list: \(problem)")
        }
        if status != 0 { throw ExitCode(status) }
    }
}
