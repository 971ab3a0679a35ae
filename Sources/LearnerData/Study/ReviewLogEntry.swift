import Foundation
import KanjiDictionary
import SpacedRepetition

/// One line of the review log: a rating given to a card and the card as FSRS left it, or the undoing
/// of such a rating. The schedule is rebuilt by replaying the ratings (ReviewSchedule); the state
/// on a line is what it was when written, for people, exports and other tools.
public enum ReviewLogEntry: Equatable, Sendable {
    case review(Review)
    /// `subject`'s rating made at `reviewTime` no longer counts, as of `time`.
    case undo(subject: StudySubject, reviewTime: Instant, time: Instant)

    public struct Review: Equatable, Sendable {
        public var subject: StudySubject
        public var rating: Rating
        public var time: Instant
        /// The card after the rating.
        public var card: ScheduledCard
        /// From showing the card to rating it, in milliseconds (the FSRS optimizer's
        /// review_duration); nil on lines written before it was recorded.
        public var duration: Int64?

        public init(subject: StudySubject, rating: Rating, time: Instant, card: ScheduledCard, duration: Int64? = nil) {
            self.subject = subject
            self.rating = rating
            self.time = time
            self.card = card
            self.duration = duration
        }
    }

    public var subject: StudySubject {
        switch self {
        case .review(let review): review.subject
        case .undo(let subject, _, _): subject
        }
    }

    /// The line's JSON, without the newline, its fields always in the same order:
    /// `{"time":"…Z","card":"日","kind":"kanji","rating":3,"state":"learning","step":1,"stability":2.3065,"difficulty":2.118…,"due":"…Z","duration":5200}`
    /// or `{"time":"…Z","card":"日","kind":"kanji","undo":"…Z"}`.
    public var json: String {
        var fields: [(String, String)] = [("time", Self.literal(time)), ("card", JSONString.literal(subject.text)),
                                          ("kind", JSONString.literal(subject.kind.rawValue))]
        switch self {
        case .review(let review):
            let card = review.card
            fields += [
                ("rating", String(review.rating.rawValue)), ("state", JSONString.literal(card.state.name)),
                ("step", card.step.map(String.init) ?? "null"),
                ("stability", card.stability.map { String($0) } ?? "null"),
                ("difficulty", card.difficulty.map { String($0) } ?? "null"),
                ("due", card.due.map(Self.literal) ?? "null"),
            ]
            if let duration = review.duration { fields.append(("duration", String(duration))) }
        case .undo(_, let reviewTime, _):
            fields.append(("undo", Self.literal(reviewTime)))
        }
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    public var time: Instant {
        switch self {
        case .review(let review): review.time
        case .undo(_, _, let time): time
        }
    }

    static func literal(_ instant: Instant) -> String {
        JSONString.literal(TransitionLogLine.timestamp(instant.date))
    }

    /// The entry a line holds, or why the line is not one (cut short, edited, another program's).
    static func read(_ line: ArraySlice<UInt8>) throws(ForeignLine) -> ReviewLogEntry {
        let fields: Fields
        do {
            fields = try JSONDecoder().decode(Fields.self, from: Data(line))
        } catch {
            throw ForeignLine(reason: DecodingFailure.fieldProblem(in: error, pathPrefix: "field ") ?? "not a JSON object")
        }
        let time = try instant(fields.time, "time")
        guard let kind = StudySubject.Kind(rawValue: fields.kind) else {
            throw ForeignLine(reason: "kind \(quoted(fields.kind)) is neither kanji nor word")
        }
        let subject: StudySubject
        do {
            subject = try StudySubject(checking: fields.card, kind: kind)
        } catch {
            throw ForeignLine(reason: "card: \(error.reason)")
        }
        if let undo = fields.undo {
            return .undo(subject: subject, reviewTime: try instant(undo, "undo"), time: time)
        }
        guard let rawRating = fields.rating, let rating = Rating(rawValue: rawRating) else {
            throw ForeignLine(reason: "rating is not 1, 2, 3 or 4")
        }
        guard let stateName = fields.state, let state = CardState(name: stateName) else {
            throw ForeignLine(reason: "state is not learning, review or relearning")
        }
        let card = ScheduledCard(
            state: state, step: fields.step, stability: fields.stability, difficulty: fields.difficulty,
            due: try fields.due.map { (due) throws(ForeignLine) in try instant(due, "due") }, lastReview: time)
        guard fields.duration.map({ $0 >= 0 }) ?? true else { throw ForeignLine(reason: "duration is negative") }
        return .review(Review(subject: subject, rating: rating, time: time, card: card, duration: fields.duration))
    }

    private static func instant(_ text: String, _ field: String) throws(ForeignLine) -> Instant {
        guard let date = TransitionLogLine.date(fromTimestamp: text) else {
            throw ForeignLine(reason: "\(field) \(quoted(text)) is not a log timestamp")
        }
        return Instant(date)
    }

    /// A field's text as a message quotes it: at most 40 characters (a damaged line may hold megabytes).
    private static func quoted(_ text: String) -> String {
        text.count > 40 ? text.prefix(40) + "…" : text
    }

    private struct Fields: Decodable {
        var time: String
        var card: String
        var kind: String
        var rating: Int?
        var state: String?
        var step: Int?
        var stability: Double?
        var difficulty: Double?
        var due: String?
        var duration: Int64?
        var undo: String?
    }
}
