import Foundation
import Pronunciation

/// What the browser is started with, decided by the command line.
public struct BrowserConfiguration: Sendable {
    public var dictionaryPath: String
    /// Says which dictionary this is, for the help screen: "bundled", "imported", "from --dictionary".
    public var dictionaryKind: String
    /// Opens this kanji's details over the list once loaded (`kanji-list 日`).
    public var openingKanji: Character?
    /// Opens the Read screen with this text over the list once loaded (`kanji-list read FILE`),
    /// `source` naming the file for the title and the log.
    public var openingText: (text: String, source: String)?
    /// The bookmarks file; nil keeps no bookmarks (tests that want none).
    public var bookmarksPath: String?
    /// The review log; nil studies nothing (tests that want no files).
    public var reviewLogPath: String?
    /// The known-words marks (K); nil keeps none (tests that want no files).
    public var knownMarksPath: String?
    /// Whether the Read screen shows each word's state and the share known (`read --plain`: not).
    public var showsWordStates = true
    /// Where the All list's order is kept across sessions; nil keeps it for the session only.
    public var listOrderPath: String?
    /// What time it is for studying (StudyClock: stopped in tests).
    public var now: @Sendable () -> Date
    /// New study cards a day for this run (`--new-per-day`); nil takes the kept setting.
    public var newPerDay: Int?
    /// Where the study start screen keeps its setting (StudySettings); nil keeps none (tests that want no files).
    public var studySettingsPath: String?
    /// Says words and sentences (`p`); nil has no voice (tests, replays), and `p` is not offered.
    public var speech: SpeechPlayer?

    public init(
        dictionaryPath: String, dictionaryKind: String, openingKanji: Character? = nil, bookmarksPath: String? = nil,
        reviewLogPath: String? = nil, now: @escaping @Sendable () -> Date = { Date() },
        newPerDay: Int? = nil, studySettingsPath: String? = nil, openingText: (text: String, source: String)? = nil,
        listOrderPath: String? = nil, knownMarksPath: String? = nil, speech: SpeechPlayer? = nil
    ) {
        self.knownMarksPath = knownMarksPath
        self.speech = speech
        self.listOrderPath = listOrderPath
        self.studySettingsPath = studySettingsPath
        self.openingText = openingText
        self.dictionaryPath = dictionaryPath
        self.dictionaryKind = dictionaryKind
        self.openingKanji = openingKanji
        self.bookmarksPath = bookmarksPath
        self.reviewLogPath = reviewLogPath
        self.now = now
        self.newPerDay = newPerDay
    }
}
