import Testing
@testable import KanjiImport
import KanjiDictionary

struct ImportSelectionTests {
    @Test func ordersByFrequencyThenGradeThenStrokesThenFileOrder() throws {
        let file = try KanjidicFile.read(path: ImportSamples.path("kanjidic-sample.xml.gz"))
        let ordered = ImportSelection.ordered(file.kanji)
        // 日 (freq 1), 欄 (1239), 亜 (1509); then no frequency: 丑 (grade 9), then no grade by
        // strokes: 乂 (2), 蘭 (19), 欄 compatibility form (21).
        #expect(ordered.map { String($0.character) } == ["日", "欄", "亜", "丑", "乂", "蘭", "\u{F91D}"])
    }

    @Test func equalKeysKeepFileOrder() {
        let kanji = ["三", "川", "口"].map { KanjiEntry(character: Character($0), meanings: [], strokes: 3) }
        #expect(ImportSelection.ordered(kanji) == kanji)
    }

    @Test func rankedMeansAGradeAJLPTLevelOrAFrequency() {
        #expect(ImportSelection.isRanked(KanjiEntry(character: "亜", meanings: [], grade: 8)))
        #expect(ImportSelection.isRanked(KanjiEntry(character: "亜", meanings: [], jlpt: 1)))
        #expect(ImportSelection.isRanked(KanjiEntry(character: "亜", meanings: [], frequency: 9)))
        #expect(!ImportSelection.isRanked(KanjiEntry(character: "乂", meanings: [], strokes: 2, radical: 4)))
    }
}
