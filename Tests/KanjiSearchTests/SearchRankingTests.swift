import KanjiDictionary
import KanjiSearch
import Testing

/// What each kind of query finds in the hand-made dictionary, and in which order.
@Suite struct SearchRankingTests {
    let store: KanjiStore
    let index: SearchIndex

    init() throws {
        store = try HandMadeDictionary.store()
        index = SearchIndex(store: store)
    }

    private func words(_ results: SearchResults) -> [String] {
        results.words.map { hit in
            let word = store.word(at: hit.wordIndex)
            return word.readings.first.map { "\(word.word)[\($0)]" } ?? word.word
        }
    }

    private func kanji(_ results: SearchResults) -> String { String(results.kanji.map(\.kanji.character)) }

    /// A sense that means the query before one that means it later (as jisho.org), then the more used.
    @Test func englishRanksExactGlossesFirstThenEarlierSensesThenCommonThenShorter() throws {
        let results = try index.search("sun")
        #expect(kanji(results) == "日寸")
        #expect(results.kanji.map(\.match) == [.meaning, .romaji])
        #expect(words(results) == ["太陽[たいよう]", "寸[すん]", "日[ひ]"])
        #expect(results.words.map(\.match) == [.meaning, .meaning, .meaning])
        #expect(results.understoodAs == "すん (from romaji), \"sun\" in English")
    }

    /// The header names what the results come from: romaji that found nothing the English did
    /// not is left out, and with no results every reading tried is named.
    @Test func theHeaderLeavesOutRomajiThatFoundNothing() throws {
        let results = try index.search("sunday")
        #expect(words(results) == ["日曜日[にちようび]"])
        #expect(results.understoodAs == "\"sunday\" in English")
        let nothing = try index.search("sundax")
        #expect(nothing.isEmpty)
        #expect(nothing.understoodAs == "すんだx (from romaji), \"sundax\" in English")
    }

    /// The kanji are listed first, as in a kanji dictionary, unless a word matches in a better
    /// band than every kanji: `to eat` is 食べる's gloss exactly and only the start of 食's "eat".
    @Test func wordsLeadWhenTheyMatchBetterThanEveryKanji() throws {
        let toEat = try index.search("to eat")
        #expect(toEat.wordsLead)
        #expect(!toEat.kanji.isEmpty)
        guard case .word(let first)? = toEat.listed(at: 0) else {
            Issue.record("to eat does not list a word first")
            return
        }
        #expect(store.word(at: first.wordIndex).word == "食べる")
        #expect(toEat.listed(at: toEat.words.count) == .kanji(toEat.kanji[0]))
        #expect(toEat.listed(at: toEat.count) == nil)
        let sun = try index.search("sun")
        #expect(!sun.wordsLead)
        #expect(sun.listed(at: 0) == .kanji(sun.kanji[0]))
        #expect(sun.listed(at: sun.kanji.count) == .word(sun.words[0]))
    }

    @Test func englishIsWholeWordAndCaseInsensitive() throws {
        #expect(words(try index.search("SUNDAY")) == ["日曜日[にちようび]"])
        #expect(words(try index.search("to eat")) == ["食べる[たべる]"])
        #expect(words(try index.search("live")) == ["食べる[たべる]"])
        #expect(try index.search("sunsh").words.isEmpty)
    }

    @Test func kanaFindsReadingsExactThenPrefix() throws {
        let results = try index.search("にほん")
        #expect(words(results) == ["日本[にほん]", "日本語[にほんご]"])
        #expect(results.words.allSatisfy { $0.match == .reading })
        #expect(results.understoodAs == "にほん (reading)")
    }

    @Test func katakanaFindsHiraganaReadingsAndTheOtherWayRound() throws {
        #expect(kanji(try index.search("にち")) == "日")
        #expect(words(try index.search("にち")) == ["日曜日[にちようび]"])
        #expect(words(try index.search("こーひー")) == ["コーヒー"])
        #expect(words(try index.search("ニホン")) == words(try index.search("にほん")))
    }

    @Test func kunReadingsMatchWithAndWithoutOkurigana() throws {
        #expect(kanji(try index.search("つぐ")) == "継")
        #expect(kanji(try index.search("つ")) == "継")
        #expect(kanji(try index.search("たべる")) == "食")
        #expect(try index.search("び").kanji.map(\.kanji.character) == ["日"])
    }

