import Deinflection
import KanjiDictionary
import KanjiSearch
import Testing

/// Inflected Japanese finds its dictionary form, when the word's part of speech fits the
/// inflection; English of several words finds entries having them all. On a hand-made dictionary
/// with JMdict senses, so each order can be worked out by hand.
@Suite struct InflectedSearchTests {
    let store: KanjiStore
    let index: SearchIndex

    init() throws {
        func word(
            _ written: String, _ reading: String, _ pos: [String], _ glosses: [String]..., forms: [String] = [], rank: Int? = nil
        ) -> WordEntry {
            let senses = glosses.map { WordSense(partsOfSpeech: pos, glosses: $0) }
            return WordEntry(
                word: written, readings: reading.isEmpty ? [] : [reading], meanings: glosses.flatMap { $0 }, common: true,
                forms: forms, senses: senses, rank: rank)
        }
        store = try KanjiStore(
            source: "hand-made: inflections and English phrases",
            kanji: ["食", "要", "居", "入", "行", "大", "勉", "強", "一", "旦", "待", "合", "切", "手", "磨", "会", "議", "室", "気", "開", "静", "電", "話"].map {
                KanjiEntry(character: $0, meanings: [], strokes: 5)
            },
            words: [
                word("食べ物", "たべもの", ["n"], ["food"]),
                word("食べる", "たべる", ["v1", "vt"], ["to eat"], ["to live on (e.g. a salary)"], rank: 25),
                word("居る", "いる", ["v1", "vi"], ["to be (of animate objects)", "to exist"], rank: 2),
                word("要る", "いる", ["v5r", "vi"], ["to be needed"], rank: 20),
                word("入る", "いる", ["v5r", "vi"], ["to get in", "to go in"], rank: 30),
                word("一旦", "いったん", ["adv"], ["once"], rank: 1),
                word("行く", "いく", ["v5k-s", "vi"], ["to go"], rank: 3),
                word("大きい", "おおきい", ["adj-i"], ["big", "large"]),
                word("勉強", "べんきょう", ["n", "vs"], ["study"]),
                word("待合", "まちあい", ["n"], ["rendezvous", "meeting"], ["waiting room"]),
                word("会議室", "かいぎしつ", ["n"], ["conference room", "meeting room"], rank: 40),
                word("切手", "きって", ["n"], ["stamp (postage)"]),
                word("磨く", "みがく", ["v5k", "vt"], ["to polish", "to brush (e.g. teeth)"]),
                word("気づく", "きづく", ["v5k", "vi"], ["to notice"], forms: ["気付く"]),
                word("オープン", "", ["adj-na", "n"], ["open"], rank: 1),
                word("開ける", "あける", ["v1", "vt"], ["to open"], rank: 10),
                word("コンピュータ", "", ["n"], ["computer"], forms: ["コンピューター"]),
                word("静か", "しずか", ["adj-na"], ["quiet", "silent"]),
                word("電話", "でんわ", ["n"], ["telephone"]),
            ])
        index = SearchIndex(store: store)
    }

    private func words(_ typed: String) throws -> [String] {
        try index.search(typed).words.map { store.word(at: $0.wordIndex).word }
    }

    private func reasons(_ typed: String, _ word: String) throws -> [InflectionReason]? {
        try index.search(typed).words.first { store.word(at: $0.wordIndex).word == word }?.inflection?.reasons
    }

    @Test func anInflectedFormFindsItsWordWithTheReasons() throws {
        #expect(try words("食べた").first == "食べる")
        #expect(try reasons("食べた", "食べる") == [.past])
        #expect(try reasons("食べさせられなかった", "食べる") == [.causative, .passive, .negative, .past])
        #expect(try reasons("たべました", "食べる") == [.polite, .past])
        #expect(try reasons("大きくない", "大きい") == [.negative])
        #expect(try reasons("勉強しています", "勉強") == [.suru, .teIru, .polite])
        #expect(try reasons("べんきょうする", "勉強") == [.suru])
        #expect(try reasons("食べてない", "食べる") == [.teIru, .negative])
        let results = try index.search("食べた")
        #expect(results.inflectionNote(for: results.words[0], written: "食べる") == "食べた ‹ 食べる (past)")
    }

    @Test func romajiDeinflectsAsItsKana() throws {
        let results = try index.search("tabeta")
        #expect(results.words.first.map { store.word(at: $0.wordIndex).word } == "食べる")
        #expect(results.words.first?.match == .romaji)
        #expect(results.inflectionNote(for: results.words[0], written: "食べる") == "たべた ‹ たべる → 食べる (past)")
        #expect(try reasons("benkyousuru", "勉強") == [.suru])
        #expect(try reasons("ikanai", "行く") == [.negative])
    }

