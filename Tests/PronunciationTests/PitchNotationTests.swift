import Pronunciation
import Testing

/// The notation learners read: a line over the high morae, ＼ at the drop, the pattern's name.
struct PitchNotationTests {
    @Test(arguments: [
        ("はし", 1, "￣", "は＼し"),
        ("はし", 2, "　￣", "はし＼"),
        ("はし", 0, "　￣", "はし"),
        ("こころ", 2, "　￣", "ここ＼ろ"),
        ("きょう", 1, "￣￣", "きょ＼う"),
        ("がっこう", 0, "　￣￣￣", "がっこう"),
        ("き", 1, "￣", "き＼"),
        ("ひ", 0, "", "ひ"),
    ])
    func rowsMarkTheHighMoraeAndTheDrop(reading: String, accent: Int, overline: String, kana: String) {
        let rows = PitchNotation.rows(reading, accent: accent)
        #expect(rows.overline == overline)
        #expect(rows.kana == kana)
    }

    @Test(arguments: [
        (0, 2, PitchPattern.heiban), (1, 2, .atamadaka), (2, 2, .odaka), (2, 3, .nakadaka), (1, 1, .atamadaka), (3, 3, .odaka),
    ])
    func patternsAreNamedByTheirDrop(accent: Int, morae: Int, pattern: PitchPattern) {
        #expect(PitchPattern(accent: accent, moraCount: morae) == pattern)
    }

    @Test func moraeJoinSmallKanaAndCountTheRest() {
        #expect(Morae.of("きょうしつ") == ["きょ", "う", "し", "つ"])
        #expect(Morae.of("ちゅうがっこう") == ["ちゅ", "う", "が", "っ", "こ", "う"])
        #expect(Morae.of("コーヒー") == ["コ", "ー", "ヒ", "ー"])
        #expect(Morae.count("しんぶん") == 4)
    }

    @Test func theFileSpellingRoundTripsAndDamageIsRefused() {
        let pitch = ReadingPitch(reading: "いま", accents: [1, 0])
        #expect(pitch.encoded == "いま:1,0")
        #expect(ReadingPitch(encoded: "いま:1,0") == pitch)
        #expect(ReadingPitch(encoded: "ひとびと:~2") == ReadingPitch(reading: "ひとびと", accents: [2], isEstimated: true))
        for damaged in ["はし", "はし:", "はし:3", ":1", "はし:1,", "はし:x", "はし:-1", "はし:１"] {
            #expect(ReadingPitch(encoded: damaged) == nil, "\(damaged)")
        }
    }

    @Test func linesNameThePatternWhereItFitsAndMarkEstimates() {
        let chopsticks = ReadingPitch(reading: "はし", accents: [1])
        #expect(PitchNotation.lines(chopsticks, indent: "   ", width: 40) == ["   ￣", "   は＼し  atamadaka 1"])
        #expect(PitchNotation.lines(chopsticks, width: 8) == ["￣", "は＼し"])
        let estimated = ReadingPitch(reading: "ひとびと", accents: [2], isEstimated: true)
        #expect(PitchNotation.lines(estimated, width: 40) == [" 　￣", "~ひと＼びと  nakadaka 2 estimated"])
        #expect(PitchNotation.compact(estimated) == "~ひと＼びと")
        let now = ReadingPitch(reading: "いま", accents: [1, 0])
        #expect(PitchNotation.compactNamed(now, width: 40) == "い＼ま atamadaka / いま￣ heiban")
        #expect(PitchNotation.compactNamed(now, width: 10) == "い＼ま / いま￣")
        #expect(PitchNotation.marked("はし", accent: 0) == "はし￣")
    }

    /// On the kana's row alone a heiban word still shows it stays high: はし￣, not a bare はし.
    @Test func oneAccentOnItsKanasRowAloneKeepsItsMarks() {
        let edge = ReadingPitch(reading: "はし", accents: [0])
        #expect(PitchNotation.line(edge, accent: 0, indent: "   ") == "   はし￣  heiban 0")
        #expect(PitchNotation.line(ReadingPitch(reading: "はし", accents: [1]), accent: 1) == "は＼し  atamadaka 1")
        let estimated = ReadingPitch(reading: "ひとびと", accents: [2], isEstimated: true)
        #expect(PitchNotation.line(estimated, accent: 2) == "~ひと＼びと  nakadaka 2 estimated")
    }
}
