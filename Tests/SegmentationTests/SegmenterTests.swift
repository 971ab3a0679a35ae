import KanjiDictionary
import Segmentation
import Testing

/// The segmenter's choices beyond the table: what longest match alone gets wrong and the join
/// of MeCab's morphemes gets right, text that passes through, offsets, and the fallback when
/// MeCab is missing.
@Suite struct SegmenterTests {
    private func mecab() throws -> Segmenter {
        let (segmenter, reason) = SegmentationFixture.withMeCab()
        return try #require(segmenter, "MeCab is needed for this test: \(reason)")
    }

    @Test func longestMatchAloneCutsThisWorldAndMeCabDoesNot() throws {
        // A dictionary that has この世 ("this world"), as the full JMdict does.
        let store = try KanjiStore(source: nil, kanji: [], words: [
            WordEntry(word: "此の", readings: ["この"], meanings: ["this"], senses: [WordSense(partsOfSpeech: ["adj-pn"], misc: ["uk"], glosses: ["this"])]),
            WordEntry(word: "この世", readings: ["このよ"], meanings: ["this world"], senses: [WordSense(partsOfSpeech: ["n"], glosses: ["this world"])]),
            WordEntry(word: "世界", readings: ["せかい"], meanings: ["the world"], senses: [WordSense(partsOfSpeech: ["n"], glosses: ["the world"])]),
            WordEntry(word: "界", readings: ["かい"], meanings: ["community"], senses: [WordSense(partsOfSpeech: ["suf"], glosses: ["community"])]),
        ])
        let lexicon = Lexicon(store: store)
        func words(_ segments: [Segment]) -> [String] { segments.map { $0.word.map { store.word(at: $0).word } ?? $0.text } }
        #expect(words(Segmenter(lexicon: lexicon, tokenizer: nil).segments(of: "この世界")) == ["この世", "界"])
        var reason = ""
        let opened = MeCabTokenizer(reason: &reason)
        let tokenizer = try #require(opened, "MeCab is needed for this test: \(reason)")
        #expect(words(Segmenter(lexicon: lexicon, tokenizer: tokenizer).segments(of: "この世界")) == ["此の", "世界"])
        #expect(SegmentationFixture.words(try mecab().segments(of: "彼がやる")) == "彼 が 遣る")
    }

    @Test func longestMatchAloneStillDeinflectsAndReads() {
        let segments = SegmentationFixture.longestMatch().segments(of: "食べさせられなかった")
        #expect(SegmentationFixture.words(segments) == "食べる(causative,passive,negative,past)")
        #expect(segments.first?.reading == "たべさせられなかった")
        #expect(Furigana.anki(SegmentationFixture.longestMatch().segments(of: "来ます")) == "来[き]ます")
        #expect(Furigana.anki(SegmentationFixture.longestMatch().segments(of: "来ない")) == "来[こ]ない")
        // An ichidan verb's bare stem is the verb; a kana stem is not tried (がめ of がめちゃくちゃ).
        // (見に行く is JMdict's own expression, the longest match.)
        #expect(SegmentationFixture.words(SegmentationFixture.longestMatch().segments(of: "映画を見に行った")) == "映画 を 見に行く(past)")
        #expect(Furigana.anki(SegmentationFixture.longestMatch().segments(of: "食べに来た")) == "食[た]べに 来[き]た")
    }

    /// (A number before a counter is a word: ReadingInContextTests.)
    @Test func latinNumbersPunctuationAndSpacePassThroughWithNoWord() throws {
        for segmenter in [try mecab(), SegmentationFixture.longestMatch()] {
            let segments = segmenter.segments(of: "Tomは1,000ドルを払った! ok")
            let passing = segments.filter { $0.kind != .word }
            #expect(passing.map(\.text) == ["Tom", "1,000", "!", " ", "ok"])
            #expect(passing.map(\.kind) == [.latin, .number, .punctuation, .space, .latin])
            #expect(passing.allSatisfy { $0.word == nil && $0.inflection.isEmpty })
        }
    }

    @Test func segmentsCoverTheTextOnceWithCodePointOffsets() throws {
        let text = "😀 日本語を\u{1B}[31m勉強した。\n次の行👍🏽です"
        for segmenter in [try mecab(), SegmentationFixture.longestMatch()] {
            let segments = segmenter.segments(of: text)
            let scalars = Array(text.unicodeScalars)
            var next = 0
            for segment in segments {
                #expect(segment.range.lowerBound == next)
                #expect(String(String.UnicodeScalarView(scalars[segment.range])) == segment.text)
                next = segment.range.upperBound
            }
            #expect(next == scalars.count)
            #expect(segments.contains { $0.text == "\u{1B}" && $0.kind == .punctuation })
        }
    }

