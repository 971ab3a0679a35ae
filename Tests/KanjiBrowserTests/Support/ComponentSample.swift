import KanjiDictionary

/// The sample dictionary with components, as KRADFILE gives them, and four more kanji that share
/// some (月, 明, 木, 休), for the component picker.
enum ComponentSample {
    static let components: [Character: [String]] = [
        "日": ["日"], "人": ["人"], "大": ["大"], "本": ["一", "木"], "生": ["生"], "学": ["⺍", "冖", "子"],
        "語": ["口", "五", "言"], "食": ["食"], "月": ["月"], "明": ["月", "日"], "木": ["木"], "休": ["化", "木"],
    ]

    static let added: [KanjiEntry] = [
        KanjiEntry(character: "月", meanings: ["month", "moon"], onyomi: ["ゲツ", "ガツ"], kunyomi: ["つき"],
                   strokes: 4, grade: 1, jlpt: 4, frequency: 23, radical: 74),
        KanjiEntry(character: "明", meanings: ["bright", "light"], onyomi: ["メイ", "ミョウ"], kunyomi: ["あか.るい"],
                   strokes: 8, grade: 2, jlpt: 4, frequency: 66, radical: 72),
        KanjiEntry(character: "休", meanings: ["rest", "day off"], onyomi: ["キュウ"], kunyomi: ["やす.む"],
                   strokes: 6, grade: 1, jlpt: 4, frequency: 642, radical: 9),
        KanjiEntry(character: "木", meanings: ["tree", "wood"], onyomi: ["ボク", "モク"], kunyomi: ["き"],
                   strokes: 4, grade: 1, jlpt: 4, frequency: 317, radical: 75),
    ]

    /// Ranked by frequency, as the All list is.
    static func store() throws -> KanjiStore {
        let kanji = (SampleDictionary.kanji + added).sorted { ($0.frequency ?? .max) < ($1.frequency ?? .max) }.map { entry in
            var entry = entry
            entry.components = components[entry.character] ?? []
            return entry
        }
        return try KanjiStore(source: "sample of KANJIDIC2, EDICT and KRADFILE, EDRDG, CC BY-SA 4.0", kanji: kanji,
                              words: SampleDictionary.words)
    }
}
