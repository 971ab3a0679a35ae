import KanjiDictionary
import Segmentation
import Testing

/// Every word the text at a place may be (Yomitan's list under the cursor), on the bundled
/// dictionary with MeCab; and where a text changed at its end is cut again from.
@Suite struct CandidateTests {
    private func mecab() throws -> Segmenter {
        let (segmenter, reason) = SegmentationFixture.withMeCab()
        return try #require(segmenter, "MeCab is needed for this test: \(reason)")
    }

    /// Each candidate as `text=word(reasons)`.
    private func described(_ candidates: [Segment]) -> [String] {
        candidates.map { candidate in
            let word = candidate.word.map { SegmentationFixture.store.word(at: $0).word } ?? "-"
            return "\(candidate.text)=\(word)" + (candidate.inflection.isEmpty ? "" : "(\(candidate.inflection.joined(separator: ",")))")
        }
    }

    private func candidates(_ text: String, at segmentText: String, by segmenter: Segmenter) throws -> [Segment] {
        let segments = segmenter.segments(of: text)
        let segment = try #require(segments.first { $0.text == segmentText }, "\(segmentText) is no segment of \(text)")
        return segmenter.candidates(at: segment, in: Array(text.unicodeScalars))
    }

    @Test func theChosenWordFirstThenLongerAndShorterMatchesWithTheirInflection() throws {
        let segmenter = try mecab()
        let found = try candidates("映画を見に行きました。", at: "行きました", by: segmenter)
        let words = described(found)
        #expect(words.first == "行きました=行く(polite,past)")
        // The shorter matches from the same place: the noun 行き, the kanji's words.
        #expect(words.contains("行き=行き"), "\(words)")
        #expect(words.contains { $0.hasPrefix("行=") }, "\(words)")
        // Each word once, at its longest: 行く is not offered again as 行き's stem.
        #expect(found.compactMap(\.word).count == Set(found.compactMap(\.word)).count)
        // Longest first after the chosen one, and never across the 。.
        let lengths = found.dropFirst().map(\.range.count)
        #expect(lengths == lengths.sorted(by: >))
        #expect(found.allSatisfy { $0.range.lowerBound == found[0].range.lowerBound && !$0.text.contains("。") })
    }

    @Test func aLongerCompoundAndHomographsAreOffered() throws {
        let segmenter = try mecab()
        // MeCab cuts 日本 | 語 here; 日本語 is the longer word from the same place.
        let text = "日本語を勉強しています"
        let segments = segmenter.segments(of: text)
        let first = try #require(segments.first)
        let found = described(segmenter.candidates(at: first, in: Array(text.unicodeScalars)))
        #expect(found.contains("日本語=日本語"), "\(found)")
        #expect(found.contains("日本=日本"), "\(found)")
        // Kana text is every word read so: はし is the bridge and the chopsticks.
        let kana = described(try candidates("はしをわたる", at: "はし", by: segmenter))
        let readAsHashi = kana.filter { $0.hasPrefix("はし=") }
        #expect(readAsHashi.count >= 2, "\(kana)")
    }

    /// A name (MeCab's proper nouns, JMnedict's entry) is the first candidate, with the name's
    /// reading where MeCab reads its pieces otherwise (大川|隆|法 おおかわ|たかし|ほう); its
    /// kanji's words follow.
    @Test func aNameComesFirstWithItsReading() throws {
        let segmenter = try mecab()
        let store = SegmentationFixture.store
        let found = try candidates("大川隆法が話した。", at: "大川隆法", by: segmenter)
        #expect(found.first?.word.map { store.word(at: $0).isName } == true)
        #expect(found.first?.reading == "おおかわりゅうほう")
        #expect(found.dropFirst().contains { $0.word.map { !store.word(at: $0).isName } ?? false })
    }

    @Test func textThatIsNotJapaneseHasNoCandidates() throws {
        let segmenter = try mecab()
        let text = "Tomは1,000円を払った"
        let segments = segmenter.segments(of: text)
        let latin = try #require(segments.first)
        #expect(segmenter.candidates(at: latin, in: Array(text.unicodeScalars)).isEmpty)
    }

    /// Cut again from ``Segmenter/pieceStart(_:before:)`` on, a text changed at its end has the
    /// same words as the whole new text cut at once.
    @Test(arguments: [
        ("きのう友達と映画を見に行きました。\nとても面白かった", "です。"),
        ("きのう友達と映画を見に行きました。\n", "日本語"),
        ("日本語を勉強しています", "。"),
        (String(repeating: "長い文章を書いています。", count: 60), "続きです"),
    ])
    func aTextChangedAtItsEndIsCutAgainFromItsLastPiece(before: String, added: String) throws {
        let segmenter = try mecab()
        let old = Array(before.unicodeScalars)
        let new = old + Array(added.unicodeScalars)
        let from = Segmenter.pieceStart(new, before: old.count)
        #expect(from <= old.count)
        let whole = segmenter.segments(of: String(String.UnicodeScalarView(new)))
        let kept = segmenter.segments(of: before).prefix { $0.range.upperBound <= from }
        #expect(kept.last.map { $0.range.upperBound == from } ?? (from == 0))
        let again = Array(kept) + segmenter.segments(of: new, piece: from..<new.count)
        #expect(again == whole)
        if before.count > 400 { #expect(from > 0, "a long line is cut again from its last sentence, not its start") }
    }
}
