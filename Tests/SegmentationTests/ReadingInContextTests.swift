import KanjiDictionary
import Segmentation
import Testing

/// Reading real text as a learner trusts it (issue 32): MeCab's reading kept where the dictionary's
/// word is read otherwise, the word MeCab's part of speech names, and numbers in digits read with
/// their counters.
@Suite struct ReadingInContextTests {
    private func mecab() throws -> Segmenter {
        let (segmenter, reason) = SegmentationFixture.withMeCab()
        return try #require(segmenter, "MeCab is needed for this test: \(reason)")
    }

    private func furigana(_ text: String) throws -> String { Furigana.anki(try mecab().segments(of: text)) }

    @Test func mecabsReadingIsKeptWhereTheWordIsReadOtherwise() throws {
        // The bundled dictionary has 海 うみ and 後 あと, and 種 たね, 林 はやし; MeCab reads the suffixes
        // right (絶滅危惧種 and 原生林 are JMdict's own words, read so).
        #expect(try furigana("絶滅危惧種を含む。オホーツク海に面する。原生林が茂る。登録後は年一回行う。")
            == "絶滅危惧種[ぜつめつきぐしゅ]を 含[ふく]む。オホーツク 海[かい]に 面[めん]する。 原生林[げんせいりん]が 茂[しげ]る。 登録[とうろく] 後[ご]は 年[とし] 一回[いっかい] 行[おこな]う。")
        #expect(try furigana("危惧種と雑木林") == "危惧[きぐ] 種[しゅ]と 雑木林[ぞうきばやし]")
    }

    @Test func theWordIsOfThePartOfSpeechMeCabSaw() throws {
        // A verb's stem before 、 continues the sentence; kana text is a kanji word only where that
        // word is usually written in kana (いない is いる's negative, not 以内).
        #expect(SegmentationFixture.words(try mecab().segments(of: "推薦を行い、会議は続き、住民はいないようです。"))
            == "推薦 を 行う 、 会議 は 続く 、 住民 は 居る(negative) 様 です 。")
        // IPADIC's potential verbs are their verb's potential (住める: 住む).
        #expect(SegmentationFixture.words(try mecab().segments(of: "ここに住める")) == "此処 に 住む(potential)")
    }

    @Test func numbersInDigitsAreReadWithTheirCounters() throws {
        #expect(try furigana("7月14日に2人で3本買った。") == "7月[しちがつ] 14日[じゅうよっか]に 2人[ふたり]で 3本[さんぼん] 買[か]った。")
        #expect(try furigana("2つある。２つ、20日に1000円。") == "2[ふた]つある。 ２[ふた]つ、 20日[はつか]に 1000円[せんえん]。")
        #expect(try furigana("6本と10分と3日間と4人と１日") == "6本[ろっぽん]と 10分[じゅっぷん]と 3日間[みっかかん]と 4人[よにん]と １日[ついたち]")
        #expect(try furigana("800円、300本、1986年、9月") == "800円[はっぴゃくえん]、 300本[さんびゃっぽん]、 1986年[せんきゅうひゃくはちじゅうろくねん]、 9月[くがつ]")
        // The word is the dictionary's, in kanji numerals where it has one (二つ, not 唾 for つ).
        let two = try #require(try mecab().segments(of: "2つある").first)
        #expect(two.text == "2つ" && two.word.map { SegmentationFixture.store.word(at: $0).word } == "二つ")
    }

    /// A real text of the project's own (a weather report, as a news site writes one), with the
    /// furigana a reader expects, on the bundled dictionary (all of JMdict: 最高気温 and 熱中症 are
    /// words of their own).
    @Test func aWeatherReportReadsAsWritten() throws {
        let text = "気象庁によると、7月14日の午後3時ごろ、東京都心で最高気温が35度を超えました。"
            + "熱中症で2人が病院に運ばれ、3日間で1000件以上の相談が寄せられたということです。"
        #expect(try furigana(text) == "気象庁[きしょうちょう]によると、 7月[しちがつ] 14日[じゅうよっか]の 午後[ごご] 3時[さんじ]ごろ、 "
            + "東京[とうきょう] 都心[としん]で 最高気温[さいこうきおん]が 35度[さんじゅうごど]を 超[こ]えました。 "
            + "熱中症[ねっちゅうしょう]で 2人[ふたり]が 病院[びょういん]に 運[はこ]ばれ、 3日間[みっかかん]で 1000件[せんけん] "
            + "以上[いじょう]の 相談[そうだん]が 寄[よ]せられたということです。")
    }
}
