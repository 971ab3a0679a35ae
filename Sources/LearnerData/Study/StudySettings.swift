import Foundation
import KanjiDictionary

/// What the study start screen sets and later sessions keep: how many new cards a day, and the hour
/// a study day starts (`kanji-list study --day-starts-at`). A small JSON file,
/// `$XDG_STATE_HOME/kanji-list/study.json` (`{"newPerDay":10,"dayStartsAt":4}`), written whole (a temporary
/// file renamed over it); one that cannot be read or says nothing sensible is ignored (the
/// defaults), never fatal: a setting is not worth stopping a review for.
public struct StudySettings: Equatable, Sendable {
    /// Beyond a year's worth of Anki's largest preset a day, a number is a typo.
    public static let newPerDayRange = 0...9999

    public var newPerDay = StudyStatistics.defaultNewPerDay
    /// The hour of the day a study day starts, local time.
    public var dayStartHour = StudyDay.defaultStartHour

    public init(newPerDay: Int = StudyStatistics.defaultNewPerDay, dayStartHour: Int = StudyDay.defaultStartHour) {
        self.newPerDay = newPerDay
        self.dayStartHour = dayStartHour
    }

    /// The study day these settings say, in the local time zone.
    public var day: StudyDay { StudyDay(startHour: dayStartHour) }

    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        DictionaryLocations.xdgDirectory("XDG_STATE_HOME", fallback: ".local/state", environment: environment)
            + "/kanji-list/study.json"
    }

    /// The settings kept at `path`; the defaults when there is no file, or it is damaged, or it is
    /// not a regular file (a FIFO is not waited on).
    public static func read(from path: String) -> StudySettings {
        guard case .success(let bytes) = LineFile.contents(of: path), bytes.count < 4096,
              let stored = try? JSONDecoder().decode(Stored.self, from: Data(bytes)),
              newPerDayRange.contains(stored.newPerDay)
        else { return StudySettings() }
        let hour = stored.dayStartsAt.flatMap { StudyDay.startHourRange.contains($0) ? $0 : nil } ?? StudyDay.defaultStartHour
        return StudySettings(newPerDay: stored.newPerDay, dayStartHour: hour)
    }

    private struct Stored: Decodable {
        var newPerDay: Int
        var dayStartsAt: Int?
    }

    /// Writes the settings to `path` whole, its folder made if missing.
    public func write(to path: String) throws(BookmarkError) {
        try BookmarkFileWriting.createFolder(of: path)
        try BookmarkFileWriting.replace(path, with: Array("{\"newPerDay\":\(newPerDay),\"dayStartsAt\":\(dayStartHour)}\n".utf8))
    }
}