    /// Romaji as textbooks print it, a word at a time, deinflects as the words joined.
    @Test func romajiWrittenInWordsDeinflectsAsOne() throws {
        let results = try index.search("tabemasen deshita")
        #expect(results.words.first.map { store.word(at: $0.wordIndex).word } == "食べる")
        #expect(results.inflectionNote(for: results.words[0], written: "食べる") == "たべませんでした ‹ たべません ‹ たべます ‹ たべる → 食べる (polite, negative, past)")
        #expect(try reasons("benkyou shite imasu", "勉強") == [.suru, .teIru, .polite])
        #expect(try index.search("to eat").understoodAs == "\"to eat\" in English", "eat is no romaji: English alone")
    }

    /// A na-adjective typed with what follows it, as a learner copies it (静かな, shizuka desu),
    /// finds it; a noun does not take those endings here (でんわな is no 電話).
    @Test func aNaAdjectiveIsFoundWithItsNaDaOrDesu() throws {
        #expect(try reasons("静かな", "静か") == [.attributive])
        #expect(try reasons("shizuka desu", "静か") == [.polite])
        #expect(try reasons("しずかじゃなかった", "静か") == [.negative, .past])
        let results = try index.search("shizukani")
        #expect(results.inflectionNote(for: results.words[0], written: "静か") == "しずかに ‹ しずか → 静か (-ni)")
        #expect(try words("でんわな").isEmpty)
        #expect(try words("でんわです").isEmpty)
    }

    /// Romaji with long vowels left out (okii for おおきい) finds the word whole, after what the
    /// romaji as typed finds; kana typed as kana shows its long vowels and is taken as it is.
    @Test func romajiWithoutItsLongVowelsFindsTheWord() throws {
        let results = try index.search("okii")
        #expect(results.words.first.map { store.word(at: $0.wordIndex).word } == "大きい")
        #expect(results.words.first?.match == .romaji)
        #expect(try words("おきい").isEmpty)
        #expect(try words("ok").isEmpty, "an unfinished syllable puts back nothing")
    }

    @Test func theWordsPartOfSpeechMustFitTheInflection() throws {
        let needed = try words("いらない")
        #expect(needed.contains("要る") && needed.contains("入る"))
        #expect(!needed.contains("居る"))
        #expect(try words("いない").contains("居る"))
        #expect(try !words("いない").contains("要る"))
        #expect(try !words("食べろます").contains("食べる"))
        #expect(try !words("食べった").contains("食べる"))
    }

    @Test func exactComesBeforeInflectedBeforePrefixAndFewerStepsFirst() throws {
        #expect(try words("いった") == ["行く", "要る", "入る", "一旦"])
        #expect(try reasons("いった", "行く") == [.past])
        let found = try index.search("いる").words.map { store.word(at: $0.wordIndex).word }
        #expect(found.prefix(3).sorted() == ["入る", "居る", "要る"])
    }

    @Test func severalEnglishWordsFindEntriesHavingThemAllAPhraseFirst() throws {
        #expect(try words("meeting room") == ["会議室", "待合"])
        #expect(try words("postage stamp") == ["切手"])
        #expect(try words("brush teeth") == ["磨く"])
        #expect(try words("to eat") == ["食べる"])
        #expect(try words("eat") == ["食べる"])
        #expect(try words("the study") == ["勉強"])
    }

    /// A word is found by any of its written forms, inflected too; a kana word by any of its spellings.
    @Test func otherWrittenFormsFindTheWord() throws {
        #expect(try words("気付く") == ["気づく"])
        #expect(try reasons("気付かせる", "気づく") == [.causative])
        #expect(try words("コンピューター") == ["コンピュータ"])
        #expect(try words("konpyuutaa") == ["コンピュータ"])
    }

    /// "to open" asks for the verb: the noun "open" is found, after it.
    @Test func toBeforeAnEnglishWordPrefersVerbs() throws {
        #expect(try words("to open") == ["開ける", "オープン"])
        #expect(try words("open") == ["オープン", "開ける"])
    }

    @Test func theIndexAndTheOneOffScanAgree() throws {
        for typed in [
            "食べた", "tabeta", "いらない", "いった", "勉強しています", "べんきょうする", "meeting room", "brush teeth", "to eat",
            "気付く", "気付かせる", "to open", "konpyuutaa", "okii", "benkyo",
        ] {
            let query = try SearchQuery(parsing: typed)
            #expect(index.search(query) == store.search(query), "\(typed)")
        }
    }
}
