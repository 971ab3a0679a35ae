import KanjiSearch
import Testing

/// Keyboard-style romaji: every spelling the issue names, the Tagaini Jisho bug reports' cases
/// (kyou, gi, fairu) and the cases ICU's Latin-Hiragana transform gets wrong.
@Suite struct RomajiConverterTests {
    @Test(arguments: [
        ("nihon", "にほん"), ("nippon", "にっぽん"), ("toukyou", "とうきょう"), ("tōkyō", "とうきょう"),
        ("tôkyô", "とうきょう"), ("taberu", "たべる"), ("kanji", "かんじ"),
        ("kyou", "きょう"), ("gi", "ぎ"), ("fairu", "ふぁいる"),
        ("onna", "おんな"), ("konnichiha", "こんにちは"), ("si", "し"), ("tu", "つ"),
        ("shi", "し"), ("tsu", "つ"), ("chi", "ち"), ("ti", "ち"), ("fu", "ふ"), ("hu", "ふ"),
        ("ji", "じ"), ("zi", "じ"), ("kin'en", "きんえん"), ("kinnen", "きんねん"), ("kannnou", "かんのう"),
        ("kannou", "かんのう"), ("shinbun", "しんぶん"), ("sakka", "さっか"), ("matcha", "まっちゃ"),
        ("kitte", "きって"), ("oosaka", "おおさか"), ("juu", "じゅう"), ("jū", "じゅう"), ("kûki", "くうき"),
        ("sha", "しゃ"), ("sya", "しゃ"), ("ja", "じゃ"), ("zya", "じゃ"), ("jya", "じゃ"), ("cha", "ちゃ"), ("tya", "ちゃ"),
        ("ko-hi-", "こーひー"), ("wo", "を"), ("n", "ん"), ("hon'ya", "ほんや"), ("honya", "ほにゃ"),
    ])
    func convertsLikeAKeyboard(romaji: String, kana: String) throws {
        let conversion = try #require(RomajiConverter.convert(romaji))
        #expect(conversion.kana == kana)
        #expect(conversion.isComplete)
    }

    /// Traditional Hepburn as printed in textbooks and on signs: m for ん before b, p, m; oh for a
    /// long o before a consonant or at the end (but not in ohayou).
    @Test(arguments: [
        ("shimbun", "しんぶん"), ("sempai", "せんぱい"), ("ammari", "あんまり"), ("Ohno", "おうの"), ("satoh", "さとう"),
        ("ohayou", "おはよう"), ("kamera", "かめら"), ("mimbun", "みんぶん"),
    ])
    func convertsTraditionalHepburn(romaji: String, kana: String) throws {
        #expect(try #require(RomajiConverter.convert(romaji)).kana == kana)
    }

    @Test func particlesAndLoanwordsAreAlsoSpelledTheWayTheySound() throws {
        #expect(RomajiConverter.convert("konnichiwa")?.completions == ["こんにちわ", "こんにちは"])
        #expect(RomajiConverter.convert("kyoue")?.completions == ["きょうえ", "きょうへ"])
        #expect(RomajiConverter.convert("merodii")?.completions == ["めろぢい", "めろでぃい"])
        #expect(RomajiConverter.convert("tisshu")?.completions == ["ちっしゅ", "てぃっしゅ"])
        #expect(RomajiConverter.convert("nihon")?.completions == ["にほん"])
    }

    @Test func uppercaseRomajiMeansKatakana() throws {
        #expect(RomajiConverter.convert("KO-HI-")?.kana == "コーヒー")
        #expect(RomajiConverter.convert("TEREBI")?.kana == "テレビ")
        #expect(RomajiConverter.convert("Tokyo")?.kana == "ときょ")
    }

    @Test func anUnfinishedSyllableAtTheEndIsKeptAsTyped() throws {
        let typing = try #require(RomajiConverter.convert("nih"))
        #expect(typing.kana == "に")
        #expect(typing.pendingTail == "h")
        #expect(!typing.isComplete)
        #expect(RomajiConverter.convert("ky")?.pendingTail == "ky")
    }

    /// Words apart are converted each alone and joined: "hon ya" is ほんや as "hon'ya" is; every
    /// word must be whole syllables, so English and a word still being typed refuse the text.
    @Test func romajiInWordsIsJoined() throws {
        #expect(RomajiConverter.convert(words: "tabemasen deshita")?.kana == "たべませんでした")
        #expect(RomajiConverter.convert(words: "hon ya")?.kana == "ほんや")
        #expect(RomajiConverter.convert(words: "konnichi  wa")?.completions == ["こんにちわ", "こんにちは"])
        #expect(RomajiConverter.convert(words: "tabemasen desh") == nil)
        #expect(RomajiConverter.convert(words: "nih")?.pendingTail == "h", "one word may still be typed")
        #expect(RomajiConverter.convert(words: "TEREBI GEEMU")?.kana == "テレビゲエム")
        #expect(RomajiConverter.convert(words: "tisshu o")?.completions == ["ちっしゅお", "てぃっしゅお"])
        #expect(RomajiConverter.convert(words: "nihon")?.kana == "にほん")
        for english in ["to eat", "a bit more", "sun!", "meeting room"] {
            #expect(RomajiConverter.convert(words: english) == nil, "\(english)")
        }
    }

    /// Letters left at the end that no syllable begins with are not romaji being typed: "honesty"
    /// is English, not ほね + "sty".
    @Test(arguments: ["to eat", "q", "x3", "kqa", "", "日本", "sun!", "honesty", "breakfast"])
    func textThatIsNotRomajiIsRefused(text: String) {
        #expect(RomajiConverter.convert(text) == nil)
    }
}
