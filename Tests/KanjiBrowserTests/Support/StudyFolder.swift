import Foundation
import KanjiDictionary
import SpacedRepetition
import TestSupport
@testable import KanjiBrowser
@testable import LearnerData

/// What the study tests drive: the whole app over a store, with a review log, bookmarks and study
/// setting of its own in a fresh folder, and the clock stopped.
final class StudyFolder {
    let folder: URL
    /// 2026-11-24T09:00:00Z, the clock's time unless a test gives another.
    let start = Instant(millisecondsSince1970: 1_795_510_800_000)
    var reviewsPath: String { folder.appendingPathComponent("reviews.log").path }
    var bookmarksPath: String { folder.appendingPathComponent("bookmarks.json").path }
    var settingsPath: String { folder.appendingPathComponent("state/study.json").path }

    init(_ name: String) {
        folder = TestFolders.unused(name)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The app loaded and settled, `subjects` bookmarked first; its clock stopped at `time`, or
    /// `clock` when given.
    func app(store: KanjiStore, bookmarking subjects: [StudySubject], at time: Instant? = nil, newPerDay: Int? = nil,
             clock: (@Sendable () -> Date)? = nil) throws -> BrowserApp {
        let bookmarks = BookmarkStore(path: bookmarksPath)
        for subject in subjects { try bookmarks.add(subject) }
        let date = (time ?? start).date
        let configuration = BrowserConfiguration(
            dictionaryPath: "dictionary.json", dictionaryKind: "bundled", bookmarksPath: bookmarksPath,
            reviewLogPath: reviewsPath, now: clock ?? { date }, newPerDay: newPerDay, studySettingsPath: settingsPath)
        let app = BrowserApp(configuration: configuration, log: nil, load: { _ in store })
        app.waitUntilSettled()
        return app
    }

    static func press(_ app: BrowserApp, _ keys: [Key]) {
        for key in keys { _ = app.handle(key) }
    }

    static func studyScreen(_ app: BrowserApp) -> StudyScreen? {
        if case .study(let screen) = app.navigation?.stack.top { return screen }
        return nil
    }
}
