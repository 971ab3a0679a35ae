import Segmentation
import Testing

/// Every sentence of ParseTable cut into the words a reader means, and read with furigana.
@Suite struct ParseTableTests {
    @Test func theTableHasAtLeastAHundredSentences() {
        #expect(ParseTable.cases.count >= 100)
        #expect(Set(ParseTable.cases.map(\.sentence)).count == ParseTable.cases.count)
    }

    @Test(arguments: ParseTable.cases)
    func sentenceGivesItsWordsAndFurigana(_ example: (sentence: String, words: String, furigana: String)) throws {
        let (segmenter, reason) = SegmentationFixture.withMeCab()
        let mecab = try #require(segmenter, "MeCab is needed for this test: \(reason)")
        let segments = mecab.segments(of: example.sentence)
        #expect(SegmentationFixture.words(segments) == example.words)
        #expect(Furigana.anki(segments) == example.furigana)
        #expect(segments.map(\.text).joined() == example.sentence)
    }
}
