import Segmentation
import Testing

/// Readings shared out over a word's kanji so that okurigana stay outside the brackets.
@Suite struct FuriganaTests {
    private func anki(_ text: String, _ reading: String?) -> String {
        Furigana.anki([Segment(kind: .word, range: 0..<text.unicodeScalars.count, text: text, reading: reading)])
    }

    @Test func eachRunOfKanjiGetsItsShare() {
        #expect(anki("食べる", "たべる") == "食[た]べる")
        #expect(anki("取り扱い", "とりあつかい") == "取[と]り 扱[あつか]い")
        #expect(anki("日本語", "にほんご") == "日本語[にほんご]")
        #expect(anki("勉強しています", "べんきょうしています") == "勉強[べんきょう]しています")
        #expect(anki("お茶", "おちゃ") == "お 茶[ちゃ]")
        #expect(anki("一ヶ月", "いっかげつ") == "一ヶ月[いっかげつ]")
        #expect(anki("人々", "ひとびと") == "人々[ひとびと]")
    }

    @Test func katakanaInTheReadingMatchesKanaOfTheText() {
        #expect(anki("食べる", "タベル") == "食[た]べる")
    }

    @Test func kanaAndTextWithoutReadingGetNone() {
        #expect(anki("たべる", "たべる") == "たべる")
        #expect(anki("食べる", nil) == "食べる")
        #expect(anki("Tom", nil) == "Tom")
    }

    @Test func aReadingThatDoesNotFitCoversTheWholeWord() {
        #expect(anki("食べる", "のむ") == "食べる[のむ]")
    }

    @Test func aSpaceGoesBeforeARunThatDoesNotStartTheText() {
        let segments = [
            Segment(kind: .word, range: 0..<1, text: "を", reading: "を"),
            Segment(kind: .word, range: 1..<3, text: "勉強", reading: "べんきょう"),
            Segment(kind: .space, range: 3..<4, text: " "),
            Segment(kind: .word, range: 4..<5, text: "本", reading: "ほん"),
        ]
        #expect(Furigana.anki(segments) == "を 勉強[べんきょう] 本[ほん]")
    }
}
