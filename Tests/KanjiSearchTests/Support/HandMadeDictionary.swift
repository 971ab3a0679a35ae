import KanjiDictionary

/// A small dictionary written for these tests (readings and meanings as in KANJIDIC2 and EDICT),
/// so each expected order can be worked out by hand.
enum HandMadeDictionary {
    static func store() throws -> KanjiStore {
        try KanjiStore(source: "hand-made for the search tests", kanji: kanji, words: words)
    }

    static let kanji: [KanjiEntry] = [
        KanjiEntry(character: "日", meanings: ["day", "sun", "Japan", "counter for days"], onyomi: ["ニチ", "ジツ"],
                   kunyomi: ["ひ", "-び", "-か"], nanori: ["に"], strokes: 4, grade: 1, jlpt: 4, frequency: 1, radical: 72),
        KanjiEntry(character: "本", meanings: ["book", "present", "main", "origin", "true"], onyomi: ["ホン"],
                   kunyomi: ["もと"], strokes: 5, grade: 1, jlpt: 4, frequency: 10, radical: 75),
        KanjiEntry(character: "陽", meanings: ["sunshine", "yang principle", "positive"], onyomi: ["ヨウ"], kunyomi: ["ひ"],
                   strokes: 12, grade: 3, jlpt: 2, frequency: 630, radical: 170),
        KanjiEntry(character: "継", meanings: ["inherit", "succeed", "continue"], onyomi: ["ケイ"],
                   kunyomi: ["つ.ぐ", "まま-"], strokes: 13, jlpt: 1, frequency: 1000, radical: 120),
        KanjiEntry(character: "食", meanings: ["eat", "food"], onyomi: ["ショク", "ジキ"],
                   kunyomi: ["く.う", "く.らう", "た.べる", "は.む"], strokes: 9, grade: 2, jlpt: 4, frequency: 328, radical: 184),
        KanjiEntry(character: "東", meanings: ["east"], onyomi: ["トウ"], kunyomi: ["ひがし"], strokes: 8, grade: 2,
                   jlpt: 4, frequency: 37, radical: 75),
        KanjiEntry(character: "京", meanings: ["capital"], onyomi: ["キョウ", "ケイ"], kunyomi: ["みやこ"], strokes: 8,
                   grade: 2, jlpt: 3, frequency: 74, radical: 8),
        KanjiEntry(character: "寸", meanings: ["measurement", "tenth of a shaku"], onyomi: ["スン"], strokes: 3, grade: 6,
                   frequency: 1523, radical: 41),
    ]

    static let words: [WordEntry] = [
        WordEntry(word: "日本語", readings: ["にほんご"], meanings: ["Japanese (language)"], common: true),
        WordEntry(word: "日本", readings: ["にっぽん"], meanings: ["Japan"]),
        WordEntry(word: "日本", readings: ["にほん"], meanings: ["Japan"], common: true),
        WordEntry(word: "寸", readings: ["すん"], meanings: ["sun (approx. 3.03 cm)", "length"]),
        WordEntry(word: "太陽", readings: ["たいよう"], meanings: ["sun"], common: true),
        WordEntry(word: "日", readings: ["ひ"], meanings: ["day", "sun", "sunshine"], common: true),
        WordEntry(word: "毎日", readings: ["まいにち"], meanings: ["every day"], common: true),
        WordEntry(word: "食べ物", readings: ["たべもの"], meanings: ["food"], common: true),
        WordEntry(word: "食べる", readings: ["たべる"], meanings: ["to eat", "to live on (e.g. a salary)"], common: true),
        WordEntry(word: "東京", readings: ["とうきょう"], meanings: ["Tokyo"], common: true),
        WordEntry(word: "コーヒー", meanings: ["coffee"], common: true),
        WordEntry(word: "日曜日", readings: ["にちようび"], meanings: ["Sunday"], common: true),
        WordEntry(word: "継ぐ", readings: ["つぐ"], meanings: ["to succeed", "to inherit"]),
        WordEntry(word: "日の出", readings: ["ひので"], meanings: ["sunrise"], common: true),
    ]
}
