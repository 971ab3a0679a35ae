import Foundation

/// Words having some, not all, of the content words of an English query of several words: a
/// learner's "belt for western clothes" finds ベルト "belt", "national or state border" 国境
/// "national border". They rank after every match having all the words, by the share of the
/// query's weight they have, each word weighing the more the fewer words have it (its inverse
/// document frequency: "belt" counts more than "western"), and need at least a third of it. Both
/// ways of searching give this the same words with the same bits (`SearchIndex` from its
/// postings, the one-off scan from the glosses), so they agree. Only for queries without filters.
struct PartialEnglish: Sendable {
    let query: EnglishQuery

    /// A word having some of the query's content words: a bit for each, and the best posting info
    /// (`WordPostings.Scanner`) of the words it has them in, so that among words having as much of
    /// the query one whose gloss is such a word alone, or that has it in an earlier sense, comes first.
    struct Found {
        let word: Int
        var bits: UInt64
        var info: UInt32
    }

    /// The least share of the query's weight a word must have.
    static let leastShare = 1.0 / 3.0

    /// The query of several content words a partial match is looked for with, if the plan has one.
    init?(_ plan: SearchPlan) {
        guard plan.query.filters.isEmpty, let query = plan.english.first, query.content.count >= 2, query.content.count <= 64
        else { return nil }
        self.query = query
    }

    /// The matches of the words having enough of the query: `found` gives each word having any of
    /// the query's content words once; `wordCount` is how many words the dictionary has.
    func matches(found: [Found], wordCount: Int) -> [(word: Int, match: Match)] {
        var frequency = [Int](repeating: 0, count: query.content.count)
        for entry in found {
            for bit in frequency.indices where entry.bits & (1 << UInt64(bit)) != 0 { frequency[bit] += 1 }
        }
        let weights = frequency.map { log(Double(max(wordCount, 1)) / Double(max($0, 1))) + 1 }
        let total = weights.reduce(0, +)
        return found.compactMap { entry in
            let had = weights.indices.reduce(0.0) { entry.bits & (1 << UInt64($1)) != 0 ? $0 + weights[$1] : $0 }
            let share = had / total
            guard share >= PartialEnglish.leastShare else { return nil }
            // The share lacking, in eighths of the two thirds a match may lack, as the key's steps;
            // then a gloss that is the word alone, then its sense.
            let lacking = min(7, Int(((1 - share) * 12).rounded(.down)))
            let (exactness, position, glosses) = WordPostings.decode(info: entry.info)
            let place = (exactness == .exact ? 0 : 16) + position
            return (entry.word, Match(exactness: .partial, kind: .meaning, position: place, glosses: glosses, steps: lacking))
        }
    }
}
