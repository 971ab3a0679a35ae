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
            == "絶滅危惧種[ぜつめつきぐしゅ]を 含[ふく]む。オホーツク 海[かい]に 面[めん]する。 原生林[げんせいりん]が 茂[しげ]る。 登録[とうろく] 後[ご]は 年[ねん] 一回[いっかい] 行[おこな]う。")
        #expect(try furigana("危惧種と雑木林") == "危惧[きぐ] 種[しゅ]と 雑木林[ぞうきばやし]")
        // A word MeCab lacks in katakana is read as written: the dictionary's reading spelled so.
        #expect(try furigana("プラセボ効果") == "プラセボ 効果[こうか]")
    }

    @Test func theWordIsOfThePartOfSpeechMeCabSaw() throws {
        // A verb's stem before 、 continues the sentence; kana text is a kanji word only where that
        // word is usually written in kana (いない is いる's negative, not 以内).
        #expect(SegmentationFixture.words(try mecab().segments(of: "推薦を行い、会議は続き、住民はいないようです。"))
            == "推薦 を 行う 、 会議 は 続く 、 住民 は 居る(negative) 様 です 。")
        // つぐ in kana after に, before what it describes, is 次ぐ "to rank next to" (the issue's
        // 山につぐ高さ); with を it stays the dictionary's first, 注ぐ "to pour".
        #expect(SegmentationFixture.words(try mecab().segments(of: "山につぐ高さ。お茶をつぐ。")) == "山 に 次ぐ 高さ 。 お茶 を 注ぐ 。")
        // MeCab's reading of a verb's stem tells homographs apart (潜っ モグッ: 潜る もぐる, not the
        // commoner くぐる); a base read otherwise than MeCab reads it is the spelling read so (没した
        // ボッシ: 没する, not 没す もっす), and a noun with する JMdict has only as a verb is that verb
        // (模した: 模する, not the noun 形木 written 模).
        #expect(try furigana("地下に潜っていた。北京で没した。原理を模した。") == "地下[ちか]に 潜[もぐ]っていた。 北京[ぺきん]で 没[ぼっ]した。 原理[げんり]を 模[も]した。")
        // IPADIC's potential verbs are their verb's potential (住める: 住む).
        #expect(SegmentationFixture.words(try mecab().segments(of: "ここに住める")) == "此処 に 住む(potential)")
        // An adjective's continuative before a comma is the adjective; before の, 多く "many".
        #expect(SegmentationFixture.words(try mecab().segments(of: "事態も多く、駅から遠く、多くの人"))
            == "事態 も 多い(-ku) 、 駅 から 遠い(-ku) 、 多く の 人")
        // An adverb only (よく "often") and an interjection (よし "all right") stay what they are.
        #expect(SegmentationFixture.words(try mecab().segments(of: "よく、よし、")) == "良く 、 よし 、")
    }

    @Test func numbersInDigitsAreReadWithTheirCounters() throws {
        #expect(try furigana("7月14日に2人で3本買った。") == "7月[しちがつ] 14日[じゅうよっか]に 2人[ふたり]で 3本[さんぼん] 買[か]った。")
        #expect(try furigana("2つある。２つ、20日に1000円。") == "2[ふた]つある。 ２[ふた]つ、 20日[はつか]に 1000円[せんえん]。")
        #expect(try furigana("6本と10分と3日間と4人と１日") == "6本[ろっぽん]と 10分[じゅっぷん]と 3日間[みっかかん]と 4人[よにん]と １日[いちにち]")
        // 1日 is the first of a month after one (ついたち), one day elsewhere (いちにち).
        #expect(try furigana("5月1日と毎月１日、1日に3回。1日間") == "5月[ごがつ] 1日[ついたち]と 毎月[まいつき] １日[ついたち]、 1日[いちにち]に 3回[さんかい]。 1日間[いちにちかん]")
        // 中 after one day or year is "all through it" (一日中, 一年中), not 日中 にっちゅう "daytime".
        #expect(try furigana("1日中雨、1年中暑い") == "1日中[いちにちじゅう] 雨[あめ]、 1年中[いちねんじゅう] 暑[あつ]い")
        let allDay = try #require(try mecab().segments(of: "1日中雨").first)
        #expect(allDay.word.map { SegmentationFixture.store.word(at: $0).word } == "一日中")
        // 万人 after a number is no 万人 ばんにん "everyone".
        #expect(try furigana("2万人と万人") == "2万[にまん] 人[にん]と 万人[ばんにん]")
        // 間 after a counter MeCab leaves alone (2|ヶ月|間, no JMdict word ヶ月間) is its own word かん
        // "period of time"; a counter JMdict lacks (IPADIC's 秒間) is the word it begins with (秒).
        #expect(try furigana("2ヶ月間、1800年代、1秒間") == "2ヶ月[にかげつ] 間[かん]、1800 年代[ねんだい]、 1秒間[いちびょうかん]")
        let seconds = try #require(try mecab().segments(of: "1秒間").first)
        #expect(seconds.word.map { SegmentationFixture.store.word(at: $0).word } == "秒")
        #expect(try furigana("800円、300本、1986年、9月") == "800円[はっぴゃくえん]、 300本[さんびゃっぽん]、 1986年[せんきゅうひゃくはちじゅうろくねん]、 9月[くがつ]")
        // The word is the dictionary's, in kanji numerals where it has one (二つ, not 唾 for つ).
        let two = try #require(try mecab().segments(of: "2つある").first)
        #expect(two.text == "2つ" && two.word.map { SegmentationFixture.store.word(at: $0).word } == "二つ")
    }

    @Test func kanjiNumeralsAreReadWithTheirCounters() throws {
        // MeCab cuts kanji numerals from their counter and reads each alone (四 よん, 時 じ).
        #expect(try furigana("四時に四年生が六個と一点、二〇〇四年") == "四時[よじ]に 四年生[よねんせい]が 六個[ろっこ]と 一点[いってん]、 二〇〇四年[にせんよねん]")
        #expect(try furigana("七時と九時と三日間") == "七時[しちじ]と 九時[くじ]と 三日間[みっかかん]")
        // Where the words read alone already read so, each keeps its own entry; 十分 is no 10 minutes.
        #expect(try furigana("二百人と三十五歳、十分だ") == "二百[にひゃく] 人[にん]と 三十[さんじゅう] 五[ご] 歳[さい]、 十分[じゅうぶん]だ")
        // 十|分 is ten minutes, 十分 じゅっぷん, where MeCab cuts it; one morpheme 十分 is "enough".
        #expect(try furigana("十分後に離陸。十分だ") == "十分[じゅっぷん] 後[ご]に 離陸[りりく]。 十分[じゅうぶん]だ")
        // 一|日|中 is 一日中 "all day" where JMdict reads it as counting does.
        #expect(try furigana("一日中、家にいた") == "一日中[いちにちじゅう]、 家[いえ]にいた")
        // 月 counts the twelve months only; 万一 is no number.
        #expect(try furigana("千月と万一の時") == "千[せん] 月[つき]と 万一[まんいち]の 時[とき]")
        let fourOClock = try #require(try mecab().segments(of: "四時").first)
        // The word is JMdict's four o'clock (written ４時 first), not 四時 しじ "the four seasons".
        #expect(fourOClock.word.map { SegmentationFixture.store.word(at: $0).readings } == ["よじ"])
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

    @Test func theWordsBeforeDecideTheReading() throws {
        // 家 after a family's name is its house (け); after a common noun, the -ist of a word.
        #expect(try furigana("加治木家とハプスブルク家の投資家") == "加治木[かじき] 家[け]とハプスブルク 家[け]の 投資家[とうしか]")
        // No family is named by a company (毎日 is also IPADIC's newspaper). Before a particle, a 家
        // that ends no word of the dictionary is a home, いえ (IPADIC reads every 家 after a noun か).
        #expect(try furigana("毎日家に帰る。昨日家で寝た。一日中家にいた") == "毎日[まいにち] 家[いえ]に 帰[かえ]る。 昨日[きのう] 家[いえ]で 寝[ね]た。 一日中[いちにちじゅう] 家[いえ]にいた")
        // 間 a stretch after what describes it; ま where it stands alone or makes a word with の.
        #expect(try furigana("駅の間に短い間待つ。茶の間で間を置く。") == "駅[えき]の 間[あいだ]に 短[みじか]い 間[あいだ] 待[ま]つ。 茶[ちゃ]の 間[ま]で 間[ま]を 置[お]く。")
        // 後 after a past is あと; after a noun, ご.
        #expect(try furigana("飲んだ後に終結後") == "飲[の]んだ 後[あと]に 終結[しゅうけつ] 後[ご]")
        // 他 before の or に is ほか, and 他に then the adverb; 外|に "outside" is read そと, no adverb.
        #expect(SegmentationFixture.words(try mecab().segments(of: "他の人。他に外に出る")) == "他 の 人 。 他に 外 に 出る")
        #expect(try furigana("他の人。外に") == "他[ほか]の 人[ひと]。 外[そと]に")
        // 金 before a particle is money; before の it stays IPADIC's きん.
        #expect(try furigana("持っていた金は金の指輪") == "持[も]っていた 金[かね]は 金[きん]の 指輪[ゆびわ]")
        // 行っ with nothing done to an object is 行く; IPADIC's costs give 行う unless に or へ comes before.
        #expect(try furigana("今日行ってきた。3回は行った。調査を行った。議論も行った。")
            == "今日[きょう] 行[い]ってきた。 3回[さんかい]は 行[い]った。 調査[ちょうさ]を 行[おこな]った。 議論[ぎろん]も 行[おこな]った。")
        // 空く after お腹が is すく "to be hungry"; a seat's is あく.
        #expect(try furigana("お腹が空いた。腹が空く。席が空いた") == "お 腹[なか]が 空[す]いた。 腹[はら]が 空[す]く。 席[せき]が 空[あ]いた")
    }

    @Test func aPersonIsKataAndTheWayIsHou() throws {
        // 方 is a person (かた) before a verb of being for people, after a verb before には, in
        // この方は and after a past before the copula; IPADIC's ほう "side, way" elsewhere.
        #expect(try furigana("迷ってる方がいたら。珈琲を求める方には。この方は。登場された方です。")
            == "迷[まよ]ってる 方[かた]がいたら。 珈琲[こーひー]を 求[もと]める 方[かた]には。この 方[かた]は。 登場[とうじょう]された 方[かた]です。")
        #expect(try furigana("食べる方がいい。大きい方には。よく食べる方です。")
            == "食[た]べる 方[ほう]がいい。 大[おお]きい 方[ほう]には。よく 食[た]べる 方[ほう]です。")
    }

    @Test func nanNochiAndUmareAreReadFromTheWordsAround() throws {
        // 何 is なん before の, と, だ, で; なに before か, を, が.
        #expect(try furigana("何の異常も。何と。何でも。何か。何を。") == "何[なん]の 異常[いじょう]も。 何[なん]と。 何[なん]でも。 何[なに]か。 何[なに]を。")
        // 後に after a topic is のちに "later"; after a noun or その, ご.
        #expect(try furigana("これは後に知られた。その後に。終了後に") == "これは 後[のち]に 知[し]られた。その 後[ご]に。 終了後[しゅうりょうご]に")
        // 生 after a day of the month is 生まれ "born", not 生 なま "raw".
        let born = try #require(try mecab().segments(of: "8月28日生。").first { $0.text == "生" })
        #expect(born.reading == "うまれ" && born.word.map { SegmentationFixture.store.word(at: $0).word } == "生まれ")
    }

    @Test func aCounterAfterANumberJoinsNoWordAfterIt() throws {
        // 2|人|目 is no 人目 ひとめ "public gaze", 1|日|付 no 日付 ひづけ "date": the number is counted.
        #expect(try furigana("2人目。3回目。4月1日付で。3年後") == "2人[ふたり] 目[め]。 3回[さんかい] 目[め]。 4月[しがつ] 1日[ついたち] 付[づけ]で。 3年[さんねん] 後[ご]")
    }

    @Test func aVerbsStemMakesOneWordWithTheVerbOrNounAfterIt() throws {
        // Compound verbs and nouns IPADIC lacks, which JMdict has: 巻き|起こる is 巻き起こる.
        #expect(SegmentationFixture.words(try mecab().segments(of: "拍手が巻き起こりました。飼い猫が湧き上がった"))
            == "拍手 が 巻き起こる(polite,past) 。 飼い猫 が 湧き上がる(past)")
        // A verb's stem and an ending stay one verb, the spoken ている (てる) among them.
        #expect(SegmentationFixture.words(try mecab().segments(of: "食べすぎた。本を読んでる。寝てる"))
            == "食べる(-sugiru,past) 。 本 を 読む(-te iru) 。 寝る(-te iru)")
        // てない is ている's negative, contracted, not てある's.
        #expect(SegmentationFixture.words(try mecab().segments(of: "まだ食べてない")) == "未だ 食べる(-te iru,negative)")
        // くる in kana after a te-form is 来る whichever way its stem is read (き, こ), not 着る read き.
        #expect(SegmentationFixture.words(try mecab().segments(of: "雨が降ってきた。早く帰ってきて。こないで"))
            == "雨 が 降る(te-form) 来る(past) 。 早く 帰る(te-form) 来る(te-form) 。 来る(negative,te-form)")
        // ないし after a te-form is ない and し, which IPADIC takes for the conjunction 乃至 "or"; between
        // two numbers it is that conjunction.
        #expect(SegmentationFixture.words(try mecab().segments(of: "まだ読んでないし、食べてないし"))
            == "未だ 読む(-te iru,negative) し 、 食べる(-te iru,negative) し")
        #expect(SegmentationFixture.words(try mecab().segments(of: "3ないし5人")).contains("乃至"))
        // The やる of 言い|や|がっ|て is no compound (言いやる "to send word").
        #expect(!SegmentationFixture.words(try mecab().segments(of: "文句ばかり言いやがって")).contains("言いやる"))
    }

    @Test func theIterationMarkRepeatsTheKanjiBeforeIt() throws {
        // IPADIC cuts 々 off as a symbol where it lacks the word: 共|々 is 共々, 村|々 村々.
        #expect(SegmentationFixture.words(try mecab().segments(of: "家族共々")) == "家族 共々")
        #expect(try furigana("村々を") == "村々[むらむら]を")
    }

    @Test func aNaAdjectiveAndNaAreThePrenominalWord() throws {
        // 主|な is JMdict's 主な "main" (adj-pn); 静か|な stays the adjective and its な.
        #expect(SegmentationFixture.words(try mecab().segments(of: "主な項目と静かな部屋")) == "主な 項目 と 静か だ 部屋")
    }

    @Test func aNameMeCabCutsIsTheNameOfItsKind() throws {
        // MeCab reads 山田|守|道 a piece at a time (まもるどう); JMnedict's given name 守道 is もりみち
        // (its place 守道 もち is no given name).
        let segments = try mecab().segments(of: "山田守道氏")
        let name = try #require(segments.first { $0.text == "守道" })
        #expect(name.reading == "もりみち" && name.nameType?.contains("given name") == true)
        // A full name JMnedict has is one name, read as it reads it.
        let whole = try #require(try mecab().segments(of: "高木守道氏").first)
        #expect(whole.text == "高木守道" && whole.reading == "たかぎもりみち")
        // A name ends where the given name does: 吉田|圭|佑 is no full name 吉田圭 and 佑.
        #expect(try mecab().segments(of: "吉田圭佑").first?.text == "吉田")
    }

    @Test func aNameMeCabCutsIntoSingleKanjiIsOneName() throws {
        // MeCab lacks 慶良間 and reads its pieces けい|よ|かん; JMnedict's place is けらま.
        let place = try #require(try mecab().segments(of: "慶良間を離れて").first)
        #expect(place.text == "慶良間" && place.reading == "けらま" && place.nameType?.contains("place") == true)
        // Not a numeral or a counter (2|万|人 is no name 万人 かずと), nor a title (恩|氏).
        #expect(try furigana("2万人が来た") == "2万[にまん] 人[にん]が 来[き]た")
    }

    @Test func aNameIsReadByItsKanjisReadings() throws {
        // Of JMnedict's readings, one of its kanji's readings (坂本 さか|もと, not かるめら), all on or
        // all kun (中本 なか|もと before なか|ほん), a name's own with either (圭佑 けい|すけ).
        #expect(try furigana("中本と坂本。吉田圭佑") == "中本[なかもと]と 坂本[さかもと]。 吉田[よしだ] 圭佑[けいすけ]")
        // IPADIC reads the suffix 町 まち in every name; most towns and wards are ちょう.
        #expect(try furigana("いなべ市藤原町と五番町") == "いなべ 市[し] 藤原町[ふじわらちょう]と 五番町[ごばんちょう]")
        // 伊達, a surname IPADIC takes for a noun, names a family too; 専門家 stays か.
        #expect(try furigana("仙台藩伊達家と専門家") == "仙台[せんだい] 藩[はん] 伊達[だて] 家[け]と 専門家[せんもんか]")
    }

    @Test func aParticleOfSeveralWordsGivesTheVerbInside() throws {
        // IPADIC's に関する is one particle, and JMdict has no such expression: the reader gets に and 関する.
        let segments = try mecab().segments(of: "作品に関する話題")
        #expect(SegmentationFixture.words(segments) == "作品 に 関する 話題")
        #expect(Furigana.anki(segments) == "作品[さくひん]に 関[かん]する 話題[わだい]")
    }

    @Test func aWordTheDictionaryLacksIsCutIntoItsWords() throws {
        // IPADIC's 異母弟 is no JMdict word: 異母 and 弟, read as MeCab reads the whole (てい, not おとうと).
        let segments = try mecab().segments(of: "異母弟にあたる")
        #expect(SegmentationFixture.words(segments).hasPrefix("異母 弟 "))
        #expect(Furigana.anki(segments).hasPrefix("異母[いぼ] 弟[てい]"))
        // A kana part is the word written so (目の子: の the particle, not 野 "field", read の).
        #expect(SegmentationFixture.words(try mecab().segments(of: "2人目の子")) == "二人 目 の 子")
    }
}
