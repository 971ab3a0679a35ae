import KanjiDictionary

/// A small dictionary of real KANJIDIC2/EDICT data for tests that need no file.
enum SampleDictionary {
    static let kanji: [KanjiEntry] = [
        KanjiEntry(character: "日", meanings: ["day", "sun", "Japan", "counter for days"], onyomi: ["ニチ", "ジツ"],
                   kunyomi: ["ひ", "-び", "-か"], nanori: ["あ", "あき"], strokes: 4, grade: 1, jlpt: 4, frequency: 1, radical: 72),
        KanjiEntry(character: "人", meanings: ["person"], onyomi: ["ジン", "ニン"], kunyomi: ["ひと", "-り", "-と"],
                   strokes: 2, grade: 1, jlpt: 4, frequency: 5, radical: 9),
        KanjiEntry(character: "大", meanings: ["large", "big"], onyomi: ["ダイ", "タイ"], kunyomi: ["おお-", "おお.きい", "-おお.いに"],
                   strokes: 3, grade: 1, jlpt: 4, frequency: 7, radical: 37),
        KanjiEntry(character: "本", meanings: ["book", "present", "main", "origin", "true", "real"], onyomi: ["ホン"],
                   kunyomi: ["もと"], strokes: 5, grade: 1, jlpt: 4, frequency: 10, radical: 75),
        KanjiEntry(character: "生", meanings: ["life", "genuine", "birth"], onyomi: ["セイ", "ショウ"],
                   kunyomi: ["い.きる", "う.まれる", "なま"], strokes: 5, grade: 1, jlpt: 4, frequency: 29, radical: 100),
        KanjiEntry(character: "学", meanings: ["study", "learning", "science"], onyomi: ["ガク"], kunyomi: ["まな.ぶ"],
                   strokes: 8, grade: 1, jlpt: 4, frequency: 63, radical: 39),
        KanjiEntry(character: "語", meanings: ["word", "speech", "language"], onyomi: ["ゴ"], kunyomi: ["かた.る", "かた.らう"],
                   strokes: 14, grade: 2, jlpt: 4, frequency: 301, radical: 149),
        KanjiEntry(character: "食", meanings: ["eat", "food"], onyomi: ["ショク", "ジキ"], kunyomi: ["く.う", "く.らう", "た.べる"],
                   strokes: 9, grade: 2, jlpt: 4, frequency: 328, radical: 184),
    ]

    static let words: [WordEntry] = [
        WordEntry(word: "日曜日", readings: ["にちようび"], meanings: ["Sunday"], common: true),
        WordEntry(word: "日本", readings: ["にほん", "にっぽん"], meanings: ["Japan"], common: true),
        WordEntry(word: "日々", readings: ["ひび"], meanings: ["every day", "daily"], common: true),
        WordEntry(word: "日本語", readings: ["にほんご"], meanings: ["Japanese (language)"], common: true),
        WordEntry(word: "人々", readings: ["ひとびと"], meanings: ["people", "men and women"], common: true),
        WordEntry(word: "大学生", readings: ["だいがくせい"], meanings: ["university student", "college student"], common: true),
        WordEntry(word: "食べる", readings: ["たべる"], meanings: ["to eat"], common: true,
                  senses: [WordSense(partsOfSpeech: ["v1", "vt"], glosses: ["to eat"])]),
        WordEntry(word: "本日", readings: ["ほんじつ"], meanings: ["today", "this day"], common: false),
        WordEntry(word: "生き物", readings: ["いきもの"], meanings: ["living thing", "animal"], common: true),
    ]

    static func store() throws -> KanjiStore {
        try KanjiStore(source: "sample of KANJIDIC2 and EDICT, EDRDG, CC BY-SA 4.0", kanji: kanji, words: words)
    }
}
