import Foundation
import SpacedRepetition
import Testing

/// The scheduler against py-fsrs 6.3.2, the reference: every review of every sequence that
/// scripts/fsrs-golden recorded (fuzzing off) gives the same state, step and due date, and the
/// same stability, difficulty and retrievability within 1e-6.
@Suite struct GoldenSequenceTests {
    static let fixture: GoldenFixture = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/fsrs-golden.json")
        do {
            return try JSONDecoder().decode(GoldenFixture.self, from: Data(contentsOf: url))
        } catch {
            Issue.record("cannot read \(url.path): \(error); run scripts/fsrs-golden")
            return GoldenFixture(configs: [])
        }
    }()

    @Test func theFixtureCoversEveryStateAndEachSetUp() {
        let configs = Self.fixture.configs
        #expect(configs.map(\.name) == ["default", "one-step", "relearning"])
        let reviews = configs.flatMap(\.sequences).flatMap(\.reviews)
        #expect(Set(reviews.map(\.state)) == [1, 2, 3])
        #expect(Set(reviews.map(\.rating)) == [1, 2, 3, 4])
        #expect(reviews.count > 3000)
    }

    @Test func theDefaultsAreFSRS6sPublishedOnes() throws {
        let defaults = try #require(Self.fixture.configs.first { $0.name == "default" })
        #expect(defaults.parameters == SchedulerParameters())
    }

    @Test(arguments: ["default", "one-step", "relearning"])
    func everyReviewMatchesTheReference(config name: String) throws {
        let config = try #require(Self.fixture.configs.first { $0.name == name })
        let scheduler = Scheduler(config.parameters)
        var compared = 0
        for (number, sequence) in config.sequences.enumerated() {
            var card = ScheduledCard.new
            for (index, review) in sequence.reviews.enumerated() {
                let time = Instant(millisecondsSince1970: review.time)
                let rating = try #require(Rating(rawValue: review.rating))
                let place = "\(name) sequence \(number + 1) review \(index + 1)"
                #expect(abs(scheduler.retrievability(of: card, at: time) - review.retrievability) <= 1e-6, "\(place)")
                card = scheduler.review(card, rating: rating, at: time)
                #expect(card.state.rawValue == review.state, "\(place)")
                #expect(card.step == review.step, "\(place)")
                #expect(abs((card.stability ?? .nan) - review.stability) <= 1e-6, "\(place)")
                #expect(abs((card.difficulty ?? .nan) - review.difficulty) <= 1e-6, "\(place)")
                #expect(card.due?.millisecondsSince1970 == review.due, "\(place)")
                #expect(card.lastReview?.millisecondsSince1970 == review.lastReview, "\(place)")
                compared += 1
            }
        }
        #expect(compared == config.sequences.reduce(0) { $0 + $1.reviews.count })
    }
}

/// fsrs-golden.json as scripts/fsrs-golden writes it.
struct GoldenFixture: Decodable {
    var configs: [Config]

    struct Config: Decodable {
        var name: String
        var scheduler: SchedulerSettings
        var sequences: [Sequence]

        var parameters: SchedulerParameters {
            SchedulerParameters(
                weights: scheduler.parameters, desiredRetention: scheduler.desired_retention,
                learningSteps: scheduler.learning_steps.map { $0 * 1000 },
                relearningSteps: scheduler.relearning_steps.map { $0 * 1000 },
                maximumInterval: scheduler.maximum_interval)
        }
    }

    /// py-fsrs's `Scheduler.to_dict()`: steps in seconds.
    struct SchedulerSettings: Decodable {
        var parameters: [Double]
        var desired_retention: Double
        var learning_steps: [Int64]
        var relearning_steps: [Int64]
        var maximum_interval: Int
        var enable_fuzzing: Bool
    }

    struct Sequence: Decodable {
        var start: Int64
        var reviews: [Review]
    }

    struct Review: Decodable {
        var rating: Int
        var time: Int64
        var retrievability: Double
        var state: Int
        var step: Int?
        var stability: Double
        var difficulty: Double
        var due: Int64
        var lastReview: Int64
    }
}