    @Test func romajiFindsWhatItsKanaFinds() throws {
        for (romaji, kana) in [("nihon", "にほん"), ("toukyou", "とうきょう"), ("tōkyō", "とうきょう"), ("tookyoo", "とうきょう"),
                               ("taberu", "たべる"), ("KO-HI-", "こーひー"), ("tsugu", "つぐ"), ("tugu", "つぐ")] {
            let fromRomaji = try index.search(romaji)
            let fromKana = try index.search(kana)
            #expect(words(fromRomaji) == words(fromKana), "\(romaji)")
            #expect(!fromRomaji.words.isEmpty, "\(romaji)")
            #expect(fromRomaji.words.allSatisfy { $0.match == .romaji }, "\(romaji)")
        }
        #expect(try index.search("nihon").understoodAs == "にほん (from romaji), \"nihon\" in English")
        #expect(try index.search("KO-HI-").understoodAs.hasPrefix("コーヒー (from romaji)"))
    }

    @Test func romajiStillBeingTypedMatchesByPrefix() throws {
        let results = try index.search("nih")
        #expect(words(results) == ["日本[にほん]", "日本語[にほんご]"])
        #expect(words(try index.search("nic")) == ["日曜日[にちようび]"])
        #expect(words(try index.search("nip")) == ["日本[にっぽん]"])
        #expect(try index.search("sunsh").words.isEmpty)
        #expect(results.understoodAs.hasPrefix("にh (from romaji)"))
    }

    @Test func kanjiTextFindsTheKanjiThenWordsWithThePrefixBeforeThoseContainingIt() throws {
        let results = try index.search("日")
        #expect(kanji(results) == "日")
        #expect(results.kanji.first?.match == .kanji)
        #expect(words(results) == ["日[ひ]", "日本[にほん]", "日本語[にほんご]", "日曜日[にちようび]", "日の出[ひので]", "日本[にっぽん]", "毎日[まいにち]"])
        #expect(kanji(try index.search("日本")) == "日本")
        #expect(words(try index.search("日本")) == ["日本[にほん]", "日本[にっぽん]", "日本語[にほんご]"])
        #expect(words(try index.search("食べ")) == ["食べ物[たべもの]", "食べる[たべる]"])
    }

    @Test func filtersAloneListKanjiOnly() throws {
        let strokes = try index.search("s:4")
        #expect(kanji(strokes) == "日")
        #expect(strokes.kanji.first?.match == .filter)
        #expect(strokes.words.isEmpty)
        #expect(kanji(try index.search("s:8-9")) == "東京食")
        #expect(kanji(try index.search("g:1")) == "日本")
        #expect(kanji(try index.search("r:75 s:8")) == "東")
        #expect(kanji(try index.search("jlpt:4 g:2")) == "東食")
        #expect(strokes.summary == "strokes 4 · 1 kanji · 0 words")
    }

    @Test func filtersCombineWithText() throws {
        #expect(words(try index.search("たべ s:9")) == ["食べ物[たべもの]", "食べる[たべる]"])
        #expect(try index.search("たべ s:4").words.isEmpty)
        #expect(words(try index.search("nihon common")) == ["日本[にほん]", "日本語[にほんご]"])
        #expect(words(try index.search("日本 common")) == ["日本[にほん]", "日本語[にほんご]"])
        #expect(kanji(try index.search("sun s:3")) == "寸")
    }

    @Test func theIndexAndTheOneOffScanAgree() throws {
        for typed in ["sun", "にほん", "nihon", "nih", "日", "日本", "s:4", "to eat", "つ", "tōkyō", "たべ s:9", "nihon common",
                      "KO-HI-", "sunday", "e", "x", "食べ", "ひ", "hi", "day", "g:1-2 jlpt:4", "to succeed", "to live on",
                      "sun s:3", "ta s:9", "たべ s", "common", "日本 common", "tsu", "succeed common", "(e.g.", "day sun"] {
            let query = try SearchQuery(parsing: typed)
            #expect(index.search(query) == store.search(query), "\(typed)")
        }
    }

    @Test func theSameQueryAlwaysGivesTheSameOrder() throws {
        let first = try index.search("hi")
        #expect(!first.isEmpty)
        for _ in 0..<5 { #expect(try index.search("hi") == first) }
        #expect(try SearchIndex(store: store).search("hi") == first)
    }

    @Test func nothingFoundIsEmptyNotAnError() throws {
        let results = try index.search("xylophone")
        #expect(results.isEmpty)
        #expect(results.summary == "\"xylophone\" in English · 0 kanji · 0 words")
        #expect(try index.search("sunday").summary == "\"sunday\" in English · 0 kanji · 1 word")
    }
}