    /// A variation selector cut 日︀本語 into 日 | ︀ | 本 | 語 and kept 葛󠄀飾 from 葛飾, and a BOM
    /// was a segment of its own: format marks go with the character before them (the first
    /// character after them at the start), and words are looked up without them.
    @Test func variationSelectorsAndFormatMarksStayWithTheirCharacter() throws {
        for segmenter in [try mecab(), SegmentationFixture.longestMatch()] {
            let segments = segmenter.segments(of: "\u{FEFF}日\u{FE00}本語を勉強\u{200B}した。")
            #expect(segments.map(\.text) == ["\u{FEFF}日\u{FE00}本語", "を", "勉強\u{200B}した", "。"], "\(segmenter.method)")
            #expect(SegmentationFixture.words(segments) == SegmentationFixture.words(segmenter.segments(of: "日本語を勉強した。")))
            #expect(segments.map(\.range) == [0..<5, 5..<6, 6..<11, 11..<12])
            #expect(SegmentationFixture.words(segmenter.segments(of: "日\u{E0100}本")) == "日本")
            let selectorOnly = segmenter.segments(of: "\u{FE0F}")
            #expect(selectorOnly.map(\.text) == ["\u{FE0F}"] && selectorOnly.first?.kind == .space)
        }
    }

    /// The cut MeCab's input takes at 4,000 characters with no sentence's end fell inside words
    /// (勉 | 強しています → 強い "strong"): it is made at the last 、 or space before, where there is one.
    @Test func theForcedCutFallsBetweenWords() throws {
        let text = String(repeating: "日本語を勉強しています、", count: 333) + "あいうえ" + "勉強しています"
        let segments = try mecab().segments(of: text)
        #expect(segments.contains { $0.text == "勉強しています" }, "\(segments.suffix(4).map(\.text))")
        #expect(!segments.contains { $0.text == "勉" })
    }

    @Test func homographsAreChosenByWhatMeCabSaw() throws {
        // きのう: 昨日 (a time noun), not 機能; 降っていた: 降る (ふる), not 下る written 降る.
        #expect(SegmentationFixture.words(try mecab().segments(of: "きのう雪が降っていた")) == "昨日 雪 が 降る(-te iru,past)")
    }

    @Test func aVerbBeforeTariIsTheVerb() throws {
        // IPADIC's 見|たり: 見 is 見る listing an action, not the noun 見 "view".
        #expect(SegmentationFixture.words(try mecab().segments(of: "テレビを見たり本を読んだりする")) == "テレビ を 見る たり 本 を 読む たり 為る")
    }

    @Test func aNounAndHaEndingTheSentenceIsTheGreeting() throws {
        // Tatoeba's shortest sentence with 今日 is 今日は。 "Hello!": the greeting, not "today".
        let segmenter = try mecab()
        #expect(SegmentationFixture.words(segmenter.segments(of: "今日は。")) == "今日は 。")
        #expect(SegmentationFixture.words(segmenter.segments(of: "今晩は！")) == "今晩は ！")
        #expect(SegmentationFixture.words(segmenter.segments(of: "今日は？今日は、雨です。今日は暑い。")) == "今日 は ？ 今日 は 、 雨 です 。 今日 は 暑い 。")
    }

    /// The lexicon is the same made from a loaded dictionary or from its words as values (an
    /// import's): the segments are the same.
    @Test func aLexiconOfPlainWordsCutsAsTheStoresDoes() throws {
        let store = SegmentationFixture.store
        let plain = Lexicon(words: PlainWords((0..<store.spelledWordCount).map(store.word(at:))))
        var reason = ""
        let opened = MeCabTokenizer(reason: &reason)
        let tokenizer = try #require(opened, "MeCab is needed for this test: \(reason)")
        let text = "きのう友達と映画を見に行きました。今日は何を食べたの？"
        #expect(Segmenter(lexicon: plain, tokenizer: tokenizer).segments(of: text) == (try mecab()).segments(of: text))
        #expect(Segmenter(lexicon: plain, tokenizer: nil).segments(of: text) == SegmentationFixture.longestMatch().segments(of: text))
    }

    /// A proper noun MeCab sees is the dictionary's name read as MeCab reads it, with its types
    /// (a suffix of its own joined: 横浜|市); a word the dictionary has for it stays the word (日本
    /// "Japan", 東京都 "Tokyo Metropolis"); and without names (an import's plain words), MeCab's
    /// kind of proper noun.
    @Test func aProperNounIsTheDictionarysNameReadAsMeCabReadsIt() throws {
        let store = SegmentationFixture.store
        let segments = try mecab().segments(of: "田中さんは横浜市から箱根に行った。東京都")
        let tanaka = try #require(segments.first { $0.text == "田中" })
        #expect(tanaka.word.map { store.word(at: $0).isName } == true)
        #expect(tanaka.reading == "たなか" && tanaka.nameType == "place, surname, female given name")
        #expect(segments.first { $0.text == "横浜市" }.map { [$0.reading, $0.nameType] } == ["よこはまし", "place"])
        let tokyo = try #require(segments.first { $0.text == "東京都" })
        #expect(tokyo.nameType == nil && tokyo.word.map { store.word(at: $0).isName } == false)
        #expect(segments.first { $0.text == "箱根" }.map { [$0.reading, $0.nameType] } == ["はこね", "place, surname"])
        #expect(segments.first { $0.text == "さん" }?.nameType == nil)
        let japan = try #require(try mecab().segments(of: "日本に行く。").first)
        #expect(japan.word.map { store.word(at: $0).meanings } == ["Japan"] && japan.nameType == nil)
        var reason = ""
        let opened = MeCabTokenizer(reason: &reason)
        let tokenizer = try #require(opened, "MeCab is needed for this test: \(reason)")
        let plain = Lexicon(words: PlainWords((0..<store.spelledWordCount).map(store.word(at:))))
        let withoutNames = try #require(Segmenter(lexicon: plain, tokenizer: tokenizer).segments(of: "田中さん").first)
        #expect(withoutNames.word == nil && withoutNames.reading == "たなか" && withoutNames.nameType == "surname")
    }

