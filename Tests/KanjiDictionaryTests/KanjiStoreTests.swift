import Foundation
import KanjiDictionary
import Testing

@Suite struct KanjiStoreTests {
    @Test func kanjiAreInFileOrderWithTheirFields() throws {
        let store = try KanjiStoreFixture.loadSmall()
        #expect(store.kanji.count == 30)
        #expect(String(store.kanji.map(\.character)) == "日本人語学生大食月火水木金土山川中小上下先年時国子女男何見行")
        let day = try #require(store.kanji.first)
        #expect(day.meanings == ["day", "sun", "Japan", "counter for days"])
        #expect(day.onyomi == ["ニチ", "ジツ"])
        #expect(day.kunyomi == ["ひ", "-び", "-か"])
        #expect(day.nanori.first == "あ")
        #expect(day.strokes == 4 && day.grade == 1 && day.jlpt == 4 && day.frequency == 1 && day.radical == 72)
        #expect(store.source?.contains("Electronic Dictionary Research and Development Group") == true)
        #expect(store.wordCount == 45)
    }

    @Test func kanjiByCharacter() throws {
        let store = try KanjiStoreFixture.loadSmall()
        #expect(store.kanji(for: "語")?.meanings.contains("language") == true)
        #expect(store.kanji(for: "曜") == nil)
        #expect(store.kanji(for: "a") == nil)
        // A variation selector asks for a glyph of the same kanji; another mark makes another character.
        #expect(store.kanji(for: "\u{65E5}\u{E0100}")?.character == "日")
        #expect(store.kanji(for: "\u{65E5}\u{FE00}")?.character == "日")
        #expect(store.kanji(for: "\u{65E5}\u{0301}") == nil)
    }

    @Test func wordsContainingAKanjiAreCommonFirstThenShorterFirstThenInFileOrder() throws {
        let store = try KanjiStoreFixture.loadSmall()
        let objects = try KanjiStoreFixture.wordObjects()
        for character in store.kanji.map(\.character) {
            let containing = objects.compactMap { object -> (word: String, common: Bool)? in
                guard let word = object["word"] as? String, word.contains(character) else { return nil }
                return (word, object["common"] as? Bool == true)
            }
            // A stable sort by (common, length) leaves file order among equals.
            let expected = containing.enumerated().sorted { a, b in
                let keyA = (a.element.common ? 0 : 1, a.element.word.unicodeScalars.count, a.offset)
                let keyB = (b.element.common ? 0 : 1, b.element.word.unicodeScalars.count, b.offset)
                return keyA < keyB
            }.map(\.element.word)
            #expect(store.words(containing: character).map(\.word) == expected, "\(character)")
        }
        let day = store.words(containing: "日")
        #expect(day.contains { $0.word == "日曜日" })
        #expect(day.filter { $0.word == "日曜日" }.count == 1)  // listed once though 日 is in it twice
        #expect(store.words(containing: "曜").isEmpty)
    }

    @Test func wordsAreDecodedWithAllTheirFields() throws {
        let store = try KanjiStoreFixture.loadSmall()
        let japanese = try #require(store.words(containing: "語").first { $0.word == "日本語" })
        #expect(japanese.readings == ["にほんご"])
        #expect(japanese.meanings.first == "Japanese (language)")
        #expect(japanese.common)
    }

    @Test func kanjiOfAWordLeavesOutKanaAndMarksUnknownKanji() throws {
        let store = try KanjiStoreFixture.loadSmall()
        let day = try #require(store.kanji(for: "日"))
        let book = try #require(store.kanji(for: "本"))
        let eat = try #require(store.kanji(for: "食"))
        #expect(store.kanji(ofWord: "日本") == [.kanji(day, written: "日"), .kanji(book, written: "本")])
        #expect(store.kanji(ofWord: "食べる") == [.kanji(eat, written: "食")])
        #expect(store.kanji(ofWord: "日曜日") == [.kanji(day, written: "日"), .unknown("曜"), .kanji(day, written: "日")])
        #expect(store.kanji(ofWord: "ローマ字") == [.unknown("字")])
        #expect(store.kanji(ofWord: "Ｔシャツ・カレー、ー。") == [])
    }

    @Test func iterationMarkStandsForTheKanjiBeforeIt() throws {
        let store = try KanjiStoreFixture.loadSmall()
        let day = try #require(store.kanji(for: "日"))
        let person = try #require(store.kanji(for: "人"))
        #expect(store.kanji(ofWord: "日々") == [.kanji(day, written: "日"), .kanji(day, written: "々")])
        #expect(store.kanji(ofWord: "人々") == [.kanji(person, written: "人"), .kanji(person, written: "々")])
        #expect(store.kanji(ofWord: "曜々") == [.unknown("曜"), .unknown("々")])
    }

    @Test func storeFromValuesMatchesTheSameChecks() throws {
        let day = KanjiEntry(character: "日", meanings: ["day"], strokes: 4, grade: 1)
        let store = try KanjiStore(source: "test", kanji: [day], words: [WordEntry(word: "日/本\"", meanings: ["x"], common: true)])
        #expect(store.kanji.first == day)
        #expect(store.source == "test")
        #expect(store.words(containing: "日").map(\.word) == ["日/本\""])
        #expect(throws: DictionaryError(file: "(values)", message: #"kanji[1] (日): duplicate character "日", already kanji[0]"#)) {
            try KanjiStore(source: nil, kanji: [day, day], words: [])
        }
        let twoScalars = KanjiEntry(character: "\u{845B}\u{E0100}", meanings: [])
        #expect(throws: DictionaryError.self) { try KanjiStore(source: nil, kanji: [twoScalars], words: []) }
    }

    @Test func entriesDecodeTheSameFromManyThreadsAtOnce() async throws {
        let store = try KanjiStoreFixture.loadSmall()
        let expected = store.words(containing: "日").map(\.word)
        let results = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 { group.addTask { (0..<50).flatMap { _ in store.words(containing: "日").map(\.word) } } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        for result in results { #expect(result == Array(repeating: expected, count: 50).flatMap { $0 }) }
    }

    @Test func wordsWrittenWithEscapesAreIndexed() throws {
        let json = KanjiStoreFixture.document(words: #"{"word":"\u65e5\u672c","meanings":["Japan"],"common":true}"#)
        let store = try KanjiStoreFixture.load(json: json)
        #expect(store.words(containing: "日").map(\.word) == ["日本"])
    }
}
