/// Realistic queries for the search benchmark, by kind, as a learner would type them: each is
/// timed keystroke by keystroke (every prefix), as the search screen searches on every key.
enum SearchQueries {
    static let kanji = [
        "日", "日本", "日本語", "本", "人", "大学", "学生", "先生", "電車", "勉強", "漢字", "会社", "東京", "京都", "時間",
        "食べる", "飲む", "水", "火", "山", "川", "田中", "中国", "英語", "新聞", "天気", "雨", "車", "友達", "家族",
        "仕事", "病院", "駅", "銀行", "図書館", "料理", "音楽", "映画", "写真", "手紙", "話す", "読む", "書く", "見る",
        "聞く", "行く", "来る", "今日", "明日", "毎日",
    ]
    static let kana = [
        "にほん", "たべる", "がっこう", "せんせい", "ともだち", "でんしゃ", "べんきょう", "かんじ", "すし", "ねこ", "いぬ",
        "みず", "やま", "かわ", "ひ", "つぐ", "にち", "ほん", "ひと", "くるま", "あめ", "てんき", "しごと", "びょういん",
        "えき", "ぎんこう", "りょうり", "おんがく", "えいが", "しゃしん", "てがみ", "はなす", "よむ", "かく", "みる",
        "コーヒー", "テレビ", "パン", "カメラ", "ニホン", "トウキョウ", "ありがとう", "こんにちは", "さようなら", "おはよう",
        "すみません", "だいがく", "がくせい", "かいしゃ", "じかん",
    ]
    static let romaji = [
        "nihon", "nippon", "toukyou", "tōkyō", "taberu", "kanji", "kyou", "gi", "fairu", "onna", "konnichiha", "sensei",
        "gakkou", "tomodachi", "densha", "benkyou", "sushi", "neko", "inu", "mizu", "yama", "kawa", "shinbun", "tenki",
        "shigoto", "byouin", "eki", "ginkou", "ryouri", "ongaku", "eiga", "shashin", "tegami", "hanasu", "yomu", "kaku",
        "miru", "arigatou", "sayounara", "ohayou", "sumimasen", "daigaku", "gakusei", "kaisha", "jikan", "KO-HI-",
        "TEREBI", "kin'en", "zasshi", "matcha",
    ]
    static let english = [
        "sun", "to eat", "water", "school", "teacher", "friend", "train", "study", "book", "person", "car", "rain",
        "weather", "work", "hospital", "station", "bank", "library", "cooking", "music", "movie", "photograph", "letter",
        "to speak", "to read", "to write", "to see", "to hear", "to go", "to come", "today", "tomorrow", "every day",
        "japan", "japanese", "language", "mountain", "river", "fire", "tree", "dog", "cat", "money", "time", "house",
        "east", "capital", "red", "big", "small",
    ]
    static let filters = [
        "s:4", "s:29", "s:4-6", "g:1", "jlpt:4", "r:72", "common", "s:4 g:1", "r:85 s:5-8", "jlpt:3 g:2", "日 s:4",
        "nihon common", "sun common", "g:1 jlpt:4", "r:9 s:2-4", "to eat common", "たべ s:9", "s:10-12 g:2",
        "r:30 common", "jlpt:1 s:20-30",
    ]

    /// Inflected forms, each deinflected on every key (issue 17).
    static let inflected = [
        "食べた", "食べさせられなかった", "tabeta", "たべました", "行かない", "大きくない", "勉強しています", "benkyousuru",
        "べんきょうする", "飲んでいる", "読まれた", "書けない", "来なかった", "きました", "しなかった", "見せてください",
        "話しましょう", "帰りたい", "高かった", "よくない", "買っちゃった", "遊んでいました", "待たされる", "泳げる",
        "起きれば", "寝ろ", "使わなければ", "言われた", "思います", "分からない", "知っている", "作りすぎた", "歩こう",
        "降りそう", "安くて", "新しければ", "行かされた", "いらない", "nomimashita", "ikanakatta", "kaerimasen",
        "shitai", "mimasu", "tsukatte", "yondeiru", "kakanai", "oishikatta", "samukunai", "dekimasu", "wakarimashita",
    ]

    static let all: [(kind: String, queries: [String])] = [
        ("kanji", kanji), ("kana", kana), ("romaji", romaji), ("English", english), ("filters", filters),
        ("inflected", inflected),
    ]

    /// Every text the search sees while `query` is typed: its prefixes, one more character each.
    static func keystrokes(_ query: String) -> [String] {
        var typed = ""
        return query.map { character in
            typed.append(character)
            return typed
        }
    }
}
