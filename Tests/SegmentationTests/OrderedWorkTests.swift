import KanjiDictionary
import Segmentation
import Testing

/// Inputs shared out among threads and handed back in order (what `parse --file` cuts a text's
/// lines with): the same outputs as one thread's, a failure of the reading after the outputs
/// before it, and a text cut by two segmenters on two threads as one segmenter cuts it.
@Suite struct OrderedWorkTests {
    private struct Stop: Error, Equatable {}

    /// Outputs in the inputs' order, though the threads finish them in any order: each input's
    /// work is long or short by its number.
    @Test func outputsComeInTheInputsOrder() throws {
        let workers = (0..<3).map { _ in OrderedWork.Worker(0) }
        var next = 0
        var taken: [Int] = []
        try OrderedWork.run(
            workers: workers,
            work: { count, input in
                count += 1
                var spin = 0
                for step in 0..<(input % 7) * 1000 { spin &+= step }
                return spin >= 0 ? input : -input
            },
            next: {
                defer { next += 1 }
                return next < 2000 ? next : nil
            }, size: { _ in 100 }, take: { taken.append($0) })
        #expect(taken == Array(0..<2000))
        #expect(workers.map { $0.withState { $0 } }.reduce(0, +) == 2000)
    }

    /// A failure of the reading is thrown after every input read before it has been taken.
    @Test func aFailureToReadComesAfterTheOutputsBeforeIt() {
        var next = 0
        var taken: [Int] = []
        #expect(throws: Stop()) {
            try OrderedWork.run(
                workers: [OrderedWork.Worker(()), OrderedWork.Worker(())], work: { _, input in input * 2 },
                next: {
                    defer { next += 1 }
                    if next == 500 { throw Stop() }
                    return next
                }, size: { _ in 1 }, take: { taken.append($0) })
        }
        #expect(taken == (0..<500).map { $0 * 2 })
    }

    /// A failure to take an output stops the work and is thrown.
    @Test func aFailureToTakeStopsTheWork() {
        var next = 0
        #expect(throws: Stop()) {
            try OrderedWork.run(
                workers: [OrderedWork.Worker(()), OrderedWork.Worker(())], work: { _, input in input },
                next: {
                    defer { next += 1 }
                    return next
                }, size: { _ in 1000 }, take: { if $0 == 100 { throw Stop() } })
        }
        // Read no further than a read-ahead past the output that failed.
        #expect(next <= 100 + OrderedWork.readAhead / 1000 + 2)
    }

    /// The bundled dictionary's sentences as paragraphs of ten, a paragraph a line (as
    /// scripts/reading-text writes a novel's length of them), with blank lines and a line of one
    /// long sentence: cut a line at a time by two segmenters on two threads, each with caches of
    /// its own history, they are what one segmenter cuts, line after line.
    @Test func aTextCutOnTwoThreadsIsTheTextCutByOne() throws {
        let store = SegmentationFixture.store
        let sentences = (0..<min(store.sentenceCount, 1200)).map { store.sentence(at: $0).japanese }
        var lines = stride(from: 0, to: sentences.count, by: 10).map { sentences[$0..<min($0 + 10, sentences.count)].joined() + "\n" }
        lines.insert("\n", at: 3)
        lines.insert(String(repeating: "きのう友達と映画を見に行きました。", count: 40) + "\n", at: 7)
        #expect(lines.count > 100)
        let (alone, reason) = SegmentationFixture.withMeCab()
        let expected = try lines.map { try #require(alone, "MeCab is needed for this test: \(reason)").segments(of: $0) }
        let workers = try (0..<2).map { _ in
            let (segmenter, missing) = Segmenter.make(lexicon: SegmentationFixture.lexicon)
            try #require(missing == nil)
            return OrderedWork.Worker(segmenter)
        }
        var next = 0
        var cut: [[Segment]] = []
        try OrderedWork.run(
            workers: workers, work: { segmenter, line in segmenter.segments(of: line) },
            next: {
                defer { next += 1 }
                return next < lines.count ? lines[next] : nil
            }, size: { $0.utf8.count }, take: { cut.append($0) })
        #expect(cut.count == expected.count)
        #expect(cut == expected)
    }
}