    /// What the importer credits with a sentence: the word a segment is, unless MeCab reads the
    /// text otherwise than the word is read (the bundled dictionary has 辺 only as へん, MeCab reads
    /// この辺 この|あたり); a reading in katakana and hiragana agrees with itself (フランス語).
    @Test func anOccurrenceIsRefusedWhereMeCabReadsTheWordOtherwise() throws {
        let segmenter = try mecab()
        let side = try #require(segmenter.segments(of: "この辺に住んでるの？").first { $0.text == "辺" })
        #expect(side.word.map { SegmentationFixture.store.word(at: $0).readings } == ["へん"] && side.parsedReading == "あたり")
        #expect(segmenter.occurrence(of: side) == nil)
        let french = try #require(segmenter.segments(of: "フランス語を話す。").first)
        let frenchWord = try #require(french.word)
        #expect(segmenter.occurrence(of: french).map { [$0.word: $0.asSpelled] } == [frenchWord: true])
        let spoke = try #require(segmenter.segments(of: "フランス語を話した。").first { $0.text == "話した" })
        #expect(segmenter.occurrence(of: spoke)?.asSpelled == false)
    }

    @Test func theReadingIsTheChosenWordsReading() throws {
        // 辛い is からい "spicy" and つらい "painful", two words spelled alike: whichever is chosen,
        // the text is read as that word is (からすぎて with からい, つらすぎて with つらい).
        for text in ["辛すぎて食べられない。", "仕事が辛い。", "辛そうだ。"] {
            for segmenter in [try mecab(), SegmentationFixture.longestMatch()] {
                let hot = try #require(segmenter.segments(of: text).first { $0.text.hasPrefix("辛") })
                let word = SegmentationFixture.store.word(at: try #require(hot.word))
                let reading = try #require(hot.reading)
                #expect(word.readings.contains { String($0.prefix(2)) == String(reading.prefix(2)) }, "\(text): \(reading) for \(word.readings)")
            }
        }
    }

    @Test func aNumberAndCounterAreOneWordOnlyWhenTheWordReadsSo() throws {
        #expect(Furigana.anki(try mecab().segments(of: "二人と一本と三日")) == "二人[ふたり]と 一本[いっぽん]と 三日[みっか]")
        // 五分 is the word ごぶ ("half") and the word ごふん ("five minutes"): MeCab reads ご|ふん.
        let fiveMinutes = try mecab().segments(of: "五分です")
        #expect(SegmentationFixture.words(fiveMinutes) == "五分 です")
        #expect(fiveMinutes.first?.word.map { SegmentationFixture.store.word(at: $0).readings } == ["ごふん"])
    }

    @Test func aTextCutPieceByPieceInAnyOrderIsTheTextCutWhole() throws {
        // Lines, and a long line cut after a sentence's end past 400 characters.
        let line = String(repeating: "きのう友達と映画を見に行きました。とても面白かったです。", count: 20)
        let text = "日本語を勉強しています。\n" + line + "\nTomは1,000円を払った。"
        let scalars = Array(text.unicodeScalars)
        let pieces = Segmenter.pieces(of: scalars)
        #expect(pieces.count > 3)
        #expect(pieces.first?.lowerBound == 0 && pieces.last?.upperBound == scalars.count)
        #expect(zip(pieces, pieces.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        let segmenter = try mecab()
        let backwards = pieces.reversed().map { segmenter.segments(of: scalars, piece: $0) }
        #expect(Array(backwards.reversed().joined()) == segmenter.segments(of: text))
    }

    @Test func makeFallsBackToLongestMatchWhenMeCabIsNotWanted() {
        let (segmenter, missing) = Segmenter.make(lexicon: SegmentationFixture.lexicon, useMeCab: false)
        #expect(segmenter.method == .longestMatch)
        #expect(missing == nil)
    }

    @Test func aMissingDictionaryIsSaidAndNotFatal() {
        var reason = ""
        #expect(MeCabTokenizer(dictionary: "/nonexistent/ipadic", reason: &reason) == nil)
        #expect(reason.contains("/nonexistent/ipadic"))
    }
}
