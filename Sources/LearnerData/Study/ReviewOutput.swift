import Foundation
import KanjiDictionary
import SpacedRepetition

/// The review log as `kanji-list study` prints it for scripts, shell prompts and spreadsheets.
public enum ReviewOutput {
    /// One line: `2 due, 8 new left today, 5 cards studied`.
    public static func summary(_ statistics: StudyStatistics) -> String {
        "\(statistics.dueNow) due, \(statistics.newLeftToday) new left today, \(statistics.studied) card\(statistics.studied == 1 ? "" : "s") studied\n"
    }

    public static func summaryJSON(_ statistics: StudyStatistics) -> String {
        "{\"due\":\(statistics.dueNow),\"newLeftToday\":\(statistics.newLeftToday),\"studied\":\(statistics.studied)}\n"
    }

    /// Every studied card and when it is next due, soonest first: text, kind, due, state.
    public static func due(_ schedule: ReviewSchedule) -> String {
        dueCards(schedule).map { subject, card in
            [subject.text, subject.kind.rawValue, card.due.map(timestamp) ?? "", card.state.name].joined(separator: "\t") + "\n"
        }.joined()
    }

    public static func dueJSON(_ schedule: ReviewSchedule) -> String {
        StudyListOutput.array(dueCards(schedule).map { subject, card in
            "{\"card\":\(JSONString.literal(subject.text)),\"kind\":\"\(subject.kind.rawValue)\","
                + "\"due\":\(JSONString.literal(card.due.map(timestamp))),\"state\":\"\(card.state.name)\","
                + "\"stability\":\(number(card.stability)),\"difficulty\":\(number(card.difficulty))}"
        })
    }

    public static func statistics(_ statistics: StudyStatistics) -> String {
        var lines = [
            "cards studied\t\(statistics.studied)", "due now\t\(statistics.dueNow)",
            "new today\t\(statistics.newToday)", "new left today\t\(statistics.newLeftToday)",
        ]
        if let retention = statistics.retention {
            lines.append("retention, last 30 days\t" + String(format: "%.1f%%", retention * 100)
                + " (\(statistics.recalled) of \(statistics.matureReviews) reviews of cards in review)")
        } else {
            lines.append("retention, last 30 days\tno reviews of cards in review yet")
        }
        lines += statistics.reviewsPerDay.map { "reviews \($0.day)\t\($0.reviews)" }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func statisticsJSON(_ statistics: StudyStatistics) -> String {
        let days = statistics.reviewsPerDay.map { "{\"day\":\"\($0.day)\",\"reviews\":\($0.reviews)}" }
        return "{\"studied\":\(statistics.studied),\"due\":\(statistics.dueNow),\"newToday\":\(statistics.newToday),"
            + "\"newLeftToday\":\(statistics.newLeftToday),\"retention\":\(number(statistics.retention)),"
            + "\"matureReviews\":\(statistics.matureReviews),\"recalled\":\(statistics.recalled),"
            + "\"reviewsPerDay\":[\(days.joined(separator: ","))]}\n"
    }

    /// Every rating that counts, oldest first, as CSV (RFC 4180: a header, fields quoted where they
    /// hold a comma, a quote or a line break): the FSRS optimizer's review-log columns (card_id,
    /// one card's reviews, `kanji:日` or `word:日本` since a kanji and a word may be written alike;
    /// review_time in milliseconds; review_rating 1-4; review_state before the review, 0 new,
    /// 1 learning, 2 review, 3 relearning; review_duration in milliseconds from showing the card
    /// to rating it, empty for ratings logged before it was recorded), then for a
    /// spreadsheet the card's text and kind and the state the review left it in. A number the
    /// card does not have is an empty field.
    public static func csv(_ schedule: ReviewSchedule) -> String {
        var out = csvHeader.joined(separator: ",") + "\n"
        for step in schedule.steps {
            let fields = [
                step.subject.kind.rawValue + ":" + step.subject.text, String(step.time.millisecondsSince1970),
                String(step.rating.rawValue), String(step.before.isNew ? 0 : step.before.state.rawValue),
                step.duration.map { String($0) } ?? "",
                step.subject.text, step.subject.kind.rawValue, timestamp(step.time), step.after.state.name,
                step.after.stability.map { String($0) } ?? "", step.after.difficulty.map { String($0) } ?? "",
                step.after.due.map(timestamp) ?? "",
            ]
            out += fields.map(csvField).joined(separator: ",") + "\n"
        }
        return out
    }

    static let csvHeader = [
        "card_id", "review_time", "review_rating", "review_state", "review_duration",
        "card", "kind", "reviewed_at", "state", "stability", "difficulty", "due",
    ]

    private static func dueCards(_ schedule: ReviewSchedule) -> [(StudySubject, ScheduledCard)] {
        schedule.cards.sorted {
            ($0.value.due ?? Instant(millisecondsSince1970: 0), $0.key.text) < ($1.value.due ?? Instant(millisecondsSince1970: 0), $1.key.text)
        }.map { ($0.key, $0.value) }
    }

    private static func timestamp(_ instant: Instant) -> String { TransitionLogLine.timestamp(instant.date) }

    private static func number(_ value: Double?) -> String { value.map { String($0) } ?? "null" }

    /// RFC 4180: quoted when it holds a comma, a quote or a line break, quotes doubled. Text a
    /// spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return:
    /// a card `=HYPERLINK(…)` from a hand-edited log) gets a leading ', OWASP's rule against CSV
    /// injection; no field the log writes by itself starts so.
    static func csvField(_ text: String) -> String {
        let safe = text.first.map { "=+-@\t\r".contains($0) } == true ? "'" + text : text
        guard safe.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return safe }
        return "\"" + safe.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
