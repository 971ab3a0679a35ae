import Foundation

/// What time it is for studying: now, unless the tests fix it. KANJI_LIST_TEST_NOW (a log
/// timestamp, `2026-11-24T09:00:00.000Z`) stops the clock at that moment, so the end-to-end tests
/// know every due date in advance; it is for tests only, and documented only where they are.
public enum StudyClock {
    public static let testVariable = "KANJI_LIST_TEST_NOW"

    public static func now(environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(StudyClockError) -> @Sendable () -> Date
    {
        guard let text = environment[testVariable] else { return { Date() } }
        guard let date = TransitionLogLine.date(fromTimestamp: text) else {
            throw StudyClockError(message: "\(testVariable)=\(text) is not a time like 2026-11-24T09:00:00.000Z")
        }
        return { date }
    }
}

public struct StudyClockError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
