import KanjiDictionary
import TestSupport
import Testing

/// The bundled dictionary's words of a kanji in a learner's order: level, then wordfreq's
/// frequency, then JMdict's rank (issue 21's 日: 今日, 毎日 and 日曜日 among the first five).
struct LearnerWordOrderTests {
    static let store = BundledDictionary.store

    @Test(arguments: [
        ("日", ["今日", "毎日", "日曜日"], 5), ("水", ["水", "水曜日"], 2), ("学", ["学校", "大学", "学生"], 3),
        ("人", ["人", "一人"], 3), ("食", ["食べる", "食べ物"], 2),
    ])
    func aKanjisFirstWordsAreTheOnesALearnerNeeds(kanji: Character, expected: [String], within: Int) throws {
        let words = try Self.store.get().words(containing: kanji)
        let first = words.prefix(within).map(\.word)
        #expect(expected.allSatisfy(first.contains), "\(kanji): \(first)")
    }

    /// Within each level, Zipf never rises (words without one last); levels N5 first.
    @Test(arguments: ["日", "水", "学", "人", "食", "生", "大"] as [Character])
    func theOrderIsLevelThenFrequency(kanji: Character) throws {
        let words = try Self.store.get().words(containing: kanji)
        let keys = words.map { ($0.jlptLevel.map { 5 - $0 } ?? 5, -($0.zipf ?? 0)) }
        for (earlier, later) in zip(keys, keys.dropFirst()) { #expect(earlier <= later, "\(kanji): \(earlier) before \(later)") }
        #expect(words.contains { $0.zipf != nil } && words.first?.jlptLevel == 5)
    }
}
