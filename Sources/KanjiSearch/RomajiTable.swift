/// The syllables a Japanese keyboard accepts, Hepburn, Kunrei and keyboard spellings together.
enum RomajiTable {
    static let syllables: [String: String] = {
        var table: [String: String] = [
            "a": "あ", "i": "い", "u": "う", "e": "え", "o": "お", "-": "ー",
            "shi": "し", "chi": "ち", "tsu": "つ", "fu": "ふ", "ji": "じ", "wo": "を",
            "sha": "しゃ", "shu": "しゅ", "sho": "しょ", "she": "しぇ",
            "cha": "ちゃ", "chu": "ちゅ", "cho": "ちょ", "che": "ちぇ",
            "ja": "じゃ", "ju": "じゅ", "jo": "じょ", "je": "じぇ",
            "jya": "じゃ", "jyu": "じゅ", "jyo": "じょ",
            "tsa": "つぁ", "tsi": "つぃ", "tse": "つぇ", "tso": "つぉ",
            "fa": "ふぁ", "fi": "ふぃ", "fe": "ふぇ", "fo": "ふぉ", "fyu": "ふゅ",
            "wi": "うぃ", "we": "うぇ", "ye": "いぇ",
            "thi": "てぃ", "thu": "てゅ", "dhi": "でぃ", "dhu": "でゅ", "twu": "とぅ", "dwu": "どぅ",
            "va": "ゔぁ", "vi": "ゔぃ", "vu": "ゔ", "ve": "ゔぇ", "vo": "ゔぉ",
            "ca": "か", "ci": "し", "cu": "く", "ce": "せ", "co": "こ",
            "xtu": "っ", "ltu": "っ", "xtsu": "っ", "ltsu": "っ", "xwa": "ゎ", "lwa": "ゎ",
            "xya": "ゃ", "lya": "ゃ", "xyu": "ゅ", "lyu": "ゅ", "xyo": "ょ", "lyo": "ょ",
            "xa": "ぁ", "la": "ぁ", "xi": "ぃ", "li": "ぃ", "xu": "ぅ", "lu": "ぅ", "xe": "ぇ", "le": "ぇ",
            "xo": "ぉ", "lo": "ぉ",
        ]
        // Consonant rows: the five vowels, and the y-sounds with ゃゅょ after the i-column kana.
        let rows: [(String, [String])] = [
            ("k", ["か", "き", "く", "け", "こ"]), ("g", ["が", "ぎ", "ぐ", "げ", "ご"]),
            ("s", ["さ", "し", "す", "せ", "そ"]), ("z", ["ざ", "じ", "ず", "ぜ", "ぞ"]),
            ("t", ["た", "ち", "つ", "て", "と"]), ("d", ["だ", "ぢ", "づ", "で", "ど"]),
            ("n", ["な", "に", "ぬ", "ね", "の"]), ("h", ["は", "ひ", "ふ", "へ", "ほ"]),
            ("b", ["ば", "び", "ぶ", "べ", "ぼ"]), ("p", ["ぱ", "ぴ", "ぷ", "ぺ", "ぽ"]),
            ("m", ["ま", "み", "む", "め", "も"]), ("r", ["ら", "り", "る", "れ", "ろ"]),
        ]
        let vowels = ["a", "i", "u", "e", "o"]
        for (consonant, kana) in rows {
            for (vowel, written) in zip(vowels, kana) { table[consonant + vowel] = written }
            let iColumn = kana[1]
            table[consonant + "ya"] = iColumn + "ゃ"
            table[consonant + "yu"] = iColumn + "ゅ"
            table[consonant + "yo"] = iColumn + "ょ"
        }
        for (spelling, kana) in [("ya", "や"), ("yu", "ゆ"), ("yo", "よ"), ("wa", "わ")] { table[spelling] = kana }
        for (spelling, kana) in [("cya", "ちゃ"), ("cyu", "ちゅ"), ("cyo", "ちょ")] { table[spelling] = kana }
        return table
    }()

    /// The table with ti, di, tu, du as loanwords spell them (ティ, ディ, トゥ, ドゥ).
    static let loanwordSyllables: [String: String] = syllables.merging(
        ["ti": "てぃ", "di": "でぃ", "tu": "とぅ", "du": "どぅ"]) { $1 }
}
